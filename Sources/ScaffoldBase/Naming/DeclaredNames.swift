/// The names of one kind declared so far in a spec: checks each new one against the name rules
/// and reports a second declaration together with where the first one is.
package struct DeclaredNames {
  let kind: NameKind
  /// Where each normalised name was first declared, as printed in messages.
  private var firstPlaces: [String: String] = [:]

  package init(kind: NameKind) {
    self.kind = kind
  }

  /// The normalised name, or `nil` once the reason it cannot be used is recorded.
  package mutating func declare(_ raw: Located<String>, path: String, into collector: inout DiagnosticCollector)
    -> Name?
  {
    // Names from flags (`--use-case #1`) have no `.name` key to point at.
    let namePath = path.hasPrefix("--") ? path : "\(path).name"
    guard let name = NameRules.check(raw, kind: kind, path: namePath, into: &collector) else { return nil }
    let key = kind.isTypeName ? name.pascal : name.camel
    if let first = firstPlaces[key] {
      // A name from a flag has no position, so the message says which flag it is.
      let place = raw.location == nil ? " by \(path)" : ""
      collector.error(
        "\(kind.rawValue) '\(key)' is declared again\(place) (first at \(first))", at: raw.location,
        hint: "rename or remove one of them")
      return nil
    }
    firstPlaces[key] = raw.location?.description ?? path
    return name
  }
}
