import Foundation
import Testing

/// One rule for every recorded expectation besides the goldens (an edited Package.swift, an
/// edited Xcode project, the lists expected of it): compared with what is recorded, and with
/// SCAFFOLD_RECORD_SNAPSHOTS=1 rewritten, in which case the test fails, as a golden does, so a
/// run that records can never pass as a run that checked.
enum RecordedText {
  /// Checks `actual` against the text recorded at `file`; `describe` explains a difference
  /// (given the recorded text).
  static func expect(
    _ actual: String, recordedAt file: URL, describe: (String) -> String = { _ in "" },
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    if GoldenSnapshotTests.isRecording {
      guard recorded != actual else { return }
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: file)
      Issue.record(
        "re-recorded \(file.lastPathComponent): \(GoldenSnapshotTests.afterRecording)", sourceLocation: sourceLocation)
      return
    }
    guard let recorded else {
      Issue.record(
        "nothing is recorded at \(file.path); record with SCAFFOLD_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == recorded, Comment(rawValue: describe(recorded)), sourceLocation: sourceLocation)
  }
}
