import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Template context")
struct ContextBuilderTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")

  private func context(_ yaml: String) throws -> ContextValue {
    generator.context(for: try generator.module(from: SpecLoader.load(text: yaml, file: "S.yml")))
  }

  @Test("module names come in every casing")
  func moduleCasings() throws {
    let module = try #require(try context("name: user-profile\narchitecture: vip\n")["module"])
    #expect(module["name"] == "UserProfile")
    #expect(module["camel"] == "userProfile")
    #expect(module["snake"] == "user_profile")
    #expect(module["sentence"] == "user profile")
    #expect(module["architectureName"] == "Clean Swift VIP")
  }

  @Test("field lists carry their joined forms, so templates never build separators")
  func fieldLists() throws {
    let context = try context(
      """
      name: Shop
      architecture: viper
      useCases:
        - name: search
          request:
            - query: String
            - page: Int
          response:
            - total: Decimal
          viewModel:
            - totalText: String
            - rows: "[String]"
      """)
    guard case .list(let useCases) = context["useCases"], let useCase = useCases.first?["useCase"] else {
      Issue.record("no use case")
      return
    }
    let request = try #require(useCase["request"])
    #expect(request["parameters"] == "query: String, page: Int")
    #expect(request["arguments"] == "query: query, page: page")
    #expect(request["sampleArguments"] == "query: \"query 1\", page: 911")
    #expect(useCase["response"]?["sampleArguments"] == "total: Decimal(1_352)")
    #expect(useCase["viewModel"]?["fromResponse"] == "totalText: formatting.number(response.total), rows: []")
    #expect(useCase["viewModel"]?["fromResponseSample"] == "totalText: formatting.number(Decimal(1_352)), rows: []")
    // What tests expect leaves the unmapped `rows` out.
    #expect(useCase["viewModel"]?["mappedFromResponseSample"] == "totalText: formatting.number(Decimal(1_352))")
    #expect(useCase["hasEmptyViewModelFields"] == true)
    #expect(useCase["failureMessage"] == "Could not search.")
    #expect(context["needsFoundation"] == true)
    #expect(context["tool"]?["version"] == "9.9.9")
  }

  @Test("a screen shows a Bool as the module's translated yes or no, never as Swift's true or false")
  func boolDisplay() throws {
    let context = try context(
      """
      name: Coupon
      architecture: mvvm
      useCases:
        - name: check
          response:
            - isValid: Bool
            - note: String
      """)
    guard case .list(let useCases) = context["useCases"], let useCase = useCases.first?["useCase"],
      case .list(let fields) = useCase["viewModel"]?["fields"], case .list(let shown) = useCase["displayFields"]
    else {
      Issue.record("no use case")
      return
    }
    #expect(
      fields.map { $0["field"]?["displayText"] } == ["CouponStrings.yesOrNo(viewModel.isValid)", "viewModel.note"])
    #expect(shown.map { $0["displayField"]?["text"] } == ["CouponStrings.yesOrNo(content.isValid)", "content.note"])
  }

  @Test("an entity with an id is Identifiable")
  func identifiable() throws {
    let context = try context(
      "name: Shop\narchitecture: viper\nentities:\n  - name: Item\n    fields:\n      - id: UUID\n")
    guard case .list(let entities) = context["entities"] else {
      Issue.record("no entities")
      return
    }
    #expect(entities.first?["entity"]?["isIdentifiable"] == true)
  }

  @Test("a route to a VIP scene is marked, builds it with buildScene, and its module is imported once")
  func routesToVIPScenes() {
    let id = Field(name: Name(words: ["id"]), type: .optional(.named("UUID")))
    func link(_ name: String, _ architecture: Architecture) -> LinkedModule {
      LinkedModule(
        name: Name(words: [name]), architecture: architecture, hasAppRoutes: false, destinations: [], input: [id])
    }
    let module = Module(
      name: Name(words: ["Cart"]), architecture: .vip, summary: nil, entities: [], useCases: [],
      routes: [
        Route(name: Name(words: ["wishlist"]), destinationModule: Name(words: ["Wishlist"]), payload: [id]),
        Route(name: Name(words: ["saved"]), destinationModule: Name(words: ["Wishlist"]), payload: [id]),
        Route(name: Name(words: ["product"]), destinationModule: Name(words: ["Product"]), payload: [id]),
        Route(name: Name(words: ["help"])),
      ],
      links: [link("Wishlist", .vip), link("Product", .mvvm)])
    let context = generator.context(for: module)
    guard case .list(let list) = context["routes"] else {
      Issue.record("no routes")
      return
    }
    let routes = list.compactMap { $0["route"] }
    func text(_ value: ContextValue?) -> String {
      if case .string(let text) = value { return text }
      return ""
    }
    #expect(routes.map { $0["destinationIsVIP"] } == [true, true, false, false])
    let sceneBuildCall = text(routes.first?["sceneBuildCall"])
    let buildCall = text(routes.first?["buildCall"])
    #expect(sceneBuildCall == "WishlistBuilder.buildScene(input: WishlistInput(id: id), dependencies: dependencies)")
    #expect(buildCall == "WishlistBuilder.build(input: WishlistInput(id: id), dependencies: dependencies)")
    #expect(routes.last?["sceneBuildCall"] == "")
    #expect(context["passDataImports"] == .list([["name": "Wishlist"]]))
    #expect(context["hasPassDataRoutes"] == true)
  }

  @Test("the JSON form is stable, sorted and escaped")
  func json() {
    let value: ContextValue = ["b": ["x\n\"y\"", 1, true], "a": [:]]
    #expect(value.jsonText() == "{\n  \"a\": {},\n  \"b\": [\n    \"x\\n\\\"y\\\"\",\n    1,\n    true\n  ]\n}")
  }
}

