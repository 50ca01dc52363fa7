import Foundation
import ScaffoldBase
import ScaffoldKit

/// Shows ScaffoldKit's `Activity` on stderr: each step as a line with `--verbose`, and otherwise,
/// on a terminal, one progress line that rewrites itself while a long phase runs.
final class ActivityDisplay: @unchecked Sendable {
  /// A phase shorter than this never shows a progress line: fast runs stay free of flicker.
  /// `SCAFFOLD_PROGRESS_DELAY=0` shows every step at once (the end-to-end test uses it).
  private static let delay: TimeInterval =
    Terminal.environment["SCAFFOLD_PROGRESS_DELAY"].flatMap(TimeInterval.init) ?? 0.25
  /// Redraws at most this often, so rendering 200 modules does not cost 200 writes.
  private static let interval: TimeInterval = delay == 0 ? 0 : 0.05

  private let lock = NSLock()
  let verbosity: Verbosity
  private let showsProgress: Bool
  /// Notes go to stderr as they come, except when the notes are part of the JSON on stdout.
  private let showsNotes: Bool
  private var phase: String?
  private var phaseStart = Date.distantPast
  private var lastDraw = Date.distantPast
  private var drawnWidth = 0

  /// - Parameter showsProgress: draw the progress line (stderr is a terminal that can take `\r`).
  init(verbosity: Verbosity, showsProgress: Bool, showsNotes: Bool = true) {
    self.verbosity = verbosity
    self.showsProgress = showsProgress && verbosity == .normal
    self.showsNotes = showsNotes
  }

  var log: ActivityLog {
    ActivityLog { [self] activity in self.show(activity) }
  }

  func show(_ activity: Activity) {
    switch activity {
    case .step(let text):
      if verbosity == .verbose { writeLine(text) }
    case .ranCommand(let arguments, let seconds, let status):
      guard verbosity == .verbose else { return }
      let failure = status == 0 ? "" : ", exit \(status)"
      writeLine("ran \(arguments.joined(separator: " ")) (\(String(format: "%.2f", seconds)) s\(failure))")
    case .progress(let phase, let completed, let total):
      if showsProgress { progress(phase, completed: completed, total: total) }
    case .note(let text):
      if showsNotes { Terminal.printNote(text) }
    }
  }

  /// Erases the progress line, so that what is printed next starts at the left margin.
  func clear() {
    lock.withLock { erase() }
  }

  private func writeLine(_ text: String) {
    lock.withLock {
      erase()
      FileHandle.standardError.write(Data("scaffold: \(text)\n".utf8))
    }
  }

  private func progress(_ name: String, completed: Int, total: Int) {
    lock.withLock {
      let now = Date()
      if phase != name {
        phase = name
        phaseStart = now
      }
      if completed >= total {
        erase()
        phase = nil
        return
      }
      guard now.timeIntervalSince(phaseStart) >= Self.delay, now.timeIntervalSince(lastDraw) >= Self.interval else {
        return
      }
      lastDraw = now
      let text = "\(name): \(completed)/\(total)"
      // Spaces rather than an escape sequence clear what is left of a longer line.
      let padding = String(repeating: " ", count: max(0, drawnWidth - text.count))
      FileHandle.standardError.write(Data("\r\(text)\(padding)".utf8))
      drawnWidth = text.count
    }
  }

  /// Called with the lock held.
  private func erase() {
    guard drawnWidth > 0 else { return }
    FileHandle.standardError.write(Data("\r\(String(repeating: " ", count: drawnWidth))\r".utf8))
    drawnWidth = 0
  }
}
