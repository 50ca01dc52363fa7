import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Spec loading")
struct SpecLoaderTests {
  private func diagnostics(_ text: String) -> [String] {
    do {
      _ = try SpecLoader.load(text: text, file: "Spec.yml")
      return []
    } catch {
      guard case .invalidSpec(let diagnostics) = error else { return ["unexpected \(error)"] }
      return diagnostics.map(\.description)
    }
  }

  @Test("a full spec keeps order, values and positions")
  func fullSpec() throws {
    let spec = try SpecLoader.load(
      text: """
        name: Checkout
        architecture: vip
        summary: Pays.
        entities:
          - name: CartItem
            fields:
              - id: String
              - price: "Decimal"
        useCases:
          - name: loadCart
            request: []
            response:
              - items: "[CartItem]"
          - pay
        routes:
          - confirmation
          - name: help
            summary: Opens help.
        """, file: "Spec.yml")
    #expect(spec.name?.value == "Checkout")
    #expect(spec.architecture?.value == "vip")
    #expect(spec.entities.map(\.name.value) == ["CartItem"])
    #expect(spec.entities[0].fields.map(\.name.value) == ["id", "price"])
    // Inside quotes the position is that of the first character of the value.
    #expect(spec.entities[0].fields[1].type.location == SourceLocation(file: "Spec.yml", line: 8, column: 17))
    #expect(spec.useCases.map(\.name.value) == ["loadCart", "pay"])
    #expect(spec.useCases[0].response[0].path == "useCases[0].response.items")
    #expect(spec.useCases[0].viewModel == nil)
    #expect(spec.routes.map(\.name.value) == ["confirmation", "help"])
    #expect(spec.routes[1].summary == "Opens help.")
  }

  @Test("JSON specs load with positions too")
  func json() throws {
    let spec = try SpecLoader.load(
      text: """
        {"name": "Login",
         "useCases": [{"name": "signIn", "request": [{"email": "String"}]}]}
        """, file: "Login.json")
    #expect(spec.useCases[0].request[0].name.location == SourceLocation(file: "Login.json", line: 2, column: 48))
  }

  @Test("a YAML syntax error is reported at its position")
  func syntaxError() {
    let found = diagnostics("name: Login\nuseCases: [load\n")
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("Spec.yml:3:1: error: invalid YAML") == true)
  }

  @Test("unknown keys are reported with a suggestion and every one is listed")
  func unknownKeys() {
    let found = diagnostics(
      """
      name: Login
      useCase:
        - load
      routes:
        - name: home
          sumary: Goes home.
      """)
    #expect(
      found == [
        "Spec.yml:2:1: error: unknown key 'useCase' in the spec; did you mean 'useCases'?; allowed keys: name, architecture, template, params, summary, ui, testing, platforms, swiftToolsVersion, entities, useCases, routes, openapi, author, organisation, project, input, output, indentation, tabWidth, lineLength, prefix",
        "Spec.yml:6:5: error: unknown key 'sumary' in routes[0]; did you mean 'summary'?; allowed keys: name, summary, to, payload",
      ])
  }

  @Test("wrong shapes are reported where they are")
  func shapes() {
    let found = diagnostics(
      """
      name: [Login]
      entities:
        - name: Item
          fields:
            - id: String
              title: String
            - plain
      useCases: loadCart
      """)
    #expect(
      found == [
        "Spec.yml:1:7: error: name must be a single value, not a list or mapping; write it on one line",
        "Spec.yml:5:9: error: entities[0].fields[0] must be a single 'name: Type' entry; write one field per line, such as '- quantity: Int'",
        "Spec.yml:7:9: error: entities[0].fields[1] must be a single 'name: Type' entry; write one field per line, such as '- quantity: Int'",
        "Spec.yml:8:11: error: useCases must be a list; start each entry with '- '",
      ])
  }

  @Test("an unquoted type in brackets is told to be quoted, shown as it was written")
  func unquotedBracketTypes() {
    let found = diagnostics(
      """
      name: Profile
      entities:
        - name: User
          fields:
            - roles: [String]
            - scores: [String: Int]
            - tags: ["Set<String>"]
      """)
    #expect(
      found == [
        "Spec.yml:5:16: error: entities[0].fields.roles must be a type, but YAML reads unquoted brackets as a list; quote the type: '[String]'",
        "Spec.yml:6:17: error: entities[0].fields.scores must be a type, but YAML reads unquoted brackets as a list; quote the type: '[String: Int]'",
        "Spec.yml:7:15: error: entities[0].fields.tags must be a type, but YAML reads unquoted brackets as a list; quote the type: '[Set<String>]'",
      ])
  }

  @Test("a use case or entity without a name is reported")
  func missingNames() {
    #expect(
      diagnostics("entities:\n  - fields: []\n")
        == ["Spec.yml:2:5: error: entities[0] has no 'name'; add 'name: …'"])
  }

  @Test("a null list entry is no name")
  func nullNames() {
    #expect(
      diagnostics("routes: [null]\nuseCases:\n  - name: ~\n") == [
        "Spec.yml:1:10: error: routes[0] has no name; write a name, or remove the entry",
        "Spec.yml:3:5: error: useCases[0] has no 'name'; add 'name: …'",
      ])
  }

  @Test("an empty document is an error")
  func empty() {
    #expect(diagnostics("") == ["Spec.yml:1:1: error: the spec is empty; write at least 'name: MyModule'"])
  }

  @Test("duplicate keys are reported")
  func duplicateKeys() {
    let found = diagnostics("name: A\nname: B\n")
    #expect(found.count == 1)
    #expect(found.first?.contains("duplicate key(s) 'name'") == true)
  }
}
