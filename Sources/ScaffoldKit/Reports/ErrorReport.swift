import ScaffoldBase

/// An error as JSON: `{"error": {"kind": …, "message": …, "diagnostics": [...]}}`.
public enum ErrorReport {
  public static func value(of error: ScaffoldError) -> ContextValue {
    var diagnostics: [Diagnostic] = []
    let kind: String
    switch error {
    case .invalidSpec(let list): (kind, diagnostics) = ("invalidSpec", list)
    case .invalidTemplate(let list): (kind, diagnostics) = ("invalidTemplate", list)
    case .invalidRecord(let list): (kind, diagnostics) = ("invalidRecord", list)
    case .packageRefused(let list): (kind, diagnostics) = ("packageRefused", list)
    case .unreadableInput: kind = "unreadableInput"
    case .conflicts: kind = "conflicts"
    case .outputExists: kind = "outputExists"
    case .writeFailed: kind = "writeFailed"
    }
    var body: [String: ContextValue] = [
      "kind": .string(kind), "message": .string(error.description),
      "diagnostics": .list(diagnostics.map(value)),
    ]
    if case .conflicts(_, let paths, _) = error { body["paths"] = .list(paths.map { .string($0) }) }
    return ["error": .object(body)]
  }

  private static func value(_ diagnostic: Diagnostic) -> ContextValue {
    var value: [String: ContextValue] = ["message": .string(diagnostic.message)]
    if let hint = diagnostic.hint { value["hint"] = .string(hint) }
    if let location = diagnostic.location {
      value["file"] = .string(location.file)
      value["line"] = .int(location.line)
      value["column"] = .int(location.column)
    }
    return .object(value)
  }
}
