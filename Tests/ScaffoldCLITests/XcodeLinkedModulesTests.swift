import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// Modules of one app target that route to each other: one Swift module, so none imports another
/// (an `import Product` there names no module), and the code builds as the target builds it.
@Suite("scaffold --xcodeproj: modules routing to each other")
struct XcodeLinkedModulesTests {
  @Test("no import of a module of the same target; the target's code builds with warnings as errors")
  func sameTargetNeedsNoImport() throws {
    let (root, _, _) = try XcodeAppPackage.shopProject()
    let spec = """
      architecture: vip
      ui: none
      modules:
        - name: Catalog
          routes:
            - name: productDetails
              to: Product
        - name: Product
          routes:
            - name: reviews
              to: Reviews
        - name: Reviews
      """
    try Data(spec.utf8).write(to: root.appendingPathComponent("app.yml"))
    let generated = try ScaffoldBinary.run(
      ["generate", "app.yml", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    // A second run over the target's own modules, linked through their records, is a no-op.
    let again = try ScaffoldBinary.run(
      ["generate", "app.yml", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
    #expect(again.status == 0 && !again.standardOutput.contains("overwrite"), "\(again.standardOutput)")
    for module in ["Catalog", "Product"] {
      let router = try String(
        contentsOf: root.appendingPathComponent("Shop/Features/\(module)/\(module)Router.swift"), encoding: .utf8)
      #expect(router.contains("func passDataTo"), "\(module)")
      for other in ["Catalog", "Product", "Reviews"] { #expect(!router.contains("import \(other)\n"), "\(module)") }
    }

    // The target and its test target as one module each, as Xcode builds them.
    let manifest = try XcodeAppPackage.manifest(modules: ["Catalog", "Product", "Reviews"])
    try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
  }
}
