import Foundation
import Testing

/// Keeps the built-in templates from growing copies again. A change every architecture shares
/// should be one edit (in `Templates/_shared/`), and a test should be written once for both test
/// libraries; a block copied into several template files undoes that quietly, so this counts
/// them.
@Suite("Built-in templates repeat themselves")
struct TemplateRepetitionTests {
  /// Blocks this long of identical non-blank lines count as a copy: short enough to catch a
  /// copied function or doc comment, long enough to let a closing `#endif`/`}` run and a
  /// three-line `{{#flag}}…{{/flag}}` pair pass.
  static let blockLength = 6

  /// How many distinct blocks may still appear in more than one template file. Before
  /// `Templates/_shared/` there were 750; every test now renders both test libraries from one
  /// file, and what VIPER, MVP, MVC and MVVM share is written once. What remains, and why:
  /// - VIP's Builder, SwiftUI screen, README, RouterTests and test doubles beside the shared ones
  ///   (about 40): VIP speaks of a scene, a worker and a data store that travels with every route,
  ///   so the lines that look shared differ in a word nearly every line; sharing them would take
  ///   a partial per line.
  /// - MVVM's UIKit and SwiftUI screens and Contracts beside the shared ones (about 25): its views
  ///   bind to one state instead of being told what to display; what matches is UIKit layout and
  ///   doc comments around different members.
  /// - Runs of one to four blocks in files that differ around them (18): the same idioms, such
  ///   as holding and releasing calls in tests or dropping a superseded answer in a presenter
  ///   and a view model.
  /// - For now, the screens, stubs and previews of the five architectures, rewritten side by side
  ///   for issue 15 (per-use-case sections, argument controls, preview services, held-call stubs):
  ///   they share UIKit and SwiftUI section code and test-double idioms (about 110 blocks) that
  ///   belong in Templates/_shared/ partials, the next step of that issue.
  /// - Three more (193 → 196) came with the app-target merges of 2026-11-26 (`@MainActor` on the
  ///   tests, module route tests, shared support), found at the merge and not yet folded.
  /// - 196 → 194 (2026-11-28): the field-by-field expectations of VIP's presenter tests and MVC's
  ///   formatter tests became one partial (testing/mapped-fields-expected).
  /// The test lists the files that share most when the count goes over. Lower it whenever a
  /// change removes some.
  static let allowance = 194

  @Test("no more blocks of identical lines are repeated across template files than allowed")
  func repeatedBlocks() throws {
    let repeated = try Self.repeatedBlocks(under: RepositoryPaths.root.appendingPathComponent("Templates"))
    let mostFirst = repeated.sorted { ($0.value, $1.key.joined()) > ($1.value, $0.key.joined()) }
    let listing = mostFirst.prefix(40).map { "\($0.value) blocks shared by \($0.key.joined(separator: ", "))" }
    let total = repeated.values.reduce(0, +)
    #expect(
      total <= Self.allowance,
      """
      \(total) blocks of \(Self.blockLength) identical lines appear in more than one template file (allowed: \
      \(Self.allowance)); move them to Templates/_shared/ or merge the test variants:
      \(listing.joined(separator: "\n"))
      """)
  }

  /// The number of distinct repeated blocks, by the set of files that share them.
  static func repeatedBlocks(under root: URL) throws -> [[String]: Int] {
    var filesOfBlock: [[Substring]: Set<String>] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      // A template's own tests (fixtures and snapshots) are output, not template source.
      guard path.hasSuffix(".mustache"), !path.split(separator: "/").contains("tests") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let lines = text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
      guard lines.count >= blockLength else { continue }
      for start in 0...(lines.count - blockLength) {
        filesOfBlock[Array(lines[start..<start + blockLength]), default: []].insert(path)
      }
    }
    var counts: [[String]: Int] = [:]
    for files in filesOfBlock.values where files.count > 1 {
      counts[files.sorted(), default: 0] += 1
    }
    return counts
  }
}
