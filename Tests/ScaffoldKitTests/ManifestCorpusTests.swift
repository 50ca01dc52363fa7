import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Every manifest of the corpus (`ManifestCorpus`) through the in-process reader and editor: the
/// module Login added (target, test target, product), then, as on a regeneration, a dependency
/// of Login on the package's first library target.
@Suite("The manifest corpus")
struct ManifestCorpusTests {
  /// The corpus edit, and the target Login was made to depend on (none in a package that had
  /// no target).
  private func edit(_ manifest: String) throws -> (edited: String, dependency: String?) {
    let package = try ManifestReader.description(of: manifest)
    let editor = ManifestEditor()
    let (added, _) = try editor.adding([.init(module: "Login", dependencies: [])], to: manifest)
    guard let dependency = package.targets.first(where: { !$0.isTest })?.name else { return (added, nil) }
    let (edited, _) = try editor.adding(
      [.init(module: "Login", dependencies: [dependency], targetExists: true)], to: added)
    return (edited, dependency)
  }

  @Test("covers at least 30 manifests, some of them refused")
  func size() {
    #expect(ManifestCorpus.names.count >= 30)
    #expect(ManifestCorpus.refused.count >= 5)
  }

  @Test("an accepted manifest is edited only by insertions, as recorded", arguments: ManifestCorpus.accepted)
  func accepted(_ name: String) throws {
    let original = try ManifestCorpus.text(of: name)
    let (edited, dependency) = try edit(original)
    // Every byte of the original is still there, in order: the edit only inserted.
    let originalBytes = Array(original.utf8)
    var kept = 0
    for byte in edited.utf8 where kept < originalBytes.count && originalBytes[kept] == byte { kept += 1 }
    #expect(kept == originalBytes.count, "the edit of \(name) changed or dropped text")
    let read = try ManifestReader.description(of: edited)
    #expect(
      read.targets.contains { $0.name == "Login" && !$0.isTest && $0.dependencies == (dependency.map { [$0] } ?? []) })
    #expect(read.targets.contains { $0.name == "LoginTests" && $0.isTest && $0.dependencies == ["Login"] })
    #expect(read.products.contains("Login"))
    try RecordedText.expect(edited, recordedAt: ManifestCorpus.editedURL(of: name)) { _ in
      "\(name) differs from \(name).edited"
    }
  }

  /// The text itself comes back in most manifests; not where the edit added a `products:`
  /// argument or a `+ [ … ]`, which stay empty, nor where `]` shares the last element's line.
  @Test("what the corpus edit added is removed again, back to the original package", arguments: ManifestCorpus.accepted)
  func removedAgain(_ name: String) throws {
    let original = try ManifestCorpus.text(of: name)
    let (added, _) = try ManifestEditor().adding([.init(module: "Login", dependencies: [])], to: original)
    let removed = try ManifestRemoval.removing(
      targets: ["Login", "LoginTests"], products: ["Login"], dependenciesOn: [], from: added)
    #expect(
      try ManifestReader.description(of: removed) == ManifestReader.description(of: original), "\(name)")
  }

  @Test(
    "an accepted manifest loads in SwiftPM before and after the edit, as the reader read it, and with the strings table",
    arguments: ManifestCorpus.accepted)
  func loadsInSwiftPM(_ name: String) throws {
    let original = try ManifestCorpus.text(of: name)
    let before = try DumpPackage(original)
    let read = try ManifestReader.description(of: original)
    // The reader counts declarations behind every `#if`; SwiftPM, those of this platform.
    #expect(Set(before.targets).isSubset(of: read.targets.map(\.name)), "\(name)")
    #expect(Set(before.products).isSubset(of: read.products), "\(name)")
    let (edited, dependency) = try edit(original)
    let after = try DumpPackage(edited)
    // Sorted: targets appended later in the manifest (`package.targets.append`) come after.
    #expect(after.targets.sorted() == (before.targets + ["Login", "LoginTests"]).sorted(), "\(name)")
    #expect(after.products.sorted() == (before.products + ["Login"]).sorted(), "\(name)")
    #expect(after.dependencies["Login"] == (dependency.map { ["byName \($0)"] } ?? []), "\(name)")
    #expect(after.dependencies["LoginTests"] == ["byName Login"], "\(name)")
    // The edit a built-in template makes: Login with its strings table, where the tools version
    // has resources (`ManifestCorpusToolsVersionTests` has the refusals).
    guard ManifestCorpus.resourcesRefusal(of: name) == nil else { return }
    let (withStrings, _) = try ManifestEditor().adding(
      [.init(module: "Login", dependencies: [], resources: ["Resources"])], to: original)
    let module = try DumpPackage(withStrings)
    #expect(module.targets.sorted() == (before.targets + ["Login", "LoginTests"]).sorted(), "\(name)")
    #expect(module.resources["Login"] == ["process Resources"], "\(name)")
    #expect(module.defaultLocalization == (before.defaultLocalization ?? "en"), "\(name)")
  }

  @Test(
    "a refused manifest gets an error at the position of what no edit can follow", arguments: ManifestCorpus.refused)
  func refused(_ name: String) throws {
    let manifest = try ManifestCorpus.text(of: name)
    let expected = try #require(ManifestCorpus.refusal(of: name))
    let error = #expect(throws: ManifestEditError.self) {
      _ = try ManifestReader.description(of: manifest)
      _ = try ManifestEditor().adding([.init(module: "Login", dependencies: [])], to: manifest)
    }
    #expect(error?.line == expected.line && error?.column == expected.column, "\(name): \(String(describing: error))")
  }

  @Test("the bracket around each token, worked out in one pass, is the one walking back finds")
  func enclosingBrackets() throws {
    var checked = 0
    // And a package of 300 modules, each target's dependencies nested in a list of its own.
    let targets = (0..<300).map { #".target(name: "F\#($0)", dependencies: [.target(name: "Core")]),"# }
    let large =
      "let package = Package(\n  name: \"App\",\n  targets: [\n" + targets.joined(separator: "\n") + "\n  ]\n)\n"
    let manifests = try ManifestCorpus.accepted.map { ($0, try ManifestCorpus.text(of: $0)) } + [("large", large)]
    for (name, text) in manifests {
      let source = try ManifestScanner.scan(text)
      for index in 0...source.tokens.count {
        #expect(
          source.enclosingOpener(of: index)
            == ManifestSource.scannedOpener(of: index, tokens: source.tokens, partner: source.partner),
          "\(name), token \(index)")
        checked += 1
      }
    }
    #expect(checked > 9_000)
  }
}
