import ScaffoldBase
import Yams

/// `$ref`s followed inside the document. Only local ones (`#/components/…`) are read: a
/// reference to another file or a URL is refused where it is written, since the mapping must
/// not reach outside the one document it records the hash of.
extension OpenAPIMappingState {
  /// The node `start` stands for: itself, or what its `$ref` (and theirs) points to. `nil` after
  /// recording why the reference cannot be followed.
  mutating func resolved(_ start: OpenAPINode) -> OpenAPINode? {
    var current = start
    var seen: Set<String> = []
    while let reference = OpenAPINodes.mapping(current.node)?["$ref"] {
      guard let target = OpenAPINodes.text(reference) else {
        error(
          "'$ref' at \(current.pointer) is not text", at: reference, hint: "write it as '#/components/schemas/Name'")
        return nil
      }
      guard seen.insert(target).inserted else {
        error(
          "'$ref: \(target)' refers to itself through \(seen.sorted().joined(separator: ", "))", at: reference,
          hint: "point the reference at a schema, not at another reference that leads back")
        return nil
      }
      guard target.hasPrefix("#/") else {
        error(
          "'$ref: \(target)' points outside this document", at: reference,
          hint:
            "Scaffold reads one document; bundle it first (redocly bundle, or swagger-cli bundle) so every '$ref' starts with '#/'"
        )
        return nil
      }
      guard let found = node(at: target, referredFrom: reference) else { return nil }
      current = found
    }
    return current
  }

  /// The name a `$ref` gives its target (`Pet` for `#/components/schemas/Pet`), if it is one.
  static func componentName(_ pointer: String, kind: String = "schemas") -> String? {
    let prefix = "#/components/\(kind)/"
    guard pointer.hasPrefix(prefix) else { return nil }
    let rest = pointer.dropFirst(prefix.count)
    return rest.contains("/") ? nil : OpenAPINodes.unescapedSegment(rest)
  }

  /// The node at the local pointer `target`; `nil` after recording, at `reference`, what is missing.
  mutating func node(at target: String, referredFrom reference: Node) -> OpenAPINode? {
    var current = document.rootNode
    var walked = "#"
    for segment in target.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
      let key = OpenAPINodes.unescapedSegment(segment)
      let next: Node?
      switch current {
      case .mapping(let mapping): next = OpenAPINodes.value(mapping, key)
      case .sequence(let sequence): next = Int(key).flatMap { $0 >= 0 && $0 < sequence.count ? sequence[$0] : nil }
      default: next = nil
      }
      guard let next else {
        let keys = OpenAPINodes.mapping(current)?.keys.compactMap(\.string) ?? []
        error(
          "'$ref: \(target)' points to nothing: \(walked) has no '\(key)'\(Suggestion.didYouMean(key, in: keys))",
          at: reference,
          hint: keys.isEmpty ? "fix the reference" : "refer to one of \(walked)'s entries, or add '\(key)' there")
        return nil
      }
      walked += "/" + segment
      current = next
    }
    return OpenAPINode(node: current, pointer: target)
  }
}