@Suite("Sample and empty values")
struct ValueLiteralTests {
  let literals = ValueLiterals(entities: [
    "Node": Entity(
      name: Name(words: ["Node"]),
      fields: [
        Field(name: Name(words: ["title"]), type: .named("String")),
        Field(name: Name(words: ["children"]), type: .array(.named("Node"))),
      ])
  ])

  @Test("samples are deterministic Swift expressions")
  func samples() {
    #expect(
      literals.sample(for: .named("UUID"), named: "id", seed: 2)
        == "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234))")
    #expect(literals.sample(for: .named("Date"), named: "at") == "Date(timeIntervalSince1970: 1_700_008_411)")
    #expect(literals.sample(for: .named("URL"), named: "link") == "URL(fileURLWithPath: \"/link/1\")")
    #expect(literals.sample(for: .optional(.named("Character")), named: "c", seed: 3) == "\"n\"")
    #expect(
      literals.sample(for: .dictionary(key: .named("String"), value: .named("Bool")), named: "flags")
        == "[\"flags 1\": false]")
  }

  @Test("fields of one type get different samples, and no field a constant a mutant would write")
  func samplesTellFieldsApart() {
    let names = [
      "quantity", "cartCount", "productID", "sellerID", "price", "total", "rating", "page", "limit", "offset",
    ]
    for type in ["Int", "Int64", "Decimal", "Double", "UUID", "Date"] {
      let samples = names.map { literals.sample(for: .named(type), named: $0, seed: 1) }
      #expect(Set(samples).count == names.count, "\(type): \(samples)")
      // The same field in a request (seed 1) and a response (seed 2) differs too.
      #expect(
        literals.sample(for: .named(type), named: "quantity", seed: 1)
          != literals.sample(for: .named(type), named: "quantity", seed: 2))
    }
    for name in names {
      let number = literals.sample(for: .named("Int"), named: name, seed: 1)
      #expect(!["0", "1", "-1"].contains(number), "\(name): \(number)")
    }
    #expect(literals.sample(for: .named("Int8"), named: "quantity").count <= 3)
  }

  @Test("an entity that holds itself in an array gets an empty array there, so samples end")
  func recursiveEntity() {
    #expect(literals.sample(for: .named("Node"), named: "root") == "Node(title: \"title 1\", children: [])")
  }

  @Test("samples end for entities that hold themselves in any container")
  func recursionThroughContainers() {
    let tree = ValueLiterals(entities: [
      "Node": Entity(
        name: Name(words: ["Node"]),
        fields: [
          Field(name: Name(words: ["children"]), type: .array(.optional(.named("Node")))),
          Field(name: Name(words: ["weights"]), type: .dictionary(key: .named("Node"), value: .named("Int"))),
        ]),
      "A": Entity(name: Name(words: ["A"]), fields: [Field(name: Name(words: ["bs"]), type: .array(.named("B")))]),
      "B": Entity(name: Name(words: ["B"]), fields: [Field(name: Name(words: ["a"]), type: .optional(.named("A")))]),
    ])
    #expect(tree.sample(for: .named("Node"), named: "n") == "Node(children: [], weights: [:])")
    #expect(tree.sample(for: .named("A"), named: "a") == "A(bs: [B(a: nil), B(a: nil)])")
  }

  @Test("empty values exist only where a type has a natural one")
  func empties() {
    #expect(ValueLiterals.empty(for: .named("String")) == "\"\"")
    #expect(ValueLiterals.empty(for: .optional(.named("Date"))) == "nil")
    #expect(ValueLiterals.empty(for: .named("Decimal")) == "0")
    #expect(ValueLiterals.empty(for: .named("Date")) == nil)
    #expect(ValueLiterals.empty(for: .named("Node")) == nil)
  }
}
