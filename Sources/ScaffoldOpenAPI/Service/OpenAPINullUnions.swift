import ScaffoldBase
import Yams

/// The document as swift-openapi-generator is given it: a property written `anyOf: [X, {type:
/// null}]` (or `oneOf`), the way 3.1 documents say "an X or null", becomes a plain optional `X`.
/// The generator (1.14) leaves such a property out of its struct altogether, so the service could
/// neither read nor send it; Scaffold's own reading already holds it as an optional X.
enum OpenAPINullUnions {
  /// `text` rewritten as YAML, or `nil` when it has no such property (the file is used as is).
  static func rewritten(_ text: String) -> String? {
    guard let root = try? YAMLComposer.compose(text) else { return nil }
    var changed = false
    let rewritten = rewrite(root, changed: &changed)
    guard changed else { return nil }
    return try? Yams.serialize(node: rewritten)
  }

  private static func rewrite(_ node: Node, changed: inout Bool) -> Node {
    switch node {
    case .mapping(let mapping):
      var pairs = mapping.map { ($0.key, rewrite($0.value, changed: &changed)) }
      guard let propertiesAt = pairs.firstIndex(where: { $0.0.string == "properties" }),
        case .mapping(let properties) = pairs[propertiesAt].1
      else { return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style)) }
      var optional: Set<String> = []
      let plain = properties.map { key, value -> (Node, Node) in
        guard let inner = nonNull(value), let name = key.string else { return (key, value) }
        optional.insert(name)
        return (key, inner)
      }
      guard !optional.isEmpty else { return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style)) }
      changed = true
      pairs[propertiesAt].1 = .mapping(Node.Mapping(plain, properties.tag, properties.style))
      // Null is a value the property may have: it is no longer required to be there.
      if let requiredAt = pairs.firstIndex(where: { $0.0.string == "required" }),
        case .sequence(let required) = pairs[requiredAt].1
      {
        let kept = required.filter { !optional.contains($0.string ?? "") }
        pairs[requiredAt].1 = .sequence(Node.Sequence(Array(kept), required.tag, required.style))
      }
      return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style))
    case .sequence(let sequence):
      return .sequence(Node.Sequence(sequence.map { rewrite($0, changed: &changed) }, sequence.tag, sequence.style))
    default:
      return node
    }
  }

  /// The `X` of a schema that is `anyOf`/`oneOf` of `X` and `{type: null}`, and nothing else.
  private static func nonNull(_ schema: Node) -> Node? {
    guard case .mapping(let mapping) = schema else { return nil }
    for key in ["anyOf", "oneOf"] {
      guard case .sequence(let choices)? = mapping[key], choices.count == 2 else { continue }
      let isNull = choices.map { choice -> Bool in
        guard case .mapping(let choice) = choice else { return false }
        return choice.count == 1 && choice["type"]?.string == "null"
      }
      guard isNull.filter({ $0 }).count == 1, let other = isNull.firstIndex(of: false) else { continue }
      return choices[other]
    }
    return nil
  }
}
