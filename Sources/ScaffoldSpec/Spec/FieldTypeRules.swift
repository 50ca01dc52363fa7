import ScaffoldBase

/// The rule for field types: Swift type syntax over the built-in value types and the spec's
/// entities, nothing else (so no text from the spec can inject code).
enum FieldTypeRules {
  package static let hint = "types must be Swift standard/Foundation value types or entities of this spec"

  /// - Parameter otherModulesEntities: entities declared by other modules of the spec, which are
  ///   Swift modules of their own (a package's targets), by module: still unknown here, with a
  ///   message that says where the type is and how to share it.
  package static func check(
    _ spec: FieldSpec, entityNames: [String], otherModulesEntities: [String: String] = [:],
    into collector: inout DiagnosticCollector
  ) -> TypeExpression? {
    let text = spec.type.value
    switch TypeSyntaxParser.parse(text) {
    case .failure(let failure):
      collector.error(
        "'\(text)' in \(spec.path) is not a Swift type: \(failure.message)",
        at: spec.type.location?.advanced(by: failure.offset),
        hint: "write Swift type syntax such as 'String', '[Item]', '[String: Int]' or 'Date?'")
      return nil
    case .success(let parsed):
      let known = TypeExpression.builtInNames + entityNames
      var valid = true
      for name in parsed.nameOffsets where !known.contains(name.name) {
        valid = false
        if let owner = otherModulesEntities[name.name] {
          collector.error(
            "type '\(name.name)' in \(spec.path) is an entity of module \(owner), which is a Swift module of its own "
              + "in the package, so this module cannot see it",
            at: spec.type.location?.advanced(by: name.offset),
            hint: "move '\(name.name)' to the spec's top-level 'entities:', which every module of the spec shares")
          continue
        }
        collector.error(
          "unknown type '\(name.name)' in \(spec.path)\(Suggestion.didYouMean(name.name, in: known))",
          at: spec.type.location?.advanced(by: name.offset), hint: hint)
      }
      return valid ? parsed.type : nil
    }
  }
}
