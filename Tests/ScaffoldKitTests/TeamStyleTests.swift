import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// A team's package keeps its style: the `.swift-format` it has (in the package or above it, up
/// to the repository's root) lays the modules out, none is written beside or below it, and new
/// targets get the `swiftSettings` every target of the package has.
@Suite("The team's style and settings")
struct TeamStyleTests {
  let generator = ModuleGenerator()

  private func login() throws -> Module {
    try generator.module(from: ModuleSpec(), commandLine: CommandLineInput(name: "Login", architecture: .viper))
  }

  private static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

    let package = Package(
      name: "Host",
      platforms: [.iOS(.v17), .macOS(.v14)],
      targets: [
        .target(name: "Host", swiftSettings: [.swiftLanguageMode(.v6), .define("HOST")]),
        .target(name: "Net", swiftSettings: [.define("NET"), .swiftLanguageMode(.v6)]),
        .testTarget(name: "HostTests", dependencies: ["Host"], swiftSettings: strict),
      ]
    )

    """

  /// A repository (`.git`) with the team's configuration at its root and the package below it.
  private func repository(configuration: String) throws -> URL {
    let repository = try FileTree.temporaryDirectory()
    try FileTree.write(
      [
        ".git/HEAD": "ref: refs/heads/main\n", ".swift-format": configuration,
        "Packages/Host/Package.swift": Self.manifest, "Packages/Host/Sources/Host/Host.swift": "struct Host {}\n",
        "Packages/Host/Sources/Net/Net.swift": "struct Net {}\n",
      ], to: repository)
    return repository.appendingPathComponent("Packages/Host")
  }

  @Test("a 2-space .swift-format above the package lays the modules out, and none is written beside it")
  func teamConfigurationAbove() throws {
    let root = try repository(configuration: #"{ "version": 1, "indentation": { "spaces": 2 }, "lineLength": 100 }"#)
    let plan = try GenerationPlanner(generator: generator).plan(
      GenerationRequest(modules: [try login()], destination: .existingPackage(root: root)))
    #expect(!plan.files.contains { $0.path == ".swift-format" })
    let presenter = try #require(plan.files.first { $0.path.hasSuffix("LoginPresenter.swift") }?.contents)
    #expect(presenter.contains("\n  weak var view"))
    #expect(presenter.split(separator: "\n").allSatisfy { $0.count <= 100 })
    #expect(
      plan.notes.contains {
        $0.contains("sets the team's style: the modules are laid out with 2 spaces and lines of 100 columns")
      })
  }

  @Test("what the spec or .scaffold.yml writes wins; tabs and odd widths are said, not taken")
  func writtenStyleWins() throws {
    let team = TeamFormatStyle(path: ".swift-format", spaces: 2, lineLength: 90)
    var written = CodeStyle(indentation: 4, lineLength: 120)
    written.isIndentationChosen = true
    written.isLineLengthChosen = true
    #expect(team.applied(to: written).style == written)
    #expect(team.applied(to: written).note == nil)
    let taken = team.applied(to: CodeStyle.default)
    #expect(taken.style.indentation == 2 && taken.style.lineLength == 90)
    let tabs = TeamFormatStyle(path: ".swift-format", usesTabs: true).applied(to: .default)
    #expect(tabs.style == .default)
    #expect(tabs.note?.contains("its indentation (tabs) is not one a package is laid out with") == true)
    let three = TeamFormatStyle(path: ".swift-format", spaces: 3).applied(to: .default)
    #expect(three.style.indentation == 4)
  }

  @Test("the search stops at the repository's root, and reads no file that is not JSON")
  func boundedSearch() throws {
    let outside = try FileTree.temporaryDirectory()
    try FileTree.write(
      [".swift-format": #"{ "indentation": { "spaces": 2 } }"#, "repo/.git/HEAD": "x\n", "repo/Package.swift": ""],
      to: outside)
    #expect(TeamFormatStyle.find(from: outside.appendingPathComponent("repo")) == nil)
    #expect(TeamFormatStyle.find(from: outside)?.spaces == 2)
    #expect(TeamFormatStyle.read(Data("not json".utf8), path: "x") == nil)
  }

  @Test("new targets get the swiftSettings every target has in common, and test targets theirs")
  func commonSettings() throws {
    let root = try repository(configuration: #"{ "version": 1 }"#)
    let package = try PackageDescription.read(root: root)
    #expect(package.commonSwiftSettings(tests: false) == "[.swiftLanguageMode(.v6)]")
    #expect(package.commonSwiftSettings(tests: true) == "strict")
    let plan = try GenerationPlanner(generator: generator).plan(
      GenerationRequest(modules: [try login()], destination: .existingPackage(root: root)))
    let manifest = try #require(plan.files.first { $0.path == "Package.swift" }?.contents)
    #expect(manifest.contains(#"swiftSettings: [.swiftLanguageMode(.v6)])"#))
    #expect(manifest.contains(#".testTarget(name: "LoginTests", dependencies: ["Login"], swiftSettings: strict)"#))
    #expect(plan.notes.contains { $0.contains("the new targets get the settings every target of the package has") })

    var request = GenerationRequest(modules: [try login()], destination: .existingPackage(root: root))
    request.inheritsSettings = false
    let plain = try GenerationPlanner(generator: generator).plan(request)
    let untouched = try #require(plain.files.first { $0.path == "Package.swift" }?.contents)
    #expect(!untouched.contains(#"name: "Login", resources: [.process("Resources")], swiftSettings"#))
  }

  @Test("settings that make imports internal by default are not given to new targets, with a note")
  func internalImportsByDefault() throws {
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription
      let commonSettings: [SwiftSetting] = [
        .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("InternalImportsByDefault"),
      ]
      let package = Package(name: "P", targets: [
        .target(name: "A", swiftSettings: commonSettings), .target(name: "B", swiftSettings: commonSettings),
        .testTarget(name: "ATests", dependencies: ["A"], swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
      ])
      """
    let package = try ManifestReader.description(of: manifest)
    #expect(package.commonSwiftSettingsMakeImportsInternal(tests: false))
    #expect(!package.commonSwiftSettingsMakeImportsInternal(tests: true))
    // Spelled in the target itself, it counts too; another feature does not.
    let inline = try ManifestReader.description(
      of: manifest.replacingOccurrences(
        of: "swiftSettings: commonSettings), .target(name: \"B\", swiftSettings: commonSettings)",
        with: "swiftSettings: [.enableUpcomingFeature(\"InternalImportsByDefault\")])"))
    #expect(inline.commonSwiftSettingsMakeImportsInternal(tests: false))

    let root = try FileTree.temporaryDirectory()
    try FileTree.write(["Package.swift": manifest, "Sources/A/A.swift": "", "Sources/B/B.swift": ""], to: root)
    let plan = try GenerationPlanner(generator: generator).plan(
      GenerationRequest(modules: [try login()], destination: .existingPackage(root: root)))
    let edited = try #require(plan.files.first { $0.path == "Package.swift" }?.contents)
    #expect(!edited.contains(#"name: "Login", resources: [.process("Resources")], swiftSettings"#))
    #expect(edited.contains(#"swiftSettings: [.enableUpcomingFeature("ExistentialAny")])"#))
    #expect(plan.notes.contains { $0.contains("they turn on InternalImportsByDefault") })
  }

  @Test("a target without settings means nothing is common")
  func noCommonSettings() throws {
    let package = try ManifestReader.description(
      of: """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "P", targets: [
          .target(name: "A", swiftSettings: [.define("A")]), .target(name: "B"),
        ])
        """)
    #expect(package.commonSwiftSettings(tests: false) == nil)
    #expect(package.commonSwiftSettings(tests: true) == nil)
  }
}
