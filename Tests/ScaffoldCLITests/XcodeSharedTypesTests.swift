import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// Several modules in one app target are one Swift module: the spec's shared entities are declared
/// once as a file of the target (no module to import), a type two modules would both declare is
/// refused, a route may name a module recorded in the target, and a strings table whose name the
/// target has already is refused. Each refusal leaves the project's bytes as they were.
@Suite("scaffold --xcodeproj: types and tables the modules of one target share")
struct XcodeSharedTypesTests {
  private static let shopTarget = ["--xcodeproj", "Shop.xcodeproj", "--target", "Shop"]

  private func write(_ text: String, to name: String, in root: URL) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(name))
  }

  @Test("top-level entities: one file in the target, no import, the code builds and its tests pass")
  func sharedEntitiesBuild() throws {
    let (root, projectFile, _) = try XcodeAppPackage.shopProject()
    let spec = """
      architecture: mvvm
      ui: none
      entities:
        - name: Address
          fields:
            - street: String
            - city: String
      modules:
        - name: Checkout
          input:
            - shippingAddress: Address
          entities:
            - name: Coupon
              fields:
                - code: String
        - name: AddressBook
          useCases:
            - name: loadAddresses
              onLoad: true
              response:
                - addresses: "[Address]"
      """
    try write(spec, to: "app.yml", in: root)
    let generated = try ScaffoldBinary.run(["generate", "app.yml"] + Self.shopTarget, in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    let entities = try String(
      contentsOf: root.appendingPathComponent("Shop/Features/CheckoutSharedEntities/CheckoutSharedEntities.swift"),
      encoding: .utf8)
    // Internal, as the modules' own declarations are in an app target.
    #expect(entities.contains("\nstruct Address: Hashable, Sendable {") && !entities.contains("public "), "\(entities)")
    let project = try String(contentsOf: projectFile, encoding: .utf8)
    #expect(project.contains("/* CheckoutSharedEntities.swift in Sources */"), "the file is in the Shop target")
    // Checkout's own entities keep their file: one Swift module cannot hold two files of one name.
    #expect(project.contains("/* CheckoutEntities.swift in Sources */"), "Checkout's own entities")
    for module in ["Checkout", "AddressBook"] {
      let folder = root.appendingPathComponent("Shop/Features/\(module)")
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(!text.contains("import CheckoutEntities"), "\(module)/\(name)")
      }
    }
    let again = try ScaffoldBinary.run(["generate", "app.yml"] + Self.shopTarget, in: root)
    #expect(again.status == 0 && !again.standardOutput.contains("overwrite"), "\(again.standardOutput)")

    let (built, tested) = try XcodeAppPackage.buildAndTest(root, modules: ["Checkout", "AddressBook"])
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    #expect(tested.status == 0 && tested.standardOutput.contains("AddressBook"), "\(tested.standardOutput)")
  }

  @Test("a type two modules of one run declare is refused before anything is written")
  func sameTypeTwiceInOneRun() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
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
            - name: Address
              fields:
                - city: String
      """
    try write(spec, to: "app.yml", in: root)
    let refused = try ScaffoldBinary.run(["generate", "app.yml"] + Self.shopTarget, in: root)
    #expect(refused.status != 0)
    // At the spec, naming both places and what to do, before anything is rendered.
    #expect(
      refused.standardError.contains(
        "app.yml:11:15: error: entity 'Address' is declared by module Checkout (app.yml:6:15) and again by module "
          + "AddressBook; both go into one app target, one Swift module, where a type is declared once; move 'Address' "
          + "to the spec's top-level 'entities:', which every module shares, or rename one of them"),
      "\(refused.standardError)")
    #expect(!refused.standardError.contains("choose another module name"), "\(refused.standardError)")
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Checkout").path))
  }

  @Test("a route to a module recorded in the target is linked, not refused as undefined")
  func routeToRecordedModule() throws {
    let (root, _, _) = try XcodeAppPackage.shopProject()
    let first = try ScaffoldBinary.run(["vip", "AddressBook", "--ui", "none"] + Self.shopTarget, in: root)
    #expect(first.status == 0, "\(first.standardError)")
    let spec = """
      architecture: vip
      ui: none
      modules:
        - name: Checkout
          routes:
            - name: addressBook
              to: AddressBook
        - name: Receipt
      """
    try write(spec, to: "app.yml", in: root)
    let linked = try ScaffoldBinary.run(["generate", "app.yml"] + Self.shopTarget, in: root)
    #expect(linked.status == 0, "\(linked.standardError)")
    #expect(!linked.standardError.contains("which the spec does not define"), "\(linked.standardError)")
    let router = try String(
      contentsOf: root.appendingPathComponent("Shop/Features/Checkout/CheckoutRouter.swift"), encoding: .utf8)
    #expect(router.contains("AddressBook"), "\(router)")
    // A module neither the spec nor the target has is still refused.
    let unknown = try ScaffoldBinary.run(
      ["vip", "Cart", "--ui", "none", "--route", "payment:Payment"] + Self.shopTarget, in: root)
    #expect(unknown.status != 0 && unknown.standardError.contains("Payment"), "\(unknown.standardError)")
  }

  @Test("a strings table whose name the target has already is refused, naming the file")
  func stringsTableClash() throws {
    let root = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("Journal")
    let projectFile = root.appendingPathComponent("Journal.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let fixture = XcodeProjectCommandTests.fixture.deletingLastPathComponent()
      .appendingPathComponent("53-localized-storyboards.pbxproj")
    let original = try String(contentsOf: fixture, encoding: .utf8)
    try Data(original.utf8).write(to: projectFile)
    let journal = ["--ui", "none", "--xcodeproj", "Journal.xcodeproj", "--target", "Journal"]
    let refused = try ScaffoldBinary.run(["viper", "Localizable"] + journal, in: root)
    #expect(refused.status != 0)
    #expect(
      refused.standardError.contains(
        "module Localizable would add 'Localizable.strings' (Journal/Localizable/Resources/en.lproj/Localizable.strings) "
          + "to target Journal, which has Journal/"), "\(refused.standardError)")
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == original)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Journal/Localizable").path))
    // Another name goes in, and its re-run is no clash with its own table.
    for _ in 0..<2 {
      let added = try ScaffoldBinary.run(["viper", "Settings"] + journal, in: root)
      #expect(added.status == 0, "\(added.standardError)")
    }
  }
}
