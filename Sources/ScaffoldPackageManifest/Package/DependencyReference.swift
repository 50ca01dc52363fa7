/// Whether an element of a target's `dependencies:` refers to one of some names, in the forms
/// SwiftPM accepts: `"Login"`, `.target(name: "Login")`, `.byName(name: "Login")` (with or
/// without `condition:`) and `.product(name: "Login", package: …)`.
///
/// A `.product` is matched only when it names no package (a form older tools accept, where the
/// product is looked up by name alone) or names this very package: a `package:` naming another
/// package points at that package's product, which merely shares the name and must stay.
enum DependencyReference {
  static func matches(
    _ item: ManifestSource.ListItem, names: Set<String>, in source: ManifestSource, hostPackage: String?
  ) -> Bool {
    if let literal = source.literal(in: item.tokens) { return names.contains(literal) }
    guard let call = source.call(in: item.tokens),
      let name = call.arguments.labelled("name").flatMap({ source.literal(in: $0.value) }), names.contains(name)
    else { return false }
    switch call.name {
    case "target", "byName":
      return true
    case "product":
      guard let package = call.arguments.labelled("package") else { return true }
      return hostPackage != nil && source.literal(in: package.value) == hostPackage
    default:
      return false
    }
  }

  /// Whether the string token at `index` names something of another package, so a removed
  /// target's name there is no use of that target: `.product(name:package:)` of another package,
  /// any `package:` argument, and anything inside `.package(…)`.
  static func isOtherPackage(stringAt index: Int, in source: ManifestSource, hostPackage: String?) -> Bool {
    guard let open = source.enclosingOpener(of: index), open > 0, source.tokens[open].text == "(" else {
      return false
    }
    let callee = source.tokens[open - 1].text
    if callee == "package" { return true }
    let isLabelled = index >= 2 && source.tokens[index - 1].text == ":"
    let label = isLabelled ? source.tokens[index - 2].text : nil
    guard callee == "product" else { return false }
    if label == "package" { return true }
    let package = source.arguments(inside: open).labelled("package").flatMap { source.literal(in: $0.value) }
    return package != nil && package != hostPackage
  }
}
