/// Parts of a valid spec that the chosen template never reads. They are accepted, since one spec
/// may serve several architectures (`scaffold mvc Cart --spec cart.yml` and `scaffold mvp …`), but
/// said in a note rather than dropped in silence.
enum IgnoredSpecParts {
  /// One note per use case whose `viewModel:` the template does not use (every built-in reads
  /// them; a team's template may not), at the spec's position.
  static func notes(for spec: ModuleSpec, template: Template) -> [String] {
    let given = spec.useCases.filter { $0.viewModel != nil }
    guard !given.isEmpty, !template.reads("useCase.viewModel") else { return [] }
    return given.map { useCase in
      let location = useCase.viewModel?.first?.name.location ?? useCase.name.location
      let place = location.map { "\($0): " } ?? ""
      return
        "\(place)the viewModel of use case '\(useCase.name.value)' is ignored: template "
        + "'\(template.manifest.name)' has no view models; remove it, or use a template that has them "
        + "(mvc, mvp, mvvm, viper, vip)"
    }
  }
}

extension Template {
  /// Whether any file, partial, output path or `when:` names the context key `key` (or a key under
  /// it). Keys are namespaced (`useCase.viewModel`), so the text tells a key the template never
  /// reads; `useCase.viewModelMirrorsResponse` is another key and does not count.
  func reads(_ key: String) -> Bool {
    let texts = Array(files.values) + Array(partials.values) + manifest.files.map(\.output)
    return texts.contains { Self.text($0, names: key) }
      || manifest.files.contains { file in file.when.contains { Self.text($0, names: key) } }
  }

  private static func text(_ text: String, names key: String) -> Bool {
    var rest = text[...]
    while let found = rest.range(of: key) {
      let next = rest[found.upperBound...].first
      if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }
}
