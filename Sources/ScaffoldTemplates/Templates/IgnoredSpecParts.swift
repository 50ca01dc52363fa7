import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Parts of a valid spec that the chosen template never reads. They are accepted, since one spec
/// may serve several architectures (`scaffold mvc Cart --spec cart.yml` and `scaffold mvp …`), but
/// said in a note rather than dropped in silence.
enum IgnoredSpecParts {
  /// One note per use case whose `viewModel:` the template does not use (every built-in reads
  /// them; a team's template may not), at the spec's position.
  static func notes(for spec: ModuleSpec, template: Template) -> [String] {
    unreadParts(of: spec, template: template) + viewModelNotes(for: spec, template: template)
  }

  /// A note for each kind of input the template reads nothing of: its use cases, routes,
  /// entities, input, output, or the request and response fields of its use cases. A team's
  /// template may leave any of them out; the user who gave them should hear so.
  private static func unreadParts(of spec: ModuleSpec, template: Template) -> [String] {
    let requestFields = spec.useCases.flatMap(\.request)
    let responseFields = spec.useCases.flatMap(\.response)
    // A record keeps the default use case (made when the spec names none) as if written, so a
    // re-render of a module whose template reads no use cases would otherwise note a `load`
    // the user never wrote.
    let isDefaultOnly =
      spec.useCases.count == 1
      && spec.useCases.allSatisfy { $0.name.value == "load" && $0.request.isEmpty && $0.response.isEmpty }
    let parts: [(given: [Located<String>], keys: [String], plural: String)] = [
      (isDefaultOnly ? [] : spec.useCases.map(\.name), ["useCases", "useCase"], "use cases"),
      (spec.routes.map(\.name), ["routes", "route", "hasRoutes"], "routes"),
      (spec.entities.map(\.name), ["entities", "entity", "hasEntities"], "entities"),
      (spec.input.map(\.name), ["input", "hasInput"], "input fields"),
      (spec.output.map(\.name), ["outputEvents", "hasOutput"], "output events"),
      (requestFields.map(\.name), ["useCase.request", "useCase.requestArguments"], "request fields"),
      (responseFields.map(\.name), ["useCase.response"], "response fields"),
    ]
    return parts.compactMap { part in
      guard let first = part.given.first, !part.keys.contains(where: template.reads) else { return nil }
      let place = first.location.map { "\($0): " } ?? ""
      let names = part.given.map { "'\($0.value)'" }.joined(separator: ", ")
      return
        "\(place)template '\(template.manifest.name)' reads no \(part.plural), so \(names) "
        + "\(part.given.count == 1 ? "is" : "are") ignored; remove \(part.given.count == 1 ? "it" : "them"), "
        + "or use a template that reads them"
    }
  }

  private static func viewModelNotes(for spec: ModuleSpec, template: Template) -> [String] {
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
    readKeys.answer(for: key) {
      let texts = Array(files.values) + Array(partials.values) + manifest.files.map(\.output)
      return texts.contains { Self.text($0, names: key) }
        || manifest.files.contains { file in file.when.contains { Self.text($0, names: key) } }
    }
  }

  /// Searched by bytes: the keys are ASCII, and so is nearly every template. Where a match is
  /// followed by a character that is not ASCII, the text is searched again by characters, as it
  /// always was, since only characters tell a letter or a combining mark there.
  private static func text(_ text: String, names key: String) -> Bool {
    let key = Array(key.utf8)
    var copy = text
    let found: Bool? = copy.withUTF8 { bytes in
      guard let first = key.first, bytes.count >= key.count else { return false }
      for start in 0...(bytes.count - key.count)
      where bytes[start] == first && key.indices.allSatisfy({ bytes[start + $0] == key[$0] }) {
        let end = start + key.count
        guard end < bytes.count else { return true }
        let next = bytes[end]
        if next >= 0x80 { return nil }
        let isWordByte =
          (next >= 0x30 && next <= 0x39) || (next >= 0x41 && next <= 0x5A) || (next >= 0x61 && next <= 0x7A)
          || next == 0x5F
        if !isWordByte { return true }
      }
      return false
    }
    return found ?? characterSearch(text, names: String(decoding: key, as: UTF8.self))
  }

  private static func characterSearch(_ text: String, names key: String) -> Bool {
    var rest = text[...]
    while let found = rest.range(of: key) {
      let next = rest[found.upperBound...].first
      if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }
}

/// The answers of `Template.reads`, by key, shared by the copies of one template.
final class KeyMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [String: Bool] = [:]

  func answer(for key: String, _ find: () -> Bool) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let known = answers[key] { return known }
    let found = find()
    answers[key] = found
    return found
  }
}
