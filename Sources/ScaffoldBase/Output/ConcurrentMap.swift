import Foundation

extension Array where Element: Sendable {
  /// `map` with the elements transformed on every core at once, the results in the elements'
  /// order. For independent, CPU-bound work of similar size (a module's files to parse or lay
  /// out): a run of one module is otherwise one core's work on a machine that has several.
  package func concurrentMap<Transformed: Sendable>(
    _ transform: @Sendable (Element) -> Transformed
  ) -> [Transformed] {
    guard count > 1 else { return map(transform) }
    let results = ConcurrentResults<Transformed>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results.store(transform(self[index]), at: index)
    }
    return results.values
  }

  /// `concurrentMap` when `concurrently`, else `map`: for work that is worth other cores only
  /// in some runs (parsing a template's texts, but not taking a built-in's, parsed at build time).
  package func mapping<Transformed: Sendable>(
    concurrently: Bool, _ transform: @Sendable (Element) -> Transformed
  ) -> [Transformed] {
    concurrently ? concurrentMap(transform) : map(transform)
  }
}

/// Slots written once each, from several threads, each at its own index: no two threads touch
/// one slot, and every write is done before `concurrentPerform` returns, so no lock is needed.
private final class ConcurrentResults<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  func store(_ value: Value, at index: Int) {
    slots[index] = value
  }

  /// Every slot's value; called once `concurrentPerform` has filled them all.
  var values: [Value] { slots.compactMap { $0 } }
}
