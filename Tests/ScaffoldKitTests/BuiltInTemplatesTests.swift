import Testing

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// The built-in templates are loaded, and their texts parsed, once per process; what a run gets
/// must be what loading and parsing afresh gives.
@Suite("Built-in templates, loaded once")
struct BuiltInTemplatesTests {
  @Test("each built-in is the template a fresh load gives, hash included", arguments: Architecture.allCases)
  func sameAsAFreshLoad(architecture: Architecture) throws {
    let fresh = try Template.loadBuiltIn(architecture)
    let kept = try Template.builtIn(architecture)
    #expect(kept.contentHash == fresh.contentHash)
    #expect(kept.files == fresh.files)
    #expect(kept.partials == fresh.partials)
    #expect(kept.manifest.name == architecture.rawValue)
    #expect(kept.isBuiltIn)
  }

  @Test("warming a template (what a prefetch does) leaves its every text parsed, as a fresh parse parses it")
  func warmingParsesEveryText() throws {
    BuiltInTemplates.warm(.mvp)
    let template = try Template.builtIn(.mvp)
    let texts = Array(template.files.values) + Array(template.partials.values)
    for text in texts {
      // Parsing again through the memo gives the document the prefetch left, equal to a fresh one.
      let kept = BuiltInTemplates.documents.document(for: text) { _ throws(MustacheDocument.SyntaxError) in
        throw MustacheDocument.SyntaxError(message: "parsed again", line: 1, column: 1)
      }
      let fresh = try TemplateRenderer.document(parsing: text)
      #expect(kept.map { Rendered.of($0) } == Rendered.of(fresh))
    }
  }

  @Test("the memo keeps the first parse of a text, and keeps no failure")
  func memoKeepsParsesOnly() {
    let memo = DocumentMemo()
    var parses = 0
    let parse = { (text: String) throws(MustacheDocument.SyntaxError) -> MustacheDocument in
      parses += 1
      return try MustacheDocument(parsing: text)
    }
    #expect(memo.document(for: "Hello {{name}}", parse: parse) != nil)
    #expect(memo.document(for: "Hello {{name}}", parse: parse) != nil)
    #expect(parses == 1)
    #expect(memo.document(for: "{{#open}}", parse: parse) == nil)
    #expect(memo.document(for: "{{#open}}", parse: parse) == nil)
    #expect(parses == 3)
  }

  @Test(
    "a tag's name splits into segments as a split at every dot does",
    arguments: [".", ".name", "name", "a.b.c", "a..b", "a.", "", "ünï.cödé", "useCase.request.fields"])
  func nameSegments(text: String) {
    let name = MustacheDocument.Name(text)
    #expect(name.segments == text.split(separator: ".").map(String.init))
    #expect(name.isCurrent == (text == "."))
    #expect(name.isRelative == (text != "." && text.hasPrefix(".")))
  }
}

/// A document's nodes written out, to compare two documents (they are not Equatable).
private enum Rendered {
  static func of(_ document: MustacheDocument) -> String {
    document.nodes.map { "\($0)" }.joined(separator: "\n")
  }
}
