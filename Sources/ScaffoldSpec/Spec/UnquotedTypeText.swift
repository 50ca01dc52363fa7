import Yams

/// What the user most likely typed when YAML read a type as a list: an unquoted type in
/// brackets (`roles: [String]`, `scores: [String: Int]`) is a list to YAML, never the text the
/// spec wanted, so the fix is to quote it, and the hint can show it quoted. (A list written as
/// `- String` lines in a type position is shown the same way: an array type is what it meant.
/// Yams reports a sequence's style from its end event, so the two cannot be told apart.)
enum UnquotedTypeText {
  /// `[String: Int]` back from the list YAML made of it, or `nil` when `node` is no list.
  static func text(of node: Node) -> String? {
    guard case .sequence = node else { return nil }
    return render(node)
  }

  private static func render(_ node: Node) -> String? {
    switch node {
    case .scalar(let scalar):
      return scalar.string
    case .sequence(let sequence):
      let elements = sequence.map(render)
      guard !elements.contains(nil) else { return nil }
      return "[" + elements.compactMap { $0 }.joined(separator: ", ") + "]"
    case .mapping(let mapping):
      // `[String: Int]` is a list holding the one-pair mapping `String: Int`.
      let pairs = mapping.map { pair -> String? in
        guard let key = render(pair.key), let value = render(pair.value) else { return nil }
        return "\(key): \(value)"
      }
      guard !pairs.contains(nil) else { return nil }
      let body = pairs.compactMap { $0 }.joined(separator: ", ")
      return mapping.count > 1 ? "{\(body)}" : body
    case .alias:
      return nil
    }
  }
}
