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
  /// The variables printed through Liquid's filters (`values:`).
  var values: [TemplateValue] = []
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
    if !values.isEmpty {
      lines.append("# Variables Generamba's templates print through Liquid's filters: their text, filtered.")
      lines.append("values:")
      for value in values {
        lines.append("  - name: \(YAMLScalar.quoted(value.name))")
        lines.append("    from: \(YAMLScalar.quoted(value.from))")
        let filters = value.filters.map { filter in
          let (name, arguments) = filter.spelling
          switch arguments.count {
          case 0: return YAMLScalar.quoted(name)
          case 1: return "{\(YAMLScalar.quoted(name)): \(YAMLScalar.quoted(arguments[0]))}"
          default: return "{\(YAMLScalar.quoted(name)): [\(arguments.map(YAMLScalar.quoted).joined(separator: ", "))]}"
          }
        }
        lines.append("    filters: [\(filters.joined(separator: ", "))]")
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
