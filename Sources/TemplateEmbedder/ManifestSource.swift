import Yams

/// Swift source for a manifest's YAML nodes composed here, so that a run reads a built-in
/// manifest without composing its YAML (libyaml's scan and the nodes made from it were a
/// twelfth of a one-module run's instructions).
enum ManifestSource {
  /// An expression that builds `node` (with a `ManifestNodeBuilder` named `node`) as `YAMLComposer.compose(_:resolver: .basic)` gives it,
  /// except for positions (Yams makes a `Mark` only itself); nil for a node with an anchor or an
  /// alias, which the run then composes from the text.
  static func expression(_ node: Node, depth: Int = 2) -> String? {
    let indentation = String(repeating: "  ", count: depth + 1)
    let closing = String(repeating: "  ", count: depth)
    switch node {
    case .scalar(let scalar):
      guard scalar.anchor == nil else { return nil }
      return "node.scalar(\(literal(scalar.string)), \(literal(scalar.tag.rawValue)), \(scalar.style.rawValue))"
    case .mapping(let mapping):
      guard mapping.anchor == nil else { return nil }
      var pairs: [String] = []
      for (key, value) in mapping {
        guard let key = expression(key, depth: depth + 1), let value = expression(value, depth: depth + 1) else {
          return nil
        }
        pairs.append("\(indentation)(\(key), \(value)),\n")
      }
      let list = pairs.isEmpty ? "[]" : "[\n" + pairs.joined() + closing + "]"
      return "node.mapping(\(list), \(literal(mapping.tag.rawValue)), \(mapping.style.rawValue))"
    case .sequence(let sequence):
      guard sequence.anchor == nil else { return nil }
      var items: [String] = []
      for item in sequence {
        guard let item = expression(item, depth: depth + 1) else { return nil }
        items.append(indentation + item + ",\n")
      }
      let list = items.isEmpty ? "[]" : "[\n" + items.joined() + closing + "]"
      return "node.sequence(\(list), \(literal(sequence.tag.rawValue)), \(sequence.style.rawValue))"
    case .alias:
      return nil
    }
  }

  /// The `ManifestNodeBuilder` the expressions call, declared in the generated enum.
  static let builderDeclaration = """

      /// Builds a manifest's nodes as Yams' parser does: one constructor for the whole tree (making
      /// one fills its tables, 10,000 instructions), a tag of its own for each node (resolving a
      /// tag changes it).
      private struct ManifestNodeBuilder {
        let constructor = Constructor.default

        func scalar(_ text: String, _ tag: String, _ style: UInt32) -> Node {
          .scalar(Node.Scalar(text, self.tag(tag), Node.Scalar.Style(rawValue: style) ?? .any))
        }

        func mapping(_ pairs: [(Node, Node)], _ tag: String, _ style: UInt32) -> Node {
          .mapping(Node.Mapping(pairs, self.tag(tag), Node.Mapping.Style(rawValue: style) ?? .any))
        }

        func sequence(_ items: [Node], _ tag: String, _ style: UInt32) -> Node {
          .sequence(Node.Sequence(items, self.tag(tag), Node.Sequence.Style(rawValue: style) ?? .any))
        }

        private func tag(_ name: String) -> Tag {
          Tag(Tag.Name(rawValue: name), .basic, constructor)
        }
      }

    """

  private static func literal(_ text: String) -> String {
    "\"\(swiftLiteralBody(text))\""
  }
}
