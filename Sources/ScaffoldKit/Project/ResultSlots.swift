import Foundation
import ScaffoldBase
import ScaffoldSpec

/// One result per index, filled from concurrent work; read back in order once it is done.
final class ResultSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Value, ScaffoldError>?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// `work` for each index in `0..<count`, on every core, the values in index order (errors as
  /// `values()` merges them).
  static func concurrent(
    _ count: Int, _ work: @Sendable (Int) throws(ScaffoldError) -> Value
  ) throws(ScaffoldError) -> [Value] {
    let slots = ResultSlots(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      do throws(ScaffoldError) {
        slots.set(index, .success(try work(index)))
      } catch {
        slots.set(index, .failure(error))
      }
    }
    return try slots.values()
  }

  func set(_ index: Int, _ result: Result<Value, ScaffoldError>) {
    lock.withLock { slots[index] = result }
  }

  /// Every slot's result in order, for a caller that reports each failure with its own input.
  var results: [Result<Value, ScaffoldError>] {
    lock.withLock { slots.compactMap { $0 } }
  }

  /// The values in order, or the errors of every failed slot merged into one.
  func values() throws(ScaffoldError) -> [Value] {
    let all = lock.withLock { slots }
    var values: [Value] = []
    var diagnostics: [Diagnostic] = []
    var firstOther: ScaffoldError?
    for slot in all {
      switch slot {
      case .success(let value)?: values.append(value)
      case .failure(.invalidTemplate(let list))?: diagnostics += list
      case .failure(let error)?: firstOther = firstOther ?? error
      case nil: break
      }
    }
    if let firstOther { throw firstOther }
    if !diagnostics.isEmpty { throw .invalidTemplate(Array(Set(diagnostics)).sortedByLocation) }
    return values
  }
}
