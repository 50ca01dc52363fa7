import Testing

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// A route's payload taken from what the screen shows (`from:`): the paths it accepts, each
/// refusal at its position, the intent and guard it becomes, and the record that keeps it.
@Suite("Routes whose payload comes from the screen")
struct RouteSourceTests {
  private let generator = ModuleGenerator()

  private func spec(_ routes: String) -> String {
    """
    name: Shop
    architecture: viper
    entities:
      - name: Product
        fields: [id: UUID, title: String, maker: Maker, tags: "[String]", supplier: Maker?]
      - name: Maker
        fields: [id: UUID]
      - name: Page
        fields: [items: "[Product]", next: Int]
    useCases:
      - name: loadProducts
        response: [products: "[Product]", page: Page, featured: Product]
      - name: loadOther
        response: [items: "[Product]"]
    routes:
    \(routes.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    """
  }

  private func module(_ routes: String) throws -> Module {
    try generator.module(from: SpecLoader.read(text: spec(routes), file: "Spec.yml"), commandLine: CommandLineInput())
  }

  private func errors(_ routes: String) -> [String] {
    SpecDiagnostics.printed { _ = try module(routes) }
  }

  @Test("a path across a list picks a row; one that ends on the list with its element's type, the row itself")
  func rows() throws {
    let module = try module(
      """
      - name: details
        payload:
          - productID: {type: UUID, from: loadProducts.products.id}
          - makerID: {type: UUID, from: loadProducts.products.maker.id}
          - note: String
      - name: pick
        payload:
          - product: {type: Product, from: loadProducts.page.items}
      """)
    let details = try #require(module.routes[0].source)
    #expect(details.useCase.camel == "loadProducts")
    #expect(details.list == ["products"])
    #expect(details.fields.map(\.path) == [["id"], ["maker", "id"]])
    let pick = try #require(module.routes[1].source)
    #expect(pick.list == ["page", "items"])
    #expect(pick.fields.map(\.path) == [[]])
  }

  @Test("a path that crosses no list takes the last response itself")
  func response() throws {
    let source = try #require(
      try module(
        """
        - name: maker
          payload:
            - makerID: {type: UUID, from: loadProducts.featured.maker.id}
        """
      ).routes[0].source)
    #expect(source.list == nil)
    #expect(source.fields.map(\.path) == [["featured", "maker", "id"]])
  }

  @Test("each wrong path is refused at its 'from:', with what to do, all at once")
  func refusals() {
    let printed = errors(
      """
      - name: a
        payload:
          - id: {type: UUID, from: loadProduct.products.id}
      - name: b
        payload:
          - id: {type: String, from: loadProducts.products.id}
      - name: c
        payload:
          - id: {type: UUID, from: loadProducts.featured.supplier.id}
      - name: d
        payload:
          - id: {type: UUID, from: loadProducts.products.id}
          - other: {type: UUID, from: loadOther.items.id}
      - name: e
        payload:
          - id: {type: UUID, from: loadProducts.produts.id}
      - name: f
        payload:
          - id: {type: UUID, from: loadProducts}
      - name: g
        payload:
          - id: {type: UUID, from: loadProducts.products.id}
          - row: Int
      - name: h
        payload:
          - tag: {type: String, from: loadProducts.featured.tags.count}
      - name: i
        payload:
          - tag: {type: String, from: loadProducts.products.tags.count}
      """)
    let expected = [
      "Spec.yml:18:32: error: payload field 'id' of route 'a': 'from: loadProduct.products.id' names no use case of this module ('loadProduct'); did you mean 'loadProducts.…'?",
      "Spec.yml:21:34: error: payload field 'id' of route 'b': 'from: loadProducts.products.id' gives 'UUID', but the field is 'String'; make the field 'UUID', or name another path",
      "Spec.yml:24:32: error: payload field 'id' of route 'c': 'from: loadProducts.featured.supplier.id' goes through 'supplier', which is optional ('Maker?'); take the payload from fields that are always there, or make 'supplier' not optional",
      "Spec.yml:28:35: error: payload field 'other' of route 'd' comes from another list than the route's other fields ('loadProducts.products'); take every field of one route from one response, or from the rows of one list in it",
      "Spec.yml:31:32: error: payload field 'id' of route 'e': 'from: loadProducts.produts.id' names 'produts', which the response of 'loadProducts' does not have; did you mean 'products'?",
      "Spec.yml:34:32: error: payload field 'id' of route 'f': 'from: loadProducts' names only the use case; add the path of a field of its response, such as 'loadProducts.id'",
      "Spec.yml:38:9: error: payload field 'row' of route 'g' clashes with the row the user picks, which the intent takes as 'at row:'; rename the field, such as 'rowNumber'",
      "Spec.yml:41:35: error: payload field 'tag' of route 'h': 'from: loadProducts.featured.tags.count' goes through 'tags', a list of 'String', which has no fields; end the path at 'tags'",
      "Spec.yml:44:35: error: payload field 'tag' of route 'i': 'from: loadProducts.products.tags.count' goes through more than one list; pick a row of one list; carry the inner value in it",
    ]
    #expect(printed == expected)
  }

  @Test("the intent takes the row and the fields without a source; the guard reads the kept response")
  func context() throws {
    let module = try module(
      """
      - name: details
        payload:
          - productID: {type: UUID, from: loadProducts.page.items.id}
          - note: String
      - name: plain
        payload: [note: String]
      """)
    let context = generator.context(for: module)
    guard case .list(let routes) = context["routes"] else {
      Issue.record("no routes")
      return
    }
    let details = try #require(routes.first?["route"])
    #expect(details["intent"]?["parameters"] == "at row: Int, note: String")
    #expect(details["intent"]?["arguments"] == "productID: response.page.items[row].id, note: note")
    #expect(details["source"]?["kept"] == "lastLoadProductsResponse")
    #expect(details["source"]?["rowCheck"] == ", response.page.items.indices.contains(row)")
    #expect(details["source"]?["expectedCase"] == #".details(productID: response.page.items[1].id, note: "note 1")"#)
    // A route without a source keeps the intent its payload makes.
    let plain = try #require(routes.last?["route"])
    #expect(plain["hasSource"] == false)
    #expect(plain["intent"]?["parameters"] == "note: String")
    guard case .list(let useCases) = context["useCases"] else { return }
    #expect(useCases.first?["useCase"]?["keepsResponse"] == true)
    #expect(useCases.last?["useCase"]?["keepsResponse"] == false)
  }

  @Test("the record keeps each field's source, and reads back to the same module")
  func record() throws {
    let module = try module(
      """
      - name: details
        payload:
          - productID: {type: UUID, from: loadProducts.products.id}
          - note: String
      """)
    let normalized = NormalizedSpec.value(of: module)
    guard case .list(let routes) = normalized["routes"] else {
      Issue.record("no routes in the record")
      return
    }
    #expect(
      routes.first?["payload"]
        == .list([
          ["productID": ["type": "UUID", "from": "loadProducts.products.id"]],
          ["note": "String"],
        ]))
  }
}
