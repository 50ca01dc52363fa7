import Testing
import Yams

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// The build parses the built-ins' Mustache texts and composes their manifests
/// (`TemplateEmbedder`), so a run does neither: what it writes must be what a run would make.
@Suite("Built-in templates as the build prepares them")
struct EmbeddedTemplatesTests {
  static let folders = Architecture.allCases.map(\.rawValue) + [SharedParts.folderName]

  @Test(
    "every text the build parsed is the document a run's parse gives, and every text that parses is there",
    arguments: folders)
  func documentsAreTheParse(folder name: String) throws {
    let folder = EmbeddedTemplates.folder(name)
    let documents = EmbeddedTemplates.documents(name)
    #expect(!documents.isEmpty)
    #expect(Set(documents.keys).isSubset(of: Set(folder.keys)))
    for (path, text) in folder where path != SharedParts.manifestFileName {
      let parsed = try? MustacheDocument(templateText: text)
      #expect(documents[path]?() == parsed, "\(name)/\(path)")
    }
  }

  @Test(
    "each built-in manifest read from the build's nodes is the one its text gives", arguments: Architecture.allCases)
  func manifestNodesReadAsTheText(architecture: Architecture) throws {
    let text = try #require(EmbeddedTemplates.folder(architecture.rawValue)[SharedParts.manifestFileName])
    let node = try #require(EmbeddedTemplates.manifestNode(architecture.rawValue))
    let composed = try #require(try YAMLComposer.compose(text, resolver: .basic))
    #expect(Shape.of(node) == Shape.of(composed))
    #expect(try TemplateManifest(root: node, path: "t") == TemplateManifest(yaml: text, path: "t"))
  }

  @Test("a manifest whose nodes do not read is read from its text, and its error placed at its line")
  func unreadableNodesFallBackToTheText() throws {
    let text = "name: family\narchitecture: mvp\nfiles: 3\n"
    #expect {
      try Template.load(files: ["template.yml": text], displayPath: "T", manifestNode: .mapping(Node.Mapping([])))
    } throws: { error in
      guard case .invalidTemplate(let diagnostics) = error as? ScaffoldError else { return false }
      return diagnostics.first?.location == SourceLocation(file: "T/template.yml", line: 3, column: 8)
    }
    let valid = "name: family\narchitecture: mvp\nfiles: []\n"
    let loaded = try Template.load(
      files: ["template.yml": valid], displayPath: "T", manifestNode: .mapping(Node.Mapping([])))
    #expect(loaded.manifest.name == "family")
  }
}

/// A node tree written out with what reading it may look at (text, tag, style), not positions.
private enum Shape {
  static func of(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): return "s(\(scalar.string.debugDescription) \(scalar.tag.rawValue) \(scalar.style))"
    case .mapping(let mapping):
      let pairs = mapping.map { "\(of($0.key)): \(of($0.value))" }.joined(separator: ", ")
      return "m(\(mapping.tag.rawValue) \(mapping.style) {\(pairs)})"
    case .sequence(let sequence):
      return "q(\(sequence.tag.rawValue) \(sequence.style) [\(sequence.map(of).joined(separator: ", "))])"
    case .alias(let alias): return "a(\(alias))"
    }
  }
}
