import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("App specs with several modules")
struct AppSpecTests {
  let generator = ModuleGenerator()

  private func validate(_ text: String, knownModules: Set<String>? = []) throws -> [Module] {
    guard case .app(let app) = try SpecLoader.readDocument(text: text, file: "App.yml") else {
      Issue.record("not read as an app spec")
      return []
    }
    let generator = self.generator
    return try AppSpecValidator { spec throws(ScaffoldError) in try generator.module(from: spec) }
      .validate(app, knownModules: knownModules)
  }

  private func errors(_ text: String) -> [String] {
    do {
      _ = try validate(text)
      return []
    } catch {
      if case ScaffoldError.invalidSpec(let diagnostics) = error { return diagnostics.map(\.description) }
      return ["\(error)"]
    }
  }

  @Test("shared defaults apply where a module says nothing; a module may override them")
  func defaults() throws {
    let modules = try validate(
      """
      package: Features
      architecture: viper
      ui: none
      modules:
        - name: Login
          routes:
            - name: profile
              to: Profile
        - name: Profile
          architecture: mvvm
      """)
    #expect(modules.map(\.architecture) == [.viper, .mvvm])
    #expect(modules.map(\.ui) == [.none, .none])
    #expect(modules[0].moduleDependencies == ["Profile"])
  }

  @Test("a route to a module the spec lacks, a duplicate name and a cycle are all reported, with positions")
  func crossModuleRules() {
    let found = errors(
      """
      architecture: mvp
      modules:
        - name: A
          routes: [{name: toB, to: B}]
        - name: B
          routes: [{name: toC, to: C}, {name: back, to: A}]
        - name: a
        - name: D
          routes: [{name: nowhere, to: Missing}]
      """)
    #expect(
      found == [
        "App.yml:3:11: error: modules route to each other in a cycle: A → B → A; a module cannot depend on itself through its routes; let one of them hand the route to the app instead of 'to:'",
        "App.yml:6:30: error: module B routes to C, which the spec does not define; add a module named C to 'modules:', or fix the route's 'to:'",
        "App.yml:7:11: error: two modules are named 'A'; give each module its own name",
        "App.yml:9:34: error: module D routes to Missing, which the spec does not define; add a module named Missing to 'modules:', or fix the route's 'to:'",
      ])
  }

  @Test("each module's own errors are reported together, and modules must be a non-empty list")
  func moduleErrors() {
    let found = errors(
      """
      modules:
        - name: 1Bad
          architecture: viper
        - name: Good
      """)
    #expect(found.contains { $0.hasPrefix("App.yml:2:11: error: module name '1Bad'") })
    #expect(
      found.contains { $0.hasPrefix("App.yml:4:5: error: no architecture is given") || $0.contains("no architecture") })
    #expect(errors("modules: []").first?.contains("modules must be a non-empty list") == true)
  }

  @Test("a UIKit module routing to one without a UIKit screen is an error at its 'to:', reported with a cycle")
  func uikitToSwiftUI() {
    let found = errors(
      """
      architecture: mvvm
      modules:
        - name: Home
          routes:
            - name: settings
              to: Settings
        - name: Settings
          ui: swiftui
          routes: [{name: home, to: Home}]
      """)
    #expect(
      found.contains { $0.hasPrefix("App.yml:6:13: error: module Home has a UIKit screen and routes to Settings") })
    #expect(found.contains { $0.contains("cycle: Home → Settings → Home") })
  }

  @Test(
    "a to: route's payload must be the destination's input: each field missing, extra or retyped is an error at 'to:'")
  func payloadMatchesInput() throws {
    let spec = """
      package: Shop
      architecture: mvvm
      ui: none
      modules:
        - name: Catalog
          routes:
            - name: product
              to: Product
              payload:
                - productID: String
                - source: String
        - name: Product
          input:
            - productID: UUID
            - showReviews: Bool
      """
    #expect(
      errors(spec) == [
        "App.yml:8:13: error: route 'product' of Catalog carries 'productID' as String, but Product's input takes it as UUID; give the payload field and the input field one type",
        "App.yml:8:13: error: route 'product' of Catalog opens Product, whose input needs 'showReviews: Bool', but the route's payload does not carry it; add '- showReviews: Bool' to the route's 'payload:'",
        "App.yml:8:13: error: route 'product' of Catalog carries 'source', which Product's input does not take; remove it, or rename it to one of productID, showReviews",
      ])
    let fixed = spec.replacingOccurrences(
      of: "- productID: String\n          - source: String", with: "- showReviews: Bool\n          - productID: UUID")
    let modules = try validate(fixed)
    #expect(modules.first?.routes.first?.payload.map(\.name.camel) == ["showReviews", "productID"])
  }

  @Test("shared entities: each module may use them, none may declare them again or share a module's name")
  func sharedEntities() throws {
    let spec = """
      package: Shop
      architecture: viper
      entities:
        - name: Item
          fields:
            - id: UUID
        - name: Cart
      modules:
        - name: Catalog
          useCases:
            - name: load
              response:
                - items: "[Item]"
        - name: Cart
          entities:
            - name: Item
      """
    #expect(
      errors(spec) == [
        "App.yml:7:11: error: entity 'Cart' has the module's own name; rename the entity, such as 'CartItem'",
        "App.yml:16:15: error: entity 'Item' is declared again: the spec's shared 'entities:' at the top already declare it; use the shared one, or rename this one",
      ])
    let fixed = spec.replacingOccurrences(of: "      - id: UUID\n  - name: Cart\n", with: "      - id: UUID\n")
      .replacingOccurrences(of: "\n    entities:\n      - name: Item", with: "")
    let modules = try validate(fixed)
    #expect(modules.map { $0.sharedEntities?.moduleName.pascal } == ["ShopEntities", "ShopEntities"])
    #expect(modules.first?.targetDependencies == ["ShopEntities"])
    // The record keeps them, so a module is rebuilt from its record alone (`check`, `status`).
    let catalog = try #require(modules.first)
    let recorded = try generator.module(
      from: SpecLoader.loadRecorded(text: NormalizedSpec.value(of: catalog).jsonText(), file: "Catalog.json"))
    #expect(recorded.sharedEntities == catalog.sharedEntities)
    #expect(recorded.useCases == catalog.useCases)
    // Without 'package:', the package (and so the module of shared entities) is named after the first module.
    let unnamed = try validate(fixed.replacingOccurrences(of: "package: Shop\n", with: ""))
    #expect(unnamed.first?.sharedEntities?.moduleName.pascal == "CatalogEntities")
  }

  @Test("a module that reaches Foundation types only through shared entities imports Foundation in its files")
  func foundationThroughSharedEntities() throws {
    let modules = try validate(
      """
      package: Shop
      architecture: viper
      entities:
        - name: Money
          fields:
            - amount: Decimal
        - name: Receipt
          fields:
            - id: String
            - total: Money
        - name: Note
          fields:
            - text: String
      modules:
        - name: Confirmation
          input:
            - receipt: Receipt
        - name: Notes
          input:
            - note: Note
      """)
    // Confirmation's fixtures write `Receipt(id: …, total: Money(amount: Decimal(…)))`.
    #expect(modules.map { generator.context(for: $0)["needsFoundation"] } == [.bool(true), .bool(false)])
  }

  @Test("a self-route is a cycle")
  func selfCycle() {
    #expect(
      errors("architecture: vip\nmodules:\n  - name: A\n    routes: [{name: again, to: A}]\n").first?.contains(
        "cycle: A → A") == true)
  }
}
