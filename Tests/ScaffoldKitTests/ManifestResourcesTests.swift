import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The module's `Resources/` folder (its `en.lproj/Localizable.strings`) declared where SwiftPM
/// takes it: on a new target, and on an existing one that has no `resources:` yet, after the
/// arguments that come before it; a target with resources of its own keeps them. The package
/// gains the default localization those texts need, unless it names one.
@Suite("Declaring a module's resources in Package.swift")
struct ManifestResourcesTests {
  private func adding(_ addition: ManifestEditor.Addition, to manifest: String) throws -> (String, [ManifestEdit]) {
    try ManifestEditor().adding([addition], to: manifest)
  }

  @Test("a new target gets resources after its dependencies, and the edit is reported")
  func newTarget() throws {
    let manifest = """
      // swift-tools-version:6.0
      let package = Package(name: "Host", targets: [])
      """
    let (edited, edits) = try adding(
      .init(module: "Login", dependencies: ["Core"], hasTests: false, resources: ["Resources"]), to: manifest)
    #expect(edited.contains(#".target(name: "Login", dependencies: ["Core"], resources: [.process("Resources")])"#))
    #expect(edits.contains(ManifestEdit(kind: .addTargetResources, name: "Resources", target: "Login")))
  }

  @Test("an existing target gains resources after path:, on a line of its own in its own style")
  func existingTargetAfterPath() throws {
    let manifest = """
      // swift-tools-version:6.0
      let package = Package(
          name: "Host",
          targets: [
              .target(
                  name: "Login",
                  path: "Sources/Login",
                  swiftSettings: []
              ),
          ]
      )
      """
    let (edited, edits) = try adding(
      .init(module: "Login", dependencies: [], targetExists: true, resources: ["Resources"]), to: manifest)
    let anchor = "            path: \"Sources/Login\",\n"
    let expected = manifest.replacingOccurrences(
      of: anchor, with: anchor + "            resources: [.process(\"Resources\")],\n")
    #expect(
      edited
        == expected.replacingOccurrences(
          of: "    name: \"Host\",\n", with: "    name: \"Host\",\n    defaultLocalization: \"en\",\n"))
    #expect(
      edits == [
        ManifestEdit(kind: .addTargetResources, name: "Resources", target: "Login"),
        ManifestEdit(kind: .setDefaultLocalization, name: "en"),
      ])
  }

  @Test("a new dependencies argument and resources both follow name: in SwiftPM's order")
  func dependenciesAndResources() throws {
    let manifest = """
      // swift-tools-version:6.0
      let package = Package(name: "Host", targets: [.target(name: "Login")])
      """
    let (edited, _) = try adding(
      .init(module: "Login", dependencies: ["Help"], targetExists: true, resources: ["Resources"]), to: manifest)
    #expect(
      edited.contains(#".target(name: "Login", dependencies: ["Help"], resources: [.process("Resources")])"#))
    #expect(edited.contains(#"let package = Package(name: "Host", defaultLocalization: "en", targets:"#))
  }

  @Test("a module without resources leaves the package's localization alone")
  func noResources() throws {
    let manifest = """
      // swift-tools-version:6.0
      let package = Package(name: "Host", targets: [])
      """
    let (edited, edits) = try adding(.init(module: "Login", dependencies: [], hasTests: false), to: manifest)
    #expect(!edited.contains("defaultLocalization"))
    #expect(!edits.contains { $0.kind == .setDefaultLocalization })
  }

  @Test("a target with its own resources and a package with its own localization keep them; nothing is reported")
  func ownResources() throws {
    let manifest = """
      // swift-tools-version:6.0
      let package = Package(
        name: "Host", defaultLocalization: "fr", targets: [.target(name: "Login", resources: [.copy("Fonts")])])
      """
    let (edited, edits) = try adding(
      .init(module: "Login", dependencies: [], targetExists: true, resources: ["Resources"]), to: manifest)
    #expect(edited == manifest)
    #expect(edits.isEmpty)
  }

  @Test("a plan's modules with files under Sources/<Module>/Resources/ are the ones given resources")
  func resourceFoldersOfAPlan() {
    let files = [
      "Sources/Login/Resources/Localizable.strings", "Sources/Login/LoginView.swift", "Sources/Cart/Cart.swift",
      "Sources/Cart/Resources", "Tests/Profile/Resources/fixture.json", "Sources/Profile/Views/Resources/x.png",
      "Sources/Search/Resources/en.lproj/Localizable.strings", "Package.swift",
    ].map { GeneratedFile(path: $0, contents: "", kind: .resource) }
    #expect(GenerationPlanner.resourceFolders(in: files) == ["Login": ["Resources"], "Search": ["Resources"]])
  }
}
