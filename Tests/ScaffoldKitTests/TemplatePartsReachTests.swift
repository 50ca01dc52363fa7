import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// A built-in carries no part it never renders: a partial no file reaches, or a file of
/// `_shared/` no template names, is dead weight in every team's copy (`templates init`).
@Suite("Template parts: every one is used")
struct TemplatePartsReachTests {
  @Test(
    "each built-in reaches every partial it has, its own and those it takes from _shared/",
    arguments: Architecture.allCases)
  func everyPartialIsReached(_ architecture: Architecture) throws {
    let template = try Template.builtIn(architecture)
    var reached: Set<String> = []
    var pending = try template.manifest.files.flatMap { file in
      try Self.partials(in: template.files[file.template] ?? "") + Self.partials(in: file.output)
    }
    while let name = pending.popLast() {
      guard reached.insert(name).inserted, let text = template.partials[name] else { continue }
      pending += try Self.partials(in: text)
    }
    let unreached = Set(template.partials.keys).subtracting(reached).sorted()
    #expect(unreached.isEmpty, "Templates/\(architecture.rawValue) never renders partials/\(unreached).mustache")
  }

  @Test("every file of Templates/_shared is named by some built-in's shared: list")
  func everySharedFileIsNamed() throws {
    let named = Set(try Architecture.allCases.flatMap { try Template.builtIn($0).manifest.shared })
    let folder = RepositoryPaths.root.appendingPathComponent("Templates/_shared")
    let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".mustache") }
    #expect(!files.isEmpty)
    #expect(Set(files).subtracting(named).sorted() == [])
  }

  private static func partials(in text: String) throws -> [String] {
    try MustacheDocument(parsing: MustacheDocument.plainTextPragma + text).partialNames
  }
}
