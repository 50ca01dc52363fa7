import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a run holds on its staging folder for as long as it writes. The kernel releases a
/// `flock` when its process ends however it ends, so a staging folder whose lock can be taken
/// belongs to a run that was killed: `InterruptedWrites` may undo what that run did.
final class StagingLock {
  static let fileName = "lock"
  private var descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Creates the lock file in `staging` and takes the lock.
  static func acquire(in staging: URL) throws -> StagingLock {
    guard let lock = try take(staging.appendingPathComponent(fileName).path, creating: true) else {
      // A new file no one else knows of cannot be locked already.
      throw POSIXFailure(code: EWOULDBLOCK, path: staging.path)
    }
    return lock
  }

  /// The lock of a staging folder whose run has ended, or `nil` while its run still holds it or
  /// when it has no lock file (yet).
  static func takeIfAbandoned(_ staging: URL) -> StagingLock? {
    try? take(staging.appendingPathComponent(fileName).path, creating: false)
  }

  private static func take(_ path: String, creating: Bool) throws -> StagingLock? {
    let descriptor = open(path, O_RDWR | O_CLOEXEC | (creating ? O_CREAT | O_EXCL : 0), 0o644)
    guard descriptor >= 0 else { throw POSIXFailure(code: errno, path: path) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return StagingLock(descriptor: descriptor)
  }

  /// Lets the lock go: called once the staging folder is gone or undone, so nobody else can
  /// take it for abandoned while this run still works in it.
  func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  deinit {
    release()
  }
}
