import Foundation

/// A template's content hash, worked out once on first use and shared by the template's copies.
/// The lock makes a second thread that asks meanwhile wait for the first one's answer.
final class LazyContentHash: @unchecked Sendable {
  private let lock = NSLock()
  private var compute: (@Sendable () -> String)?
  private var computed: String?

  init(_ compute: @escaping @Sendable () -> String) {
    self.compute = compute
  }

  var value: String {
    lock.withLock {
      if let computed { return computed }
      let value = compute?() ?? ""
      computed = value
      // The folder's texts it read are no longer needed.
      compute = nil
      return value
    }
  }
}
