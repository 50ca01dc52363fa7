import ScaffoldSpec

/// A mapped module spec written as the YAML a team would write, for a file beside the document
/// (`scaffold generate`) and, later, the record. Every scalar is double-quoted with its control
/// characters escaped (`YAMLScalar`), so no name, type or summary of the document can change the
/// YAML's structure.
enum OpenAPISpecText {
  static func text(of spec: ModuleSpec, document: OpenAPIDocument, selection: OpenAPISelection) -> String {
    var chosen: [String] = []
    if !selection.tags.isEmpty { chosen.append("tags " + selection.tags.joined(separator: ", ")) }
    if !selection.operationIDs.isEmpty { chosen.append("operations " + selection.operationIDs.joined(separator: ", ")) }
    var lines = [
      "# Mapped by Scaffold from \(oneLine(document.file)) (OpenAPI \(document.version.rawValue), SHA-256 \(document.sha256)),",
      "# \(oneLine(chosen.joined(separator: "; "))).",
    ]
    if let name = spec.name { lines.append("name: \(quoted(name.value))") }
    if let architecture = spec.architecture { lines.append("architecture: \(quoted(architecture.value))") }
    if let summary = spec.summary { lines.append("summary: \(quoted(summary))") }
    if !spec.entities.isEmpty {
      lines.append("entities:")
      for entity in spec.entities {
        lines.append("  - name: \(quoted(entity.name.value))")
        fieldLines(entity.fields, key: "fields", into: &lines)
      }
    }
    if !spec.useCases.isEmpty {
      lines.append("useCases:")
      for useCase in spec.useCases {
        lines.append("  - name: \(quoted(useCase.name.value))")
        if let kind = useCase.kind { lines.append("    kind: \(quoted(kind.value))") }
        if let summary = useCase.summary { lines.append("    summary: \(quoted(summary))") }
        fieldLines(useCase.request, key: "request", into: &lines)
        fieldLines(useCase.response, key: "response", into: &lines)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fieldLines(_ fields: [FieldSpec], key: String, into lines: inout [String]) {
    guard !fields.isEmpty else { return }
    lines.append("    \(key):")
    for field in fields { lines.append("      - \(quoted(field.name.value)): \(quoted(field.type.value))") }
  }

  /// A comment's text on one line: a file name with a line break would end the comment.
  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  private static func quoted(_ text: String) -> String { YAMLScalar.quoted(text) }
}
