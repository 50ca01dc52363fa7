import Dispatch
import Foundation

/// Reads one pipe to its end on a thread of its own. Reading a child's standard output and then
/// its standard error in turn deadlocks as soon as the child writes more to standard error than a
/// pipe holds (64 KiB on Linux) before closing standard output: it blocks on the full pipe while
/// we block on the other. Draining one pipe here while the caller reads the other cannot block.
public final class PipeDrain: @unchecked Sendable {
  private let finished = DispatchSemaphore(value: 0)
  /// Written once, by the reading thread, before `finished` is signalled; read only after.
  private var data = Data()

  public init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    DispatchQueue.global().async { [self] in
      data = handle.readDataToEndOfFile()
      finished.signal()
    }
  }

  /// Everything the pipe carried, once its writers have closed it.
  public func wait() -> Data {
    finished.wait()
    return data
  }
}
