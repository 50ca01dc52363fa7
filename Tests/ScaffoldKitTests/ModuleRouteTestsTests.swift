import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The generated tests of routes to other modules: written where the source's tests can build the
/// destination (one app target, one test target), with samples that tell the payload's fields
/// apart, and nowhere else.
@Suite("Generated tests of routes to other modules")
struct ModuleRouteTestsTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")
  let file = "CheckoutModuleRouteTests.swift"

  /// Checkout (`architecture`, `ui`) opens AddressBook (MVVM) with a payload of two texts, and
  /// hears its output (it has a use case to load again); `placement` for both.
  private func checkout(_ architecture: Architecture, ui: String = "uikit", placement: ModulePlacement) throws -> Module
  {
    let text = """
      architecture: \(architecture.rawValue)
      ui: \(ui)
      modules:
        - name: Checkout
          useCases: [{name: loadCart, onLoad: true}]
          routes:
            - name: addressBook
              to: AddressBook
              payload: [currentPostalCode: String, countryCode: String]
            - help
        - name: AddressBook
          architecture: mvvm
          ui: uikit
          input: [currentPostalCode: String, countryCode: String]
          output:
            - name: picked
              fields: [postalCode: String]
          useCases: [loadAddresses]
      """
    guard case .app(let app) = try SpecLoader.readDocument(text: text, file: "App.yml") else {
      Issue.record("not read as an app spec")
      throw ScaffoldError.invalidSpec([])
    }
    let generator = self.generator
    let modules = try AppSpecValidator { spec throws(ScaffoldError) in try generator.module(from: spec) }
      .validate(app, knownModules: []).map { module in
        var module = module
        module.placement = placement
        return module
      }
    return try #require(try ModuleLinker().link(modules).first { $0.name.pascal == "Checkout" })
  }

  @Test(
    "in one app target, each route is opened through build: payload to input, output held weakly",
    arguments: Architecture.allCases)
  func appTarget(_ architecture: Architecture) throws {
    let files = try generator.plan(
      for: try checkout(architecture, placement: .appTarget(productModuleName: "Shop", access: .internal))
    ).files
    let tests = try #require(files.first { $0.path.hasSuffix(file) }, "\(files.map(\.path))").contents
    #expect(tests.contains("#if canImport(UIKit) && !os(watchOS)"))
    #expect(tests.contains("CheckoutBuilder.build(dependencies: CheckoutDependenciesStub())"))
    // Each field its own sample, so a swapped or dropped field fails the comparison.
    #expect(tests.contains(#"currentPostalCode: "currentPostalCode 1""#))
    #expect(tests.contains(#"countryCode: "countryCode 1""#))
    #expect(tests.contains("opened?.viewModel.input"))
    // The listener is the part of Checkout that holds its logic, and it goes with Checkout's screen.
    #expect(tests.contains("opened?.viewModel.output === screen.\(Self.role(architecture))"))
    #expect(
      tests.contains("opened?.viewModel.output == nil") || tests.contains("XCTAssertNil(opened?.viewModel.output)"))
    // The app's own route opens nothing here; the destination the test reads is the Builder's.
    let doubles = try #require(files.first { $0.path.hasSuffix("CheckoutTestDoubles.swift") }).contents
    #expect(doubles.contains("final class CheckoutDependenciesStub: CheckoutDependencies {"))
    #expect(doubles.contains("func checkoutDestination("))
    #expect(doubles.contains("let addressBookService: any AddressBookService = AddressBookServiceStub()"))
  }

  @Test("in a package, none: the source's test target cannot see the destination's stubs")
  func package() throws {
    let files = try generator.plan(for: try checkout(.viper, placement: .package)).files
    #expect(!files.contains { $0.path.hasSuffix(file) })
  }

  @Test("a SwiftUI screen opens no other module itself (the app's onRoute does): none")
  func swiftUI() throws {
    let files = try generator.plan(
      for: try checkout(.viper, ui: "swiftui", placement: .appTarget(productModuleName: "Shop", access: .internal))
    ).files
    #expect(!files.contains { $0.path.hasSuffix(file) })
  }

  /// The member of a view controller that holds its module's logic.
  private static func role(_ architecture: Architecture) -> String {
    switch architecture {
    case .viper, .mvp: return "presenter"
    case .vip: return "interactor"
    case .mvvm: return "viewModel"
    case .mvc: return "model"
    }
  }
}
