import Foundation
import Testing

@testable import ScaffoldBase

/// The joiner and the layout read a line's summary (`LineScanner.summarize`), the breaker its
/// whole structure (`LineScanner.scan`). The two scans share their rules; these tests hold the
/// summary to the structure on every line of the goldens and on random lines, from every state a
/// line can start in, with one scanner kept across the lines as the layout keeps it.
@Suite("Layout: a line's summary")
struct LineSummaryTests {
  static let states: [LexState] = [
    .code, .multilineString(pounds: 0), .multilineString(pounds: 1), .blockComment(depth: 1),
    .blockComment(depth: 2),
  ]

  /// The summary the structure implies, and the brackets it leaves open.
  static func expected(_ line: String, from state: LexState) -> (LineSummary, openers: [UInt8]) {
    let structure = LineScanner.scan(line, from: state)
    let open = structure.groups.filter { $0.close == nil }
    let summary = LineSummary(
      endState: structure.endState, hasComment: structure.hasComment, isUnterminated: structure.isUnterminated,
      openedBraces: open.filter { $0.opener == "{" }.count, closedBraces: -1)
    return (summary, open.map { $0.opener.asciiValue ?? 0 })
  }

  /// Compares everything but the closed braces, which the structure does not keep.
  static func check(
    _ lines: [String], _ scanner: inout LineScanner, from states: [LexState] = states, comment: String
  ) {
    for line in lines {
      for state in states {
        var found = scanner.summarize(line, from: state)
        #expect(found.closedBraces == scanner.earlierClosers.filter { $0 == UInt8(ascii: "}") }.count)
        found.closedBraces = -1
        let (summary, openers) = expected(line, from: state)
        #expect(found == summary, "\(comment): \(line.debugDescription) from \(state)")
        #expect(scanner.openers == openers, "\(comment): \(line.debugDescription) from \(state)")
      }
    }
  }

  /// From code and from a multi-line string only: the goldens hold some 100,000 lines.
  @Test("every line of every golden file: the structure's end, comment, open brackets")
  func goldenLines() throws {
    let files =
      FileManager.default.enumerator(atPath: RepositoryPaths.snapshots.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 500)
    var scanner = LineScanner.summarizing()
    for file in files {
      let text = try String(contentsOf: RepositoryPaths.snapshots.appendingPathComponent(file), encoding: .utf8)
      Self.check(
        SwiftLayout.lines(of: text), &scanner, from: [.code, .multilineString(pounds: 0)], comment: file)
    }
  }

  static let pieces = [
    "let", " ", "  ", "name", "f", "(", ")", "[", "]", "{", "}", "<", ">", "->", ",", ":", ".", "=", "==", "&&", "\"",
    "\\(", "\\", "#", "\"\"\"", "//", "/*", "*/", "in", "for", "else", "where", "é", "e\u{301}", "日本", "🎉", "\r\n",
    "private", "x1", "_",
  ]

  @Test("random lines of brackets, strings, comments and text that is not ASCII")
  func randomLines() {
    var random = SplitMix(seed: 52)
    let lines = (0..<3_000).map { _ in (0..<random.next(14)).map { _ in random.pick(Self.pieces) }.joined() }
    var scanner = LineScanner.summarizing()
    Self.check(lines, &scanner, comment: "random")
  }

  @Test(
    "the brackets closed that earlier lines opened, in order, and a scanner's buffers emptied between lines",
    arguments: [
      ("}) {", [UInt8]("})".utf8), [UInt8]("{".utf8)),
      ("  ] + [a, (b", [UInt8]("]".utf8), [UInt8]("[(".utf8)),
      ("x) }  // }", [UInt8](")}".utf8), []),
      ("\"}\" ) ]", [UInt8](")]".utf8), []),
      ("f(a) { b } }", [UInt8]("}".utf8), []),
      ("", [], []),
    ])
  func earlierClosers(_ example: (String, [UInt8], [UInt8])) {
    var scanner = LineScanner.summarizing()
    _ = scanner.summarize("Result<Array<(Int", from: .code)
    let summary = scanner.summarize(example.0, from: .code)
    #expect(scanner.earlierClosers == example.1)
    #expect(scanner.openers == example.2)
    #expect(summary.closedBraces == example.1.filter { $0 == UInt8(ascii: "}") }.count)
    #expect(summary.openedBraces == example.2.filter { $0 == UInt8(ascii: "{") }.count)
  }
}
