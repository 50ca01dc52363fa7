import Yams

extension Node.Mapping {
  /// The value of the plain-text key `name`, as Yams's `mapping["name"]` finds it (the last pair
  /// wins), without building a key node: Yams resolves that node's tag with regular expressions
  /// and compares every key's tag the same way, which took a tenth of `scaffold check` over 200
  /// recorded modules. Spec keys are words, whose tag is always `str`, so the text decides.
  package subscript(key name: String) -> Node? {
    // Forward, keeping the last match: `Mapping` is not bidirectional, so `reversed()` copied it.
    var found: Node?
    for index in indices {
      if case .scalar(let scalar) = self[index].key, scalar.string == name { found = self[index].value }
    }
    return found
  }
}
