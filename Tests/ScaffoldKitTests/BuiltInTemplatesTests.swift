import Foundation
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
      #expect(kept == fresh)
    }
  }

  @Test("a text the build parsed is built from the binary, not parsed; other texts are parsed")
  func memoTakesBuiltDocuments() throws {
    let memo = DocumentMemo()
    let built = try MustacheDocument(parsing: "built {{name}}")
    let folder = ["a.mustache": "Hello {{name}}", "b.mustache": "Bye {{name}}"]
    // "missing.mustache" is not in the folder: it has no text to be found by. b's built form
    // does not read back: its text is parsed instead.
    memo.add(built: ["a.mustache": { built }, "b.mustache": { nil }, "missing.mustache": { built }], for: folder)
    var parsed: [String] = []
    let parse = { (text: String) throws(MustacheDocument.SyntaxError) -> MustacheDocument in
      parsed.append(text)
      return try MustacheDocument(parsing: text)
    }
    #expect(memo.document(for: "Hello {{name}}", parse: parse) == built)
    #expect(memo.document(for: "Bye {{name}}", parse: parse) == (try MustacheDocument(parsing: "Bye {{name}}")))
    #expect(parsed == ["Bye {{name}}"])
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

  @Test("texts are one key when their bytes are equal, whatever their storage, and two when any byte differs")
  func textKeysCompareBytes() {
    let middle = String(repeating: "x", count: 200)
    let text = "head " + middle + " tail"
    let copy = String(decoding: Array(text.utf8), as: UTF8.self)  // the same bytes in other storage
    let edited = "head " + middle.dropLast() + "y tail"  // same length and ends, one byte apart
    #expect(TextBytes(text) == TextBytes(copy))
    #expect(TextBytes(text).hashValue == TextBytes(copy).hashValue)
    #expect(TextBytes(text) == TextBytes(text))
    #expect(TextBytes(text) != TextBytes(edited))
    #expect(TextBytes(text) != TextBytes(text + " "))
    #expect(TextBytes("") == TextBytes(String()))
    // "é" written as one scalar and as "e" with a combining accent: equal as `String`s, not as bytes.
    #expect(TextBytes("caf\u{E9}") != TextBytes("cafe\u{301}"))
    let keys: Set<TextBytes> = [TextBytes(text), TextBytes(copy), TextBytes(edited)]
    #expect(keys.count == 2)
  }

  @Test(
    "a tag's name splits into segments as a split at every dot does",
    arguments: [
      ".", ".name", "name", "a.b.c", "a..b", "a.", "", "ünï.cödé", "useCase.request.fields", "..a..b..", "..",
    ])
  func nameSegments(text: String) {
    let name = MustacheDocument.Name(text)
    #expect(name.segments == text.split(separator: ".").map(String.init))
    #expect(name.isCurrent == (text == "."))
    #expect(name.isRelative == (text != "." && text.hasPrefix(".")))
  }
}

/// The prefetch beside a run: once the run prepares its files, the prefetch stops parsing and
/// works out the template's hash only after the run has parsed, or after its patience (a second
/// in a run) when the run never gets there (it failed), so it never holds a run up and never
/// hangs. The waits here are long enough for a test process that shares two cores with others.
@Suite("Built-in templates, the prefetch beside a run")
struct PrefetchBesideARunTests {
  @Test("beside a run that is preparing, the prefetch waits until the run has prepared")
  func waitsForThePreparedRun() throws {
    let run = BuiltInTemplates.RunProgress(patience: 3_600)
    run.startPreparing()
    let finished = Finished()
    Thread.detachNewThread {
      BuiltInTemplates.warm(.vip, beside: run)
      finished.set()
    }
    // A blocking sleep, not `Task.sleep`: an async test resumes on the shared pool, which the
    // suite's other tests can hold for minutes (a CI run resumed it after the patience was gone).
    Thread.sleep(forTimeInterval: 0.2)
    #expect(!finished.value, "the prefetch did not wait for the run")
    run.finishPreparing()
    let deadline = Date(timeIntervalSinceNow: 60)
    while !finished.value, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    #expect(finished.value)
    #expect(!(try Template.builtIn(.vip).contentHash.isEmpty))
  }

  @Test("beside a run that never finishes preparing, the prefetch gives up waiting after its patience")
  func givesUpAfterItsPatience() throws {
    let run = BuiltInTemplates.RunProgress(patience: 0.3)
    run.startPreparing()
    let start = Date()
    BuiltInTemplates.warm(.mvc, beside: run)
    // It returns, and not before its patience ran out (a wait never ends early).
    #expect(Date().timeIntervalSince(start) >= 0.3)
    #expect(!(try Template.builtIn(.mvc).contentHash.isEmpty))
  }

  private final class Finished: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    var value: Bool { lock.withLock { isSet } }
    func set() { lock.withLock { isSet = true } }
  }
}
