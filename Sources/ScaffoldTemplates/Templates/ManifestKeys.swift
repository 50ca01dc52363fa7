import ScaffoldBase
import Yams

/// The keys a `template.yml` may hold. Decoding ignores keys it does not know, so without this a
/// misspelt optional key (`paramters:`, `wen:`) would be dropped in silence and the template would
/// quietly do less than its author wrote.
enum ManifestKeys {
  static let top = [
    "name", "extends", "summary", "architecture", "version", "parameters", "files", "reserved", "shared", "layout",
    "values",
  ]
  static let value = ["name", "from", "filters"]
  static let file = ["template", "output", "kind", "when"]
  static let parameter = ["name", "type", "description", "default", "choices", "pattern"]
  static let reserved = ["types", "useCaseTypes", "members", "useCaseMembers", "routeMembers", "outputMembers"]

  /// Every key the manifest format does not know, at its line and column. Shapes are left to the
  /// decoder, which reports them.
  static func unknown(in text: String, path: String) -> [Diagnostic] {
    guard let root = try? YAMLComposer.compose(text), case .mapping(let manifest) = root else { return [] }
    var found = check(manifest, allowed: top, where: "the manifest", path: path)
    for (key, value) in manifest {
      switch key.string {
      case "files": found += checkEach(value, allowed: file, where: "an entry of files", path: path)
      case "parameters": found += checkEach(value, allowed: parameter, where: "a parameter", path: path)
      case "values": found += checkEach(value, allowed: Self.value, where: "a value", path: path)
      case "reserved":
        if case .mapping(let lists) = value { found += check(lists, allowed: reserved, where: "reserved", path: path) }
      default: break
      }
    }
    return found.sortedByLocation
  }

  private static func checkEach(_ node: Node, allowed: [String], where place: String, path: String) -> [Diagnostic] {
    guard case .sequence(let entries) = node else { return [] }
    return entries.flatMap { entry -> [Diagnostic] in
      guard case .mapping(let mapping) = entry else { return [] }
      return check(mapping, allowed: allowed, where: place, path: path)
    }
  }

  private static func check(_ mapping: Node.Mapping, allowed: [String], where place: String, path: String)
    -> [Diagnostic]
  {
    mapping.keys.compactMap { key in
      guard let name = key.string, !allowed.contains(name) else { return nil }
      return Diagnostic(
        "unknown key '\(name)' in \(place)\(Suggestion.didYouMean(name, in: allowed))",
        at: key.mark.map { SourceLocation(file: path, line: $0.line, column: $0.column) },
        hint: "allowed keys: \(allowed.joined(separator: ", "))")
    }
  }
}
