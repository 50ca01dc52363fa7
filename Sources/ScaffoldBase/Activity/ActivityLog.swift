import Foundation

/// What the library is doing while it works, for the CLI's `--verbose` lines and its progress
/// line. ScaffoldKit never prints: it reports here, and the caller decides what, if anything,
/// to show and where.
public enum Activity: Sendable, Equatable {
  /// A step worth naming with `--verbose`: "reading Package.swift".
  case step(String)
  /// An external command that ran (`swift build` for `templates test`), how long it took and
  /// its exit status.
  case ranCommand([String], seconds: Double, status: Int32)
  /// `completed` of `total` items of a long phase are done: "rendering modules", 37 of 200.
  case progress(phase: String, completed: Int, total: Int)
  /// Something the user should hear now, even if the run then fails: an interrupted write
  /// undone, files about to be deleted.
  case note(String)
}

/// Where a pipeline stage reports its `Activity`. Stages take one with a silent default, so
/// callers that do not care (tests, other tools) pass nothing.
public struct ActivityLog: Sendable {
  private let sink: @Sendable (Activity) -> Void

  public init(_ sink: @escaping @Sendable (Activity) -> Void) {
    self.sink = sink
  }

  /// Reports nothing.
  public static let silent = ActivityLog { _ in }

  public func report(_ activity: Activity) {
    sink(activity)
  }

  public func step(_ text: String) {
    sink(.step(text))
  }

  public func note(_ text: String) {
    sink(.note(text))
  }

  /// A counter for a phase of `total` items that may complete on several threads at once.
  package func progress(_ phase: String, total: Int) -> ProgressCounter {
    ProgressCounter(phase: phase, total: total, log: self)
  }
}

/// Counts the items of one phase as they complete, from any thread, and reports each count
/// once and in order.
package final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var completed = 0
  private let phase: String
  private let total: Int
  private let log: ActivityLog

  init(phase: String, total: Int, log: ActivityLog) {
    self.phase = phase
    self.total = total
    self.log = log
  }

  /// One more item is done. Reported under the lock, so counts never arrive out of order.
  package func advance() {
    lock.withLock {
      completed += 1
      log.report(.progress(phase: phase, completed: completed, total: total))
    }
  }
}
