import ScaffoldBase

extension UseCase {
  /// Whether a test of the mapping needs a second response: a value shown or sent from the
  /// response that is a Bool has two values only, so the one sample every test uses cannot tell
  /// the mapping (`isValid: response.isValid`) from a constant that happens to equal it
  /// (`isValid: false`). A second sample with every Bool turned over can. Other types' samples
  /// are distinct (`ValueLiterals.distinct`), which already tells a constant apart.
  package var needsAnotherResponse: Bool {
    let shown = viewModel.contains { field in
      guard case .value(let value) = field.source, let last = value.steps.last else { return false }
      return last.type.endsInBool
    }
    let sent = emission?.values.contains { $0.source == .response && $0.field.type.endsInBool } ?? false
    return shown || sent
  }
}

extension TypeExpression {
  /// `Bool`, `Bool?` or `[Bool]`: a Bool once optionals and lists are looked through.
  fileprivate var endsInBool: Bool {
    switch self {
    case .named(let name): return name == "Bool"
    case .optional(let wrapped), .array(let wrapped): return wrapped.endsInBool
    case .dictionary: return false
    }
  }
}
