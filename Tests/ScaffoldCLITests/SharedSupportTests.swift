import Foundation
import Testing

/// The support code of a package of several modules: one target the modules share, used by a
/// module added later, and taken out with the last module that uses it.
@Suite("Shared support targets")
struct SharedSupportTests {
  @Test("a module added to the package uses its support target; removing the last module takes the target out")
  func addedAndRemoved() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = """
      package: Shop
      architecture: viper
      ui: none
      modules:
        - name: Catalog
        - name: Basket
          architecture: vip
      """
    try Data(spec.utf8).write(to: directory.appendingPathComponent("app.yml"))
    #expect(try ScaffoldBinary.run(["generate", "app.yml"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Shop")
    let manifest = root.appendingPathComponent("Package.swift")

    let added = try ScaffoldBinary.run(["mvp", "Wishlist", "--package", ".", "--ui", "none"], in: root)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(added.standardOutput.contains("make Wishlist depend on ShopSupport"))
    let text = try String(contentsOf: manifest, encoding: .utf8)
    #expect(text.contains(#".testTarget(name: "WishlistTests", dependencies: ["Wishlist", "ShopTestSupport"])"#))
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Sources/Wishlist/WishlistUseCaseSupport.swift").path))
    let check = try ScaffoldBinary.run(["check"], in: root)
    #expect(check.status == 0, "\(check.standardOutput)")
    let built = try ScaffoldBinary.swift(["build", "--build-tests"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")

    // The support stays while a module uses it, and goes with the last.
    for module in ["Catalog", "Basket"] {
      #expect(try ScaffoldBinary.run(["remove", module], in: root).status == 0)
      #expect(try String(contentsOf: manifest, encoding: .utf8).contains(#".target(name: "ShopSupport")"#))
    }
    let last = try ScaffoldBinary.run(["remove", "Wishlist"], in: root)
    #expect(last.status == 0, "\(last.standardError)")
    #expect(last.standardOutput.contains("remove target ShopSupport"))
    let emptied = try String(contentsOf: manifest, encoding: .utf8)
    #expect(!emptied.contains("ShopSupport") && !emptied.contains("ShopTestSupport"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/ShopSupport").path))
  }
}

extension SharedSupportTests {
  @Test("a module named like the package's support target is refused, and nothing is written")
  func clash() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = """
      package: Shop
      architecture: mvvm
      modules:
        - name: Catalog
        - name: ShopSupport
      """
    try Data(spec.utf8).write(to: directory.appendingPathComponent("app.yml"))
    let result = try ScaffoldBinary.run(["generate", "app.yml"], in: directory)
    #expect(result.status != 0)
    #expect(result.standardError.contains("module ShopSupport has the name of the package's shared support target"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Shop").path))
  }
}

extension SharedSupportTests {
  @Test("modules of one package in two styles write the support they share alike, in the first module's style")
  func oneStyle() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = """
      package: Mix
      architecture: viper
      modules:
        - name: One
          indentation: 2
        - name: Two
          testing: xctest
      """
    try Data(spec.utf8).write(to: directory.appendingPathComponent("app.yml"))
    #expect(try ScaffoldBinary.run(["generate", "app.yml"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Mix")
    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(status.standardOutput.contains("One: as generated") && status.standardOutput.contains("Two: as generated"))
    #expect(!status.standardOutput.contains("edited"), "\(status.standardOutput)")
    let support = try String(
      contentsOf: root.appendingPathComponent("Sources/MixSupport/MixUseCaseSupport.swift"), encoding: .utf8)
    #expect(support.contains("\n  case idle\n"))
    let two = try String(contentsOf: root.appendingPathComponent("Sources/Two/TwoPresenter.swift"), encoding: .utf8)
    #expect(two.contains("\n    weak var view"))
  }
}
