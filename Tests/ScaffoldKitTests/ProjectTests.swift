import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The project layer through its own API, in this process: a module added to a package, its
/// status, drift and removal, with no `swift` or `scaffold` process started (the manifest is
/// read and edited in process). The end-to-end tests run the same through the binary.
@Suite("The project layer, in process")
struct ProjectTests {
  let generator = ModuleGenerator()
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Host",
      platforms: [.iOS(.v16), .macOS(.v13)],
      products: [
        .library(name: "Host", targets: ["Host"]),
      ],
      targets: [
        .target(name: "Host"),
      ]
    )

    """

  private func hostPackage() throws -> URL {
    let root = try FileTree.temporaryDirectory()
    try FileTree.write(
      ["Package.swift": Self.manifest, "Sources/Host/Host.swift": "public struct Host {}\n"], to: root)
    return root
  }

  private func request(_ name: String, root: URL, useCases: [String] = []) throws -> GenerationRequest {
    let module = try generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: name, architecture: .viper, useCases: useCases))
    return GenerationRequest(modules: [module], destination: .existingPackage(root: root))
  }

  @Test("adding a module plans its folders, its record and its manifest edits; a re-run changes nothing")
  func addToPackage() throws {
    let root = try hostPackage()
    let plan = try GenerationPlanner(generator: generator).plan(request("Login", root: root))
    #expect(!plan.createsRoot)
    #expect(
      plan.manifestEdits.map(\.description) == [
        "add target Login", "process Login's Resources/ folder as resources", "add test target LoginTests",
        "add library product Login", "set the package's default localization to en",
      ])
    let paths = plan.files.map(\.path)
    #expect(paths.contains("Sources/Login/LoginPresenter.swift"))
    #expect(paths.contains("Tests/LoginTests/LoginPresenterTests.swift"))
    #expect(paths.contains(".scaffold/Login.json"))
    #expect(plan.files.first { $0.path == "Package.swift" }?.action == .overwrite)
    #expect(plan.files.allSatisfy { $0.action == .create || $0.path == "Package.swift" })

    try ChangeWriter().apply(plan)
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".target(name: "Login", resources: [.process("Resources")])"#))
    #expect(manifest.contains("  name: \"Host\",\n  defaultLocalization: \"en\",\n  platforms:"))

    let again = try GenerationPlanner(generator: generator).plan(request("Login", root: root))
    #expect(again.writes.isEmpty)
    #expect(again.manifestEdits.isEmpty)
  }

  @Test("a Sources folder of the module's name that no record claims is refused before anything is planned")
  func clashWithUnrecordedFolder() throws {
    let root = try hostPackage()
    try FileTree.write(["Sources/Login/Mine.swift": "struct Mine {}\n"], to: root.appendingPathComponent("x"))
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("x/Sources/Login"), to: root.appendingPathComponent("Sources/Login"))
    #expect {
      try GenerationPlanner(generator: generator).plan(request("Login", root: root))
    } throws: { error in
      "\(error)".contains("Sources/Login already exists")
    }
  }

  @Test("status tells edited and missing files; hand edits are no drift for check")
  func statusAndDrift() throws {
    let root = try hostPackage()
    try ChangeWriter().apply(try GenerationPlanner(generator: generator).plan(request("Login", root: root)))
    let record = try #require(try ProjectSnapshot(root: root).record(of: "Login"))
    #expect(try ModuleStatus.of(record, root: root).isClean)

    let presenter = root.appendingPathComponent("Sources/Login/LoginPresenter.swift")
    try Data("// mine\n".utf8).write(to: presenter, options: .atomic)
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Login/LoginStrings.swift"))
    let status = try ModuleStatus.of(record, root: root)
    #expect(status.files.map(\.path) == ["Sources/Login/LoginPresenter.swift", "Sources/Login/LoginStrings.swift"])
    #expect(status.files.map(\.state) == [.edited, .missing])

    // Hand edits are status's business, not check's.
    #expect(try DriftReport.check(root: root, generator: generator).allSatisfy { !$0.hasDrift })
  }

  /// The package keeps the `defaultLocalization:` the module brought: harmless without localized
  /// resources, and the package's other modules may have some by then.
  @Test(
    "removing a module plans its unedited files and the manifest edit, keeps edited files, and restores the manifest")
  func removeFromPackage() throws {
    let root = try hostPackage()
    try ChangeWriter().apply(try GenerationPlanner(generator: generator).plan(request("Login", root: root)))
    try Data("// mine\n".utf8).write(
      to: root.appendingPathComponent("Sources/Login/LoginPresenter.swift"), options: .atomic)

    let remover = ModuleRemover(generator: generator)
    let plan = try remover.plan(module: "Login", root: root, force: false)
    #expect(plan.keptEdited == ["Sources/Login/LoginPresenter.swift"])
    #expect(plan.deletions.contains(".scaffold/Login.json"))
    #expect(!plan.deletions.contains("Sources/Login/LoginPresenter.swift"))
    #expect(
      plan.manifestEdits.map(\.description) == [
        "remove target Login", "remove target LoginTests", "remove product Login",
      ])
    try remover.apply(plan)
    #expect(
      try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        == Self.manifest.replacingOccurrences(
          of: "  name: \"Host\",\n", with: "  name: \"Host\",\n  defaultLocalization: \"en\",\n"))
    #expect(
      try FileTree.read(root.appendingPathComponent("Sources")).keys.sorted() == [
        "Host/Host.swift", "Login/LoginPresenter.swift",
      ])
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests").path))
  }
}
