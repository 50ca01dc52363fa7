extension ProjectConfiguration {
  /// The configuration as `.scaffold.yml` text (what `scaffold init` writes): only the keys that
  /// are set, in a fixed order, each value quoted.
  public var yamlText: String {
    var lines = ["# Scaffold project settings; see \"Project configuration\" in Scaffold's docs/module-spec.md."]
    func add(_ key: String, _ value: String?) {
      if let value { lines.append("\(key): \(YAMLScalar.quoted(value))") }
    }
    add("author", author)
    add("organisation", organisation)
    add("name", name)
    add("prefix", prefix?.value)
    add("architecture", architecture?.value)
    add("template", template)
    add("ui", ui?.value)
    add("testing", testing?.value)
    add("output", output)
    add("package", package)
    add("xcodeproj", xcodeproj)
    add("target", target)
    add("testTarget", testTarget)
    add("group", group)
    // Numbers, written bare as the docs show them.
    if let indentation { lines.append("indentation: \(indentation.value)") }
    if let lineLength { lines.append("lineLength: \(lineLength.value)") }
    if !templates.isEmpty { lines.append("templates: [\(templates.map(YAMLScalar.quoted).joined(separator: ", "))]") }
    if let platforms, !platforms.isEmpty {
      lines.append("platforms:")
      lines += platforms.map { "  \($0.name.value): \(YAMLScalar.quoted($0.version.value))" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
