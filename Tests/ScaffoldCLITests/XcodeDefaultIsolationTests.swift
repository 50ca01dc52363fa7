import Foundation
import Testing

/// Xcode 26 makes a new app target's code main actor-isolated by default ("Default Actor
/// Isolation = MainActor") and leaves its test target nonisolated. The generated tests must
/// compile and pass so, for every architecture and both test libraries, not only in a package,
/// where both are nonisolated (the golden packages, scripts/compile-goldens).
@Suite("scaffold --xcodeproj: an app target isolated to the main actor by default")
struct XcodeDefaultIsolationTests {
  static let architectures = ["viper", "vip", "mvvm", "mvp", "mvc"]

  /// The Checkout fixture, renamed so that modules of one target declare no type twice: its name
  /// and its entities take `prefix`.
  static func checkoutSpec(prefix: String) throws -> String {
    let fixture = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Checkout.yml")
    var spec = try String(contentsOf: fixture, encoding: .utf8)
    for name in ["Checkout", "CartItem", "Address", "Receipt"] {
      spec = spec.replacingOccurrences(of: "\\b\(name)\\b", with: prefix + name, options: .regularExpression)
    }
    return spec
  }

  @Test("every architecture's tests, in both libraries, build with warnings as errors and pass")
  func mainActorAppTarget() throws {
    let (root, _, _) = try XcodeAppPackage.shopProject()
    var modules: [String] = []
    // Swift Testing with a UIKit screen, XCTest without one: the Strings tests differ by screen.
    for architecture in Self.architectures {
      for (testing, ui, library) in [("swift-testing", "uikit", "Testing"), ("xctest", "none", "XCTest")] {
        let prefix = architecture.prefix(1).uppercased() + architecture.dropFirst() + library
        let module = prefix + "Checkout"
        try Data(try Self.checkoutSpec(prefix: prefix).utf8).write(to: root.appendingPathComponent("\(module).yml"))
        let generated = try ScaffoldBinary.run(
          [
            architecture, module, "--spec", "\(module).yml", "--testing", testing, "--ui", ui,
            "--xcodeproj", "Shop.xcodeproj", "--target", "Shop",
          ], in: root)
        #expect(generated.status == 0, "\(module): \(generated.standardError)")
        modules.append(module)
      }
    }

    let manifest = try XcodeAppPackage.manifest(modules: modules, appIsolation: "MainActor")
    try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
    try XcodeAppPackage.readStringsFromModuleBundle(modules: modules, in: root)
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    let (tested, swiftTesting) = try ScaffoldBinary.swiftTest(in: root)
    #expect(tested.status == 0, "\(tested.standardOutput)\(tested.standardError)")
    // Both libraries ran: every architecture's Strings tests, in Swift Testing and in XCTest.
    // XCTest's console output is written in order, from one thread.
    let output = tested.standardOutput + tested.standardError
    for architecture in Self.architectures {
      let prefix = architecture.prefix(1).uppercased() + architecture.dropFirst()
      #expect(swiftTesting.contains(".\(prefix)TestingCheckoutStringsTests\""), "\(architecture)")
      #expect(output.contains("Test Suite '\(prefix)XCTestCheckoutStringsTests' passed"), "\(architecture)")
    }
  }
}
