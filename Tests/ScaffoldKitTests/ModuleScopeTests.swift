import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// What the modules of one spec see of each other's entities: all of them in an app target (one
/// Swift module), none in a package, where the error says where the type is and how to share it.
@Suite("Entities across the modules of a package or an app target")
struct ModuleScopeTests {
  let generator = ModuleGenerator()

  /// Checkout declares Address; AddressBook uses it in a response and in an entity of its own.
  static let spec = """
    architecture: viper
    ui: none
    modules:
      - name: Checkout
        entities:
          - name: Address
            fields:
              - street: String
              - city: String
        routes:
          - name: book
            to: AddressBook
      - name: AddressBook
        entities:
          - name: SavedAddress
            fields:
              - address: Address
        useCases:
          - name: load
            response:
              - addresses: "[Address]"
    """

  private func validate(_ text: String, scope: ModuleScope) throws(ScaffoldError) -> [Module] {
    guard case .app(let app) = try SpecLoader.readDocument(text: text, file: "App.yml") else { return [] }
    let generator = self.generator
    var validator = AppSpecValidator { spec throws(ScaffoldError) in try generator.module(from: spec) }
    validator.scope = scope
    return try validator.validate(app, knownModules: [])
  }

  private func errors(_ text: String, scope: ModuleScope) -> [String] {
    do throws(ScaffoldError) {
      _ = try validate(text, scope: scope)
      return []
    } catch {
      guard case .invalidSpec(let diagnostics) = error else { return ["\(error)"] }
      return diagnostics.map(\.description)
    }
  }

  @Test("in an app target a module uses another's entity, and declares none of it")
  func appTargetSeesSiblings() throws {
    let modules = try validate(Self.spec, scope: .appTarget(earlier: []))
    #expect(modules.map(\.name.pascal) == ["Checkout", "AddressBook"])
    #expect(modules[1].entities.map(\.name.pascal) == ["SavedAddress"])
    #expect(modules[1].targetEntities.map(\.name.pascal) == ["Address"])
    #expect(modules[1].targetEntities.first?.fields.map(\.name.camel) == ["street", "city"])
    // Checkout sees AddressBook's entity likewise, and keeps its own Address as its own.
    #expect(modules[0].entities.map(\.name.pascal) == ["Address"])
    #expect(modules[0].targetEntities.map(\.name.pascal) == ["SavedAddress"])
  }

  @Test(
    "an entity a module generated earlier into the target declares is known; one regenerated now is not taken from its record"
  )
  func appTargetSeesRecordedModules() throws {
    let spec = """
      architecture: vip
      ui: none
      modules:
        - name: AddressBook
          input:
            - address: Address
      """
    let earlier = EntitySpec(
      name: Located("Address"), fields: [FieldSpec(name: Located("zip"), type: Located("String"), path: "zip")],
      path: "entities[0]")
    let modules = try validate(spec, scope: .appTarget(earlier: [(module: "Checkout", entities: [earlier])]))
    #expect(modules[0].targetEntities.map(\.name.pascal) == ["Address"])
    // Regenerated in this run, its record no longer says what it declares.
    let refused = errors(spec, scope: .appTarget(earlier: [(module: "AddressBook", entities: [earlier])]))
    #expect(refused.count == 1 && refused[0].contains("unknown type 'Address'"), "\(refused)")
  }

  @Test("in a package, another module's entity is refused, saying whose it is and how to share it")
  func packageRefusesSiblings() {
    let found = errors(Self.spec, scope: .package)
    #expect(
      found == [
        "App.yml:17:22: error: type 'Address' in entities[0].fields.address is an entity of module Checkout, which is a "
          + "Swift module of its own in the package, so this module cannot see it; move 'Address' to the spec's "
          + "top-level 'entities:', which every module of the spec shares",
        "App.yml:21:26: error: type 'Address' in useCases[0].response.addresses is an entity of module Checkout, which "
          + "is a Swift module of its own in the package, so this module cannot see it; move 'Address' to the spec's "
          + "top-level 'entities:', which every module of the spec shares",
      ], "\(found)")
    // Nothing else: AddressBook is a module of the spec, so the route to it is no undefined one.
  }

  @Test("two modules of one app target declaring one entity are refused at the second, naming the first")
  func appTargetClash() {
    let spec = """
      architecture: viper
      ui: none
      modules:
        - name: Checkout
          entities:
            - name: Address
              fields:
                - street: String
        - name: AddressBook
          entities:
            - name: address
              fields:
                - city: String
      """
    #expect(
      errors(spec, scope: .appTarget(earlier: [])) == [
        "App.yml:11:15: error: entity 'Address' is declared by module Checkout (App.yml:6:15) and again by module "
          + "AddressBook; both go into one app target, one Swift module, where a type is declared once; move 'Address' "
          + "to the spec's top-level 'entities:', which every module shares, or rename one of them"
      ])
    // Two packages' modules are two Swift modules: each may have its own.
    #expect(errors(spec, scope: .package).isEmpty)
  }

  @Test("a recorded module's spec keeps the entities it used, and reads back to the same module")
  func recordedTargetEntities() throws {
    let modules = try validate(Self.spec, scope: .appTarget(earlier: []))
    let recorded = NormalizedSpec.value(of: modules[1])
    guard case .object(let object) = recorded, case .list(let entities)? = object["targetEntities"] else {
      Issue.record("no targetEntities in \(recorded)")
      return
    }
    #expect(entities.count == 1)
    let spec = try SpecLoader.loadRecorded(text: recorded.jsonText(), file: "AddressBook.json")
    #expect(try generator.module(from: spec).targetEntities == modules[1].targetEntities)
  }
}
