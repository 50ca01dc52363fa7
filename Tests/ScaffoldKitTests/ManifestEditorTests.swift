import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The regeneration edit (dependencies a recorded module's target lacks), in the layouts the
/// corpus does not reach: the corpus adds a `dependencies:` argument to a one-line target.
@Suite("Adding dependencies to an existing target of Package.swift")
struct ManifestEditorTests {
  private func addingDependencies(_ dependencies: [String], to target: String, in manifest: String) throws -> String {
    try ManifestEditor().adding([.init(module: target, dependencies: dependencies, targetExists: true)], to: manifest).0
  }

  @Test("an existing multi-line dependencies array gains a line in its own style")
  func multiLineArray() throws {
    let manifest = """
      // swift-tools-version:6.0
      let package = Package(
          name: "Host",
          targets: [
              .target(
                  name: "Login",
                  dependencies: [
                      "Core", // shared code
                  ]
              ),
          ]
      )
      """
    let anchor = "                \"Core\", // shared code\n"
    #expect(
      try addingDependencies(["Profile"], to: "Login", in: manifest)
        == manifest.replacingOccurrences(of: anchor, with: anchor + "                \"Profile\",\n"))
  }

  @Test("a multi-line target call without dependencies gets them on a line after name:")
  func newArgumentLine() throws {
    let manifest = """
      // swift-tools-version:6.0
      let package = Package(
      \tname: "Host",
      \ttargets: [
      \t\t.target(
      \t\t\tname: "Login",
      \t\t\tpath: "Sources/Login"
      \t\t),
      \t]
      )
      """
    let anchor = "\t\t\tname: \"Login\",\n"
    #expect(
      try addingDependencies(["Profile", "Help"], to: "Login", in: manifest)
        == manifest.replacingOccurrences(of: anchor, with: anchor + "\t\t\tdependencies: [\"Profile\", \"Help\"],\n"))
  }

  @Test("a target declared through map cannot gain a dependency of its own: refused at the declaration")
  func mappedTarget() throws {
    let manifest = """
      let names = ["Login", "Profile"]
      let package = Package(name: "Host", targets: names.map { .target(name: $0) } + [])
      """
    #expect(throws: ManifestEditError(.notDeclaredLiterally("Login"), line: 2, column: 59)) {
      try addingDependencies(["Profile"], to: "Login", in: manifest)
    }
  }
}
