import Yams

extension GenerambaImport {
  /// Rambafile keys with a `.scaffold.yml` equivalent (see docs/generamba.md).
  static let rambafileMappedKeys = ["company", "author", "templates", "project_file_path", "project_group_path"]

  /// Rambafile keys that mean nothing for Scaffold; accepted and left out. docs/generamba.md
  /// gives each one's reason.
  static let rambafileIgnoredKeys = [
    "project_name", "product_module_name", "prefix", "xcodeproj_path", "project_xcodeproj_path",
    "test_xcodeproj_path", "project_target", "project_targets", "test_target", "test_targets", "test_file_path",
    "test_group_path", "podfile_path", "cartfile_path", "catalogs",
  ]

  /// Reads a Rambafile's settings (YAML) into a project configuration.
  ///
  /// Throws `invalidSpec` with every unknown key or malformed value at its line and column.
  public static func configuration(fromRambafile text: String, file: String) throws(ScaffoldError)
    -> ProjectConfiguration
  {
    let root: Node
    switch GenerambaYAML.compose(text, file: file, what: "Rambafile") {
    case .node(let node): root = node
    case .problem(let diagnostic): throw .invalidSpec([diagnostic])
    }
    var reader = SpecNodeReader(file: file)
    guard let mapping = reader.expectMapping(root, path: "the Rambafile") else {
      throw .invalidSpec(reader.collector.diagnostics)
    }
    reader.checkKeys(mapping, allowed: rambafileMappedKeys + rambafileIgnoredKeys, path: "the Rambafile")
    // Ignored keys are still read, so a malformed value is reported rather than passed over.
    for key in rambafileIgnoredKeys where !["catalogs", "project_targets", "test_targets"].contains(key) {
      _ = value(mapping[key], key, &reader)
    }
    for key in ["catalogs", "project_targets", "test_targets"] {
      _ = reader.list(mapping[key], path: key) { reader, node, path in reader.scalar(node, path: path) }
    }
    var configuration = ProjectConfiguration(file: file)
    configuration.organisation = value(mapping["company"], "company", &reader)
    configuration.author = value(mapping["author"], "author", &reader)
    // Generamba creates <project_file_path>/<Module>/, as Scaffold's output does; without a
    // file path it uses the group path for files too.
    configuration.output =
      value(mapping["project_file_path"], "project_file_path", &reader)
      ?? value(mapping["project_group_path"], "project_group_path", &reader)
    let templates = reader.list(mapping["templates"], path: "templates") { reader, node, path in
      templateName(node, path: path, reader: &reader)
    }
    configuration.template = templates.first.map(templateName)
    guard reader.collector.isEmpty else { throw .invalidSpec(reader.collector.sortedByLocation) }
    return configuration
  }

  /// A scalar's text; `nil` when absent or null (`prefix:` with no value is common).
  private static func value(_ node: Node?, _ key: String, _ reader: inout SpecNodeReader) -> String? {
    guard let node, !reader.isNull(node) else { return nil }
    return reader.scalar(node, path: key)?.value
  }

  /// `{name: swifty_viper}`, `{name: x, local: path}` or `{name: x, git: url, branch: b}`.
  private static func templateName(_ node: Node, path: String, reader: inout SpecNodeReader) -> String? {
    guard let entry = reader.expectMapping(node, path: path) else { return nil }
    reader.checkKeys(entry, allowed: ["name", "local", "git", "branch"], path: path)
    for key in ["local", "git", "branch"] { _ = value(entry[key], "\(path).\(key)", &reader) }
    guard let name = value(entry["name"], "\(path).name", &reader) else {
      reader.report(node, "\(path) has no 'name'", hint: "write '- {name: template_name}'")
      return nil
    }
    return name
  }
}
