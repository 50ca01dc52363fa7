import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Generation records")
struct RecordTests {
  let generator = ModuleGenerator()

  @Test("SHA-256 matches the FIPS 180-4 test vectors")
  func sha256() {
    #expect(SHA256.hex(of: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(of: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    // Two blocks of padding: 56 bytes, and a million 'a's across many blocks.
    #expect(
      SHA256.hex(of: String(repeating: "a", count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    // Blocks read in place and a tail copied (100 bytes), one exact block (64), and text that is
    // not ASCII (140 bytes); the values are Python's hashlib's.
    #expect(
      SHA256.hex(of: String(repeating: "a", count: 100))
        == "2816597888e4a0d3a36b82b83316ab32680eb8f00f8cd3b904d681246d285a0e")
    #expect(
      SHA256.hex(of: String(repeating: "b", count: 64))
        == "a0fab1377f49a759b57f63318262ebe89fabfc990e8e93ceac2984561482b9d4")
    #expect(
      SHA256.hex(of: String(repeating: "\u{E9}", count: 70))
        == "78dcf717205d89b75e2a5721fa2aa5a28c3b285ea1d60aa0d4ea967bd300bd3a")
  }

  @Test("SHA-256 fed in pieces of any size gives the digest of the whole")
  func sha256InPieces() {
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 55, 56, 63, 64, 65, 127, 128, 1_000, 4_099] {
      let text = String((0..<length).map { _ in "aé€\u{0}x".randomElement(using: &generator)! })
      let whole = SHA256.hex(of: text)
      // Cuts at random places, several empty pieces among them.
      let bytes = Array(text.utf8)
      var cuts = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        Int.random(in: 0...bytes.count, using: &generator)
      }
      cuts = ([0] + cuts + [bytes.count]).sorted()
      var hasher = SHA256.Hasher()
      for (start, end) in zip(cuts, cuts.dropFirst()) {
        bytes[start..<end].withUnsafeBytes { hasher.update($0) }
      }
      #expect(hasher.finalizeHex() == whole, "\(length) bytes cut at \(cuts)")
    }
  }

  @Test("a normalised spec reads back into the same module, for every golden case", arguments: GoldenCase.all)
  func normalisedSpecRoundTrips(_ golden: GoldenCase) throws {
    let module = try golden.module(using: generator)
    let text = NormalizedSpec.value(of: module).jsonText()
    var reread = try generator.module(from: try SpecLoader.load(text: text, file: "record"))
    // The record writes the kind a name gave (`applyCoupon` is a command), so that note is gone.
    let notes = module.notes.filter { !$0.contains("is a command because its name starts with") }
    // A note starts with its place in the text it was read from, and the record is another
    // text: the same note, word for word, at the same key of each text.
    #expect(reread.notes.map(Self.withoutPlace) == notes.map(Self.withoutPlace))
    let specText = try golden.spec.map {
      try String(contentsOf: RepositoryPaths.fixtures.appendingPathComponent($0), encoding: .utf8)
    }
    for (original, again) in zip(notes, reread.notes) {
      let originalWord = try #require(specText.flatMap { Self.word(at: original, in: $0) })
      #expect(again.hasPrefix("record:"), "\(again)")
      #expect(Self.word(at: again, in: text) == originalWord, "\(again) points elsewhere than \(original)")
    }
    reread.notes = module.notes
    #expect(reread == module)
  }

  /// A note without its leading `file:line:column: `.
  private static func withoutPlace(_ note: String) -> String {
    note.split(separator: " ", maxSplits: 1).last.map(String.init) ?? note
  }

  /// The identifier a note's `file:line:column:` points at in `text`.
  private static func word(at note: String, in text: String) -> String? {
    let place = note.split(separator: " ", maxSplits: 1)[0].split(separator: ":")
    guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
      return nil
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let rest = lines[line - 1].dropFirst(column - 1).drop { $0 == "\"" }
    let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return word.isEmpty ? nil : String(word)
  }

  @Test("a record is written with sorted keys and reads back equal")
  func recordRoundTrips() throws {
    var record = GenerationRecord(
      module: "Login", layout: .target, toolVersion: "1.2.3", templateName: "viper", templateHash: "abc",
      spec: ["name": "Login", "useCases": [["name": "load", "onLoad": true]]], specFile: "specs/Login.yml",
      files: ["Sources/Login/A.swift": "1", "Tests/LoginTests/B.swift": "2"])
    record.commandLine = ["useCases": ["signIn"]]
    let text = record.jsonText
    #expect(text.hasPrefix("{\n  \"commandLine\""))
    #expect(try GenerationRecord(jsonText: text, path: "r.json") == record)
  }

  @Test("a broken or newer record is refused with its path and what to do")
  func invalidRecords() {
    for text in ["not json: [", "{\"formatVersion\": 1}", "{\"formatVersion\": 99, \"module\": \"A\"}"] {
      #expect {
        try GenerationRecord(jsonText: text, path: ".scaffold/A.json")
      } throws: { error in
        guard case ScaffoldError.invalidRecord(let diagnostics) = error else { return false }
        return diagnostics.first?.description.hasPrefix(".scaffold/A.json:1:1: error:") == true
      }
    }
  }

  @Test("command-line additions survive the record")
  func commandLineRoundTrips() {
    let input = CommandLineInput(
      name: "Login", architecture: .mvvm, useCases: ["a", "b"], routes: ["c"], testing: .xctest, ui: .swiftui)
    #expect(CommandLineInput(recordValue: input.recordValue) == input)
    #expect(CommandLineInput().recordValue == nil)
  }

  @Test("status reports edited and missing files; check ignores hand edits but sees template drift")
  func statusAndDrift() throws {
    let parent = try FileTree.temporaryDirectory()
    let module = try generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: "Login", architecture: .mvp))
    let plan = try GenerationPlanner(generator: generator).plan(
      GenerationRequest(modules: [module], destination: .newPackage(parent: parent)))
    try ChangeWriter().apply(plan)
    let root = parent.appendingPathComponent("Login")
    let record = try #require(try ProjectSnapshot(root: root).record(of: "Login"))
    #expect(try ModuleStatus.of(record, root: root).isClean)
    #expect(try !DriftReport.check(root: root, generator: generator)[0].hasDrift)

    try Data("// mine\n".utf8).write(to: root.appendingPathComponent("Sources/Login/LoginStrings.swift"))
    try FileManager.default.removeItem(at: root.appendingPathComponent("README.md"))
    let status = try ModuleStatus.of(record, root: root)
    #expect(status.files.map(\.path) == ["README.md", "Sources/Login/LoginStrings.swift"])
    #expect(status.files.map(\.state) == [.missing, .edited])
    #expect(try !DriftReport.check(root: root, generator: generator)[0].hasDrift)

    // Another template for the architecture: the same files but one line more in the presenter.
    let changed = ModuleGenerator(templateSource: { architecture throws(ScaffoldError) in
      var template = try Template.builtIn(architecture)
      // Found by its output: the presenter's source is shared with other templates.
      if let presenter = template.manifest.files.first(where: { $0.output.hasSuffix("Presenter.swift") }) {
        template.files[presenter.template, default: ""] += "// new line\n"
      }
      template.contentHash = "changed"
      return template
    })
    let drift = try DriftReport.check(root: root, generator: changed)[0]
    #expect(drift.templateChanged)
    #expect(drift.files.map(\.path) == ["Sources/Login/LoginPresenter.swift"])
    #expect(drift.files.first?.diff?.contains("+// new line") == true)
  }
}
