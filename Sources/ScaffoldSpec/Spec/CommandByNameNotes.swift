import ScaffoldBase

/// Says, at the use case's name, when its name rather than a written `kind:` decided its kind:
/// a double tap behaves differently from what a reader of an older spec expects, and a use case
/// run on load with a state-changing name runs on every open. Writing `kind:` silences it.
package enum CommandByNameNotes {
  package static func notes(_ module: Module, spec: ModuleSpec) -> [String] {
    module.useCases.compactMap { useCase in
      guard let useCaseSpec = spec.useCases.first(where: { Name($0.name.value)?.camel == useCase.name.camel }),
        useCaseSpec.kind == nil, let verb = StateChangingVerbs.verb(startingName: useCase.name)
      else { return nil }
      let position = useCaseSpec.name.location.map { "\($0): " } ?? ""
      let name = useCase.name.camel
      // A flag has no line to add `kind:` to: it takes the kind itself (`--use-case pay:command`).
      let isFlag = useCaseSpec.name.location == nil
      func writing(_ kind: UseCaseKind, verb: String = "write ") -> String {
        isFlag ? "pass '--use-case \(name):\(kind.rawValue)'" : "\(verb)'kind: \(kind.rawValue)'"
      }
      if useCase.kind == .command {
        return position
          + "use case '\(name)' is a command because its name starts with '\(verb)', which changes something: "
          + "a second call while one runs (a double tap) is refused, and leaving the screen does not cancel it; "
          + "\(writing(.command)) to keep this and silence this note, "
          + "or \(writing(.query, verb: "")) if it only reads (the newest call wins, leaving cancels it)"
      }
      guard useCase.runsOnLoad else { return nil }
      return position
        + "use case '\(name)' runs on load, so it stays a query although its name starts with '\(verb)', "
        + "which changes something: it runs every time the screen opens, the newest call wins and leaving "
        + "cancels it; if it only reads, rename it (such as '\(readingName(useCase.name))') or \(writing(.query)); "
        + "if it changes something, remove 'onLoad: true' so it can be a command"
    }
  }

  /// The name with its verb replaced by `load` (`submitForm` reads `loadForm`), for the advice.
  private static func readingName(_ name: Name) -> String {
    let rest = name.words.dropFirst(StateChangingVerbs.verb(startingName: name)?.split(separator: " ").count ?? 1)
    return Name(words: ["load"] + (rest.isEmpty ? name.words : Array(rest))).camel
  }
}
