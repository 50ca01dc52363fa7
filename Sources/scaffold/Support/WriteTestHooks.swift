import Foundation
import ScaffoldBase
import ScaffoldKit

/// For tests only: stop or fail a write at a chosen `WriteCheckpoint`, so the fault tests can
/// kill a run exactly between two steps, or make one fail there, instead of hoping a timer
/// falls inside a write that takes a millisecond.
///
/// - `SCAFFOLD_TEST_PAUSE_AT=staged:3` prints `scaffold: test pause at staged:3` on stderr and
///   waits there until the process is killed.
/// - `SCAFFOLD_TEST_FAIL_AT=renamed:2` makes the write fail there, as a full disk would.
///
/// Only a debug build (the tests' build) reads them: Package.swift defines SCAFFOLD_TEST_HOOKS
/// for the debug configuration only, and scripts/bench checks that its release binary ignores
/// them.
enum WriteTestHooks {
  static func checkpoint(environment: [String: String] = Terminal.environment)
    -> @Sendable (WriteCheckpoint) throws -> Void
  {
    #if SCAFFOLD_TEST_HOOKS
      let pause = environment["SCAFFOLD_TEST_PAUSE_AT"].flatMap(WriteCheckpoint.init)
      let fail = environment["SCAFFOLD_TEST_FAIL_AT"].flatMap(WriteCheckpoint.init)
      guard pause != nil || fail != nil else { return { _ in } }
      return { checkpoint in
        if checkpoint == fail { throw InjectedFailure(checkpoint: checkpoint) }
        guard checkpoint == pause else { return }
        FileHandle.standardError.write(Data("scaffold: test pause at \(checkpoint)\n".utf8))
        while true { sleep(60) }
      }
    #else
      // A release build: no hooks, whatever the environment says.
      return { _ in }
    #endif
  }

  struct InjectedFailure: LocalizedError {
    var checkpoint: WriteCheckpoint
    var errorDescription: String? { "failure injected at \(checkpoint) (SCAFFOLD_TEST_FAIL_AT)" }
  }
}
