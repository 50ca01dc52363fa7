/// Writes the `template.yml` of an imported template: every value double-quoted, so no name or
/// summary is read as a number, flag or null, in a fixed order so an import is reproducible.
struct GenerambaManifest {
  var name: String
  var summary: String
  var architecture: Architecture
  var version: String
  var parameters: [TemplateParameter]
  var files: [TemplateManifest.File]
  var source: String

  var text: String {
    var lines = [
      "# Imported from the Generamba template \(source) by scaffold templates import-generamba.",
      "name: \(Self.quoted(name))",
      "summary: \(Self.quoted(summary))",
      "architecture: \(architecture.rawValue)",
      "version: \(Self.quoted(version))",
    ]
    if !parameters.isEmpty {
      lines.append("parameters:")
      for parameter in parameters {
        lines.append("  - name: \(Self.quoted(parameter.name))")
        lines.append("    type: \(parameter.type.rawValue)")
        lines.append("    description: \(Self.quoted(parameter.description))")
        if let value = parameter.defaultValue { lines.append("    default: \(Self.quoted(value))") }
      }
    }
    lines.append("files:")
    for file in files {
      lines.append("  - template: \(Self.quoted(file.template))")
      lines.append("    output: \(Self.quoted(file.output))")
      lines.append("    kind: \(file.kind.rawValue)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A YAML double-quoted scalar; control characters are escaped so the value stays on one line.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
