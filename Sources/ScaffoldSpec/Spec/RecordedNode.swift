import ScaffoldBase
import Yams

/// The YAML node that parsing `value.jsonText()` gives, built directly: strings are
/// double-quoted scalars, booleans and integers plain ones, and an object's keys come in
/// `jsonText`'s sorted order (the reader keeps the order of `params:` and `platforms:`).
/// Nodes have no position, as they come from no text.
enum RecordedNode {
  static func node(of value: ContextValue) -> Node {
    // One tag for the tree: `Tag.implicit` makes a new object on every use.
    node(of: value, tag: Tag(.implicit))
  }

  private static func node(of value: ContextValue, tag: Tag) -> Node {
    switch value {
    case .string(let text): return .scalar(Node.Scalar(text, tag, .doubleQuoted))
    case .bool(let flag): return .scalar(Node.Scalar(flag ? "true" : "false", tag, .plain))
    case .int(let number): return .scalar(Node.Scalar(String(number), tag, .plain))
    case .list(let values): return .sequence(Node.Sequence(values.map { node(of: $0, tag: tag) }, tag, .block))
    case .object(let members):
      let pairs = members.keys.sorted().map { key in
        (Node.scalar(Node.Scalar(key, tag, .doubleQuoted)), node(of: members[key] ?? .string(""), tag: tag))
      }
      return .mapping(Node.Mapping(pairs, tag, .block))
    }
  }
}
