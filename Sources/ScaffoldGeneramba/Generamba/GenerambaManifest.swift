import ScaffoldSpec
import ScaffoldTemplates

/// Writes the `template.yml` of an imported template: every value double-quoted, so no name or
/// summary is read as a number, flag or null, in a fixed order so an import is reproducible.
struct GenerambaManifest {
  var name: String
  var summary: String
  var architecture: Architecture
  package var version: String
  var parameters: [TemplateParameter]
  var files: [TemplateManifest.File]
  var source: String

  var text: String {
    var lines = [
      "# Imported from the Generamba template \(source) by scaffold templates import-generamba.",
      "name: \(YAMLScalar.quoted(name))",
      "summary: \(YAMLScalar.quoted(summary))",
      "architecture: \(architecture.rawValue)",
      "version: \(YAMLScalar.quoted(version))",
      "# Its files reach the disk as they render, in the indentation they are written with, as",
      "# Generamba writes them.",
      "layout: asWritten",
    ]
    if !parameters.isEmpty {
      lines.append("parameters:")
      for parameter in parameters {
        lines.append("  - name: \(YAMLScalar.quoted(parameter.name))")
        lines.append("    type: \(parameter.type.rawValue)")
        lines.append("    description: \(YAMLScalar.quoted(parameter.description))")
        if let value = parameter.defaultValue { lines.append("    default: \(YAMLScalar.quoted(value))") }
      }
    }
    lines.append("files:")
    for file in files {
      lines.append("  - template: \(YAMLScalar.quoted(file.template))")
      lines.append("    output: \(YAMLScalar.quoted(file.output))")
      lines.append("    kind: \(file.kind.rawValue)")
      if !file.when.isEmpty { lines.append("    when: [\(file.when.map(YAMLScalar.quoted).joined(separator: ", "))]") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
