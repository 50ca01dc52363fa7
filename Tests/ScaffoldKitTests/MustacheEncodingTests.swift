import Testing

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// The compact form the build writes each built-in document in (`MustacheDocument.encoded`)
/// reads back as the same document, whatever its texts hold, and damaged text reads as nothing.
@Suite("Mustache documents in their encoded form")
struct MustacheEncodingTests {
  @Test("every built-in text's document reads back from its encoded form")
  func builtIns() throws {
    var documents = 0
    for name in Architecture.allCases.map(\.rawValue) + [SharedParts.folderName] {
      for (path, text) in EmbeddedTemplates.folder(name) where path != SharedParts.manifestFileName {
        guard let document = try? MustacheDocument(templateText: text) else { continue }
        #expect(MustacheDocument(encoded: document.encoded) == document, "\(name)/\(path)")
        documents += 1
      }
    }
    #expect(documents > 100)
  }

  @Test("random templates' documents read back: CRLF, braces, digits and colons in text, nested sections")
  func randomTemplates() {
    var random = SplitMix(seed: 2_612)
    var read = 0
    for _ in 0..<2_000 {
      var writer = TemplateWriter(random: random)
      let text = writer.template(depth: 0) + random.pick(["12:", "3;", "t0:", ""])
      random = writer.random
      guard let document = try? MustacheDocument(templateText: text) else { continue }
      #expect(MustacheDocument(encoded: document.encoded) == document, "\(text.debugDescription)")
      read += 1
    }
    #expect(read > 1_000)
  }

  @Test("a cut or changed encoded form reads as nothing, never as a wrong document")
  func damaged() throws {
    let document = try MustacheDocument(
      templateText: "Hi {{name}}\n{{#items}}\n  {{> row}}\n{{/items}}\n{{^off}}é 12:3;{{/off}}{{{raw}}}\n")
    let encoded = Array(document.encoded.utf8)
    for length in 0..<encoded.count {
      #expect(MustacheDocument(encoded: String(decoding: encoded.prefix(length), as: UTF8.self)) == nil, "\(length)")
    }
    #expect(MustacheDocument(encoded: document.encoded + "t0:") == nil)
    #expect(MustacheDocument(encoded: "999999999999;") == nil)
    #expect(MustacheDocument(encoded: "1;x") == nil)
    #expect(MustacheDocument(encoded: "0;") == MustacheDocument(nodes: []))
  }
}
