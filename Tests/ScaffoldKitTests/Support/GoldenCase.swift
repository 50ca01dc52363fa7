import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode

/// A representative generation whose whole output is recorded under Tests/__Snapshots__/<name>/
/// (and its context under Tests/__Contexts__/<name>.json), then compiled and tested by scripts/test.
struct GoldenCase: Sendable, CustomStringConvertible {
  let name: String
  /// A file in Tests/Fixtures, if the case uses a spec.
  let spec: String?
  let commandLine: CommandLineInput

  var description: String { name }

  static let all: [GoldenCase] = [
    // An event built from the request and the input alone, and a view model with no source, in
    // every architecture (each with another screen and test library).
    GoldenCase(
      name: "viper-ProductDetail", spec: "ProductDetail.yml",
      commandLine: CommandLineInput(architecture: .viper)),
    GoldenCase(
      name: "vip-ProductDetail", spec: "ProductDetail.yml",
      commandLine: CommandLineInput(architecture: .vip, testing: .xctest, ui: .swiftui)),
    GoldenCase(
      name: "mvvm-ProductDetail", spec: "ProductDetail.yml",
      commandLine: CommandLineInput(architecture: .mvvm, ui: UserInterface.none)),
    GoldenCase(
      name: "mvp-ProductDetail", spec: "ProductDetail.yml",
      commandLine: CommandLineInput(architecture: .mvp, testing: .xctest)),
    GoldenCase(
      name: "mvc-ProductDetail", spec: "ProductDetail.yml",
      commandLine: CommandLineInput(architecture: .mvc, ui: .swiftui)),
    GoldenCase(name: "mvc-About", spec: nil, commandLine: CommandLineInput(name: "About", architecture: .mvc)),
    GoldenCase(
      name: "mvc-Checkout", spec: "Checkout.yml", commandLine: CommandLineInput(name: "Checkout", architecture: .mvc)),
    GoldenCase(name: "mvp-Settings", spec: nil, commandLine: CommandLineInput(name: "Settings", architecture: .mvp)),
    GoldenCase(
      name: "mvp-Checkout", spec: "Checkout.yml", commandLine: CommandLineInput(name: "Checkout", architecture: .mvp)),
    GoldenCase(name: "mvvm-Search", spec: nil, commandLine: CommandLineInput(name: "Search", architecture: .mvvm)),
    GoldenCase(
      name: "mvvm-Checkout", spec: "Checkout.yml", commandLine: CommandLineInput(name: "Checkout", architecture: .mvvm)),
    GoldenCase(name: "viper-Login", spec: nil, commandLine: CommandLineInput(name: "Login", architecture: .viper)),
    GoldenCase(
      name: "viper-Checkout", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .viper)),
    GoldenCase(name: "viper-UserProfile", spec: "Profile.json", commandLine: CommandLineInput()),
    GoldenCase(
      name: "viper-Checkout-xctest", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .viper, testing: .xctest)),
    GoldenCase(
      name: "mvvm-Search-xctest", spec: nil,
      commandLine: CommandLineInput(name: "Search", architecture: .mvvm, testing: .xctest)),
    GoldenCase(
      name: "vip-Checkout-none", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .vip, ui: UserInterface.none)),
    GoldenCase(
      name: "mvc-About-none", spec: nil,
      commandLine: CommandLineInput(name: "About", architecture: .mvc, ui: UserInterface.none)),
    GoldenCase(name: "mvvm-Search-observation", spec: "SearchModern.yml", commandLine: CommandLineInput()),
    GoldenCase(
      name: "vip-Checkout-swiftui", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .vip, ui: .swiftui)),
    GoldenCase(
      name: "mvvm-Checkout-swiftui", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .mvvm, ui: .swiftui)),
    GoldenCase(
      name: "mvvm-Search-observation-swiftui", spec: "SearchModern.yml", commandLine: CommandLineInput(ui: .swiftui)),
    GoldenCase(name: "viper-Edges", spec: "Edges.yml", commandLine: CommandLineInput(architecture: .viper)),
    GoldenCase(name: "vip-Greeting", spec: nil, commandLine: CommandLineInput(name: "Greeting", architecture: .vip)),
    GoldenCase(
      name: "vip-Checkout", spec: "Checkout.yml", commandLine: CommandLineInput(name: "Checkout", architecture: .vip)),
    GoldenCase(name: "vip-Edges", spec: "Edges.yml", commandLine: CommandLineInput(architecture: .vip)),
    // MVC's model layer on the same edges (an optional and an unmapped first list among them).
    GoldenCase(
      name: "mvc-Edges", spec: "Edges.yml", commandLine: CommandLineInput(architecture: .mvc, ui: UserInterface.none)),
    // A response's list decides when there is nothing to show, when the view model shows no list,
    // reads it through an optional entity, or has only an unmapped one.
    // (MVP's is its template's own snapshot: Orders, whose list of entities has no text to show.)
    GoldenCase(name: "vip-CartSummary", spec: "CartSummary.yml", commandLine: CommandLineInput(architecture: .vip)),
    GoldenCase(
      name: "viper-CartSummary", spec: "CartSummary.yml",
      commandLine: CommandLineInput(architecture: .viper, testing: .xctest)),
    GoldenCase(
      name: "mvvm-CartSummary-swiftui", spec: "CartSummary.yml",
      commandLine: CommandLineInput(architecture: .mvvm, ui: .swiftui)),
    GoldenCase(
      name: "mvc-CartSummary", spec: "CartSummary.yml",
      commandLine: CommandLineInput(architecture: .mvc, ui: UserInterface.none)),
    // Each architecture with each screen, on the spec that carries data in, along routes and out.
    GoldenCase(
      name: "viper-Checkout-swiftui", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .viper, ui: .swiftui)),
    GoldenCase(
      name: "viper-Checkout-none", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .viper, ui: UserInterface.none)),
    GoldenCase(
      name: "mvp-Checkout-swiftui", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .mvp, testing: .xctest, ui: .swiftui)),
    GoldenCase(
      name: "mvp-Checkout-none", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .mvp, ui: UserInterface.none)),
    GoldenCase(
      name: "mvc-Checkout-swiftui", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .mvc, ui: .swiftui)),
    GoldenCase(
      name: "mvc-Checkout-none", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .mvc, testing: .xctest, ui: UserInterface.none)),
    GoldenCase(
      name: "mvvm-Checkout-none", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .mvvm, testing: .xctest, ui: UserInterface.none)),
    GoldenCase(
      name: "vip-OrderHistory", spec: nil,
      commandLine: CommandLineInput(
        name: "order-history", architecture: .vip, useCases: ["load-orders", "cancel_order"], routes: ["orderDetails"])),
    // The other indentation, in each architecture, and the shortest line length on the spec with
    // the longest lines: the layout stage's output, held to swift-format by scripts/test.
    GoldenCase(
      name: "mvc-About-indent2", spec: nil,
      commandLine: CommandLineInput(name: "About", architecture: .mvc, indentation: "2")),
    GoldenCase(
      name: "mvp-Settings-indent2", spec: nil,
      commandLine: CommandLineInput(name: "Settings", architecture: .mvp, indentation: "2")),
    GoldenCase(
      name: "mvvm-Search-indent2", spec: nil,
      commandLine: CommandLineInput(name: "Search", architecture: .mvvm, ui: .swiftui, indentation: "2")),
    GoldenCase(
      name: "viper-Login-indent2", spec: nil,
      commandLine: CommandLineInput(name: "Login", architecture: .viper, testing: .xctest, indentation: "2")),
    GoldenCase(
      name: "vip-Checkout-indent2", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .vip, indentation: "2")),
    GoldenCase(
      name: "viper-Checkout-line80", spec: "Checkout.yml",
      commandLine: CommandLineInput(name: "Checkout", architecture: .viper, lineLength: "80")),
  ]

  /// The whole tree the command writes, generation record included, as path → text.
  func tree(using generator: ModuleGenerator) throws -> [String: String] {
    let request = GenerationRequest(
      modules: [try module(using: generator)],
      destination: .newPackage(
        parent: FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID())")))
    let plan = try GenerationPlanner(generator: generator).plan(request)
    return Dictionary(plan.files.map { ($0.path, $0.contents) }) { first, _ in first }
  }

  func module(using generator: ModuleGenerator) throws -> Module {
    var loaded = ModuleSpec()
    if let spec {
      loaded = try generator.loadSpec(atPath: RepositoryPaths.fixtures.appendingPathComponent(spec).path)
    }
    return try generator.module(from: loaded, commandLine: commandLine)
  }
}
