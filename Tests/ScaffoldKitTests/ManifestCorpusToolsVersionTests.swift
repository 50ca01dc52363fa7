import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The edit `--package` makes with a built-in template, Login with its strings table (a
/// `Resources` folder and the package's default localization), on the manifests of the corpus
/// (`ManifestCorpus`) whose tools version lacks it: refused at their `swift-tools-version` line.
/// Where it is accepted, `ManifestCorpusTests` loads it in SwiftPM.
@Suite("The manifest corpus at every tools version")
struct ManifestCorpusToolsVersionTests {
  private let login = ManifestEditor.Addition(module: "Login", dependencies: [], resources: ["Resources"])

  @Test("covers tools versions 4.0, 4.2, 5.0, 5.2, 5.5 and 6.x, and refusals for resources")
  func versions() throws {
    var versions: Set<String> = []
    for name in ManifestCorpus.names {
      let text = try ManifestCorpus.text(of: name)
      if let version = try? ManifestReader.description(of: text).toolsVersion { versions.insert("\(version)") }
    }
    #expect(Set(["4.0", "4.2", "5.0", "5.2", "5.5", "5.9", "6.0", "6.1", "6.2"]).isSubset(of: versions))
    #expect(ManifestCorpus.refusedWithResources.count >= ManifestCorpus.refused.count + 3)
  }

  @Test(
    "a manifest whose tools version lacks what the edit writes is refused at its position",
    arguments: ManifestCorpus.refusedWithResources)
  func refusedWithResources(_ name: String) throws {
    let manifest = try ManifestCorpus.text(of: name)
    let expected = try #require(ManifestCorpus.resourcesRefusal(of: name))
    let error = #expect(throws: ManifestEditError.self) {
      _ = try ManifestReader.description(of: manifest)
      _ = try ManifestEditor().adding([login], to: manifest)
    }
    #expect(error?.line == expected.line && error?.column == expected.column, "\(name): \(String(describing: error))")
  }

  @Test("the 5.0 manifest is refused for its strings table, naming the version each part needs")
  func refusalMessage() throws {
    let manifest = try ManifestCorpus.text(of: "43-tools-5-0-platforms-url-dependencies")
    let error = #expect(throws: ManifestEditError.self) { _ = try ManifestEditor().adding([login], to: manifest) }
    #expect(
      error?.message
        == "swift-tools-version 5.0 is older than the module needs: 5.3 for 'defaultLocalization:' and 'resources: [.process(…)]' (the module's strings table, Resources/en.lproj, is a localized resource)"
    )
    #expect(
      error?.hint
        == "raise the first line of Package.swift to '// swift-tools-version:5.3' or later, then check that the package still loads and builds: from 5.2 '.product(name:package:)' needs its 'package:'"
    )
  }
}
