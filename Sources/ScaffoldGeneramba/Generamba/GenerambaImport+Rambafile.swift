import Foundation
import ScaffoldBase
import ScaffoldSpec
import Yams

/// What `init --from-rambafile` keeps of a Rambafile: the settings, and a note for each key
/// that has no Scaffold equivalent, so nothing is dropped silently.
public struct RambafileImport: Sendable, Equatable {
  public var configuration: ProjectConfiguration
  /// `Rambafile:line:column: 'key' …`, one per key set in the Rambafile and not carried over.
  public var notes: [String]
  /// The templates the Rambafile lists, in its order, for `init` to import.
  public var templates: [RambafileTemplate] = []
}

/// A `templates:` entry of a Rambafile: the name Scaffold gives the template, the name as written
/// (catalogs name their folders so), and its `local:` folder, relative to the Rambafile's.
public struct RambafileTemplate: Sendable, Equatable {
  public var name: String
  public var written: String
  public var local: String?
}

extension GenerambaImport {
  /// Rambafile keys with a `.scaffold.yml` equivalent (see docs/generamba.md).
  static let rambafileMappedKeys = [
    "project_name", "company", "author", "prefix", "templates", "project_file_path", "project_group_path",
    "xcodeproj_path", "project_xcodeproj_path", "project_target", "project_targets", "test_target", "test_targets",
  ]

  /// Rambafile keys Scaffold has no equivalent for, with what to do instead; each one set is
  /// reported as a note.
  static let rambafileUnmappedKeys: KeyValuePairs<String, String> = [
    "product_module_name": "a module is a package and its product is named after the module",
    "test_xcodeproj_path": "the tests go to the test target (testTarget:) of the project in 'xcodeproj:'",
    "test_file_path": "the tests go inside the module's package, or to the test target's group in an Xcode project",
    "test_group_path": "the tests go inside the module's package, or to the test target's group in an Xcode project",
    "podfile_path": "modules are Swift packages; their dependencies go in the spec",
    "cartfile_path": "modules are Swift packages; their dependencies go in the spec",
    "catalogs": "import catalog templates with 'scaffold templates import-generamba <folder>'",
  ]

  /// Where `generamba template install` puts templates, and where docs/generamba.md imports
  /// them to: `init` names it in `templates:` so the imported templates are found first.
  static let rambafileTemplateFolder = "Templates"

  /// Reads a Rambafile's settings (YAML) into a project configuration.
  ///
  /// Throws `invalidSpec` with every unknown key, malformed value and path leaving the project
  /// at its line and column.
  public static func rambafile(_ text: String, file: String) throws(ScaffoldError) -> RambafileImport {
    let root: Node
    switch GenerambaYAML.compose(text, file: file, what: "Rambafile") {
    case .node(let node): root = node
    case .problem(let diagnostic): throw .invalidSpec([diagnostic])
    }
    var reader = SpecNodeReader(file: file)
    guard let mapping = reader.expectMapping(root, path: "the Rambafile") else {
      throw .invalidSpec(reader.collector.diagnostics)
    }
    let unmapped = rambafileUnmappedKeys.map(\.key)
    reader.checkKeys(mapping, allowed: rambafileMappedKeys + unmapped, path: "the Rambafile")
    var notes: [String] = []
    for (key, instead) in rambafileUnmappedKeys {
      guard let node = mapping[key], !reader.isNull(node) else { continue }
      // Every value is still read, so a malformed one is reported rather than passed over.
      if ["catalogs", "project_targets", "test_targets"].contains(key) {
        _ = reader.list(node, path: key) { reader, node, path in reader.scalar(node, path: path) }
      } else if reader.scalar(node, path: key)?.value.isEmpty == true {
        continue  // an empty value sets nothing, in Generamba as here
      }
      notes.append("\(position(of: node, in: file))'\(key)' is not carried over: \(instead)")
    }
    var configuration = ProjectConfiguration(file: file)
    configuration.name = value(mapping["project_name"], "project_name", &reader)
    configuration.organisation = value(mapping["company"], "company", &reader)
    configuration.author = value(mapping["author"], "author", &reader)
    // Templates print it as `project.prefix`; empty is Scaffold's default too.
    if let node = mapping["prefix"], let prefix = value(node, "prefix", &reader), !prefix.isEmpty {
      if let problem = ClassPrefix.problem(prefix) { reader.report(node, problem, hint: ClassPrefix.hint) }
      configuration.prefix = Located(prefix)
    }
    // Generamba creates <project_file_path>/<Module>/, as Scaffold's output does; without a
    // file path it uses the group path for files too.
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    let filePath = projectPath(mapping["project_file_path"], "project_file_path", folder: folder, &reader)
    let groupPath = projectPath(mapping["project_group_path"], "project_group_path", folder: folder, &reader)
    let xcode = xcodeKeys(mapping, file: file, folder: folder, reader: &reader, notes: &notes)
    if let xcode {
      // In an Xcode project a module's files go to the folder of its group.
      (configuration.xcodeproj, configuration.target, configuration.testTarget) = xcode
      configuration.group = groupPath ?? filePath
      if let node = mapping["project_file_path"], filePath != nil, groupPath != nil, filePath != groupPath {
        notes.append(
          "\(position(of: node, in: file))'project_file_path' is not carried over: in an Xcode project a module's files go to the folder of its group (group: \(groupPath ?? ""))"
        )
      }
    } else {
      configuration.output = filePath ?? groupPath
      if filePath != nil, let group = mapping["project_group_path"], groupPath != nil {
        notes.append(
          "\(position(of: group, in: file))'project_group_path' is not carried over: a package has no Xcode groups, and its files go to project_file_path (output:)"
        )
      }
    }
    let templates = reader.list(mapping["templates"], path: "templates") { reader, node, path in
      templateEntry(node, path: path, file: file, reader: &reader, notes: &notes)
    }
    configuration.template = templates.first?.name
    if configuration.template != nil { configuration.templates = [rambafileTemplateFolder] }
    guard reader.collector.isEmpty else { throw .invalidSpec(reader.collector.sortedByLocation) }
    return RambafileImport(configuration: configuration, notes: notes, templates: templates)
  }

  /// `xcodeproj:`, `target:` and `testTarget:` from `xcodeproj_path` (or `project_xcodeproj_path`),
  /// `project_target(s)` and `test_target(s)`; `nil` without both a project and a target, with a
  /// note for what is set and cannot be used then. Of a list of targets, the first: a module is
  /// added to one target.
  private static func xcodeKeys(
    _ mapping: Node.Mapping, file: String, folder: URL, reader: inout SpecNodeReader, notes: inout [String]
  ) -> (xcodeproj: String, target: String, testTarget: String?)? {
    let projectKey = mapping["xcodeproj_path"] != nil ? "xcodeproj_path" : "project_xcodeproj_path"
    let xcodeproj = projectPath(mapping[projectKey], projectKey, folder: folder, &reader)
    func first(_ key: String, _ listKey: String) -> String? {
      if let single = value(mapping[key], key, &reader), !single.isEmpty { return single }
      guard let node = mapping[listKey], !reader.isNull(node) else { return nil }
      let names = reader.list(node, path: listKey) { reader, node, path in reader.scalar(node, path: path)?.value }
      if names.count > 1, let name = names.first {
        notes.append(
          "\(position(of: node, in: file))'\(listKey)' names \(names.count) targets: a module is added to one, \(name); add it to the others in Xcode"
        )
      }
      return names.first
    }
    let target = first("project_target", "project_targets")
    let testTarget = first("test_target", "test_targets")
    guard let xcodeproj, let target else {
      for key in [projectKey, "project_target", "project_targets", "test_target", "test_targets"] {
        guard let node = mapping[key], !reader.isNull(node) else { continue }
        let missing = xcodeproj == nil ? "xcodeproj_path" : "project_target"
        notes.append(
          "\(position(of: node, in: file))'\(key)' is not carried over: without \(missing) modules are Swift packages; for an Xcode project set 'xcodeproj:' and 'target:' (docs/xcode.md)"
        )
      }
      return nil
    }
    return (xcodeproj, target, testTarget)
  }

  /// The settings alone, for callers that do not show notes.
  public static func configuration(fromRambafile text: String, file: String) throws(ScaffoldError)
    -> ProjectConfiguration
  {
    try rambafile(text, file: file).configuration
  }

  /// `Rambafile:line:column: `, where a note's key is.
  private static func position(of node: Node, in file: String) -> String {
    node.mark.map { "\(file):\($0.line):\($0.column): " } ?? "\(file): "
  }

  /// A scalar's text; `nil` when absent or null (`prefix:` with no value is common).
  private static func value(_ node: Node?, _ key: String, _ reader: inout SpecNodeReader) -> String? {
    guard let node, !reader.isNull(node) else { return nil }
    return reader.scalar(node, path: key)?.value
  }

  /// A Rambafile path, relative to the project: Generamba joins it to the project folder, so a
  /// leading slash (`/Presentation/Modules`) means the project's folder, not the filesystem's.
  /// A path that would lead out of the project (`..`, `~`, a symbolic link to elsewhere) is refused.
  private static func projectPath(
    _ node: Node?, _ key: String, folder: URL, _ reader: inout SpecNodeReader
  ) -> String? {
    guard let text = value(node, key, &reader), let node else { return nil }
    let components = text.split(separator: "/").filter { $0 != "." }
    let relative = components.joined(separator: "/")
    if let problem = ProjectPathRule.problem(with: relative, in: folder, showingFolder: false) {
      reader.report(
        node, "\(key) '\(text)' \(problem)", hint: "write a path inside the project, relative to the Rambafile's folder"
      )
      return nil
    }
    return relative.isEmpty ? nil : relative
  }

  /// `{name: swifty_viper}`, `{name: x, local: path}` or `{name: x, git: url, branch: b}`.
  /// `local`, `git` and `branch` say where `generamba template install` fetches the template
  /// from: `init` imports a `local` one itself, and `git` and `branch` are notes.
  private static func templateEntry(
    _ node: Node, path: String, file: String, reader: inout SpecNodeReader, notes: inout [String]
  ) -> RambafileTemplate? {
    guard let entry = reader.expectMapping(node, path: path) else { return nil }
    reader.checkKeys(entry, allowed: ["name", "local", "git", "branch"], path: path)
    let local = value(entry["local"], "\(path).local", &reader).flatMap { $0.isEmpty ? nil : $0 }
    for key in ["git", "branch"] {
      guard let keyNode = entry[key], let text = value(keyNode, "\(path).\(key)", &reader), !text.isEmpty else {
        continue
      }
      let instead =
        "clone the repository\(key == "branch" ? " at that branch" : ""), then import the template with 'scaffold templates import-generamba <clone> --output \(rambafileTemplateFolder)'"
      notes.append("\(position(of: keyNode, in: file))'\(path).\(key)' is not carried over: \(instead)")
    }
    guard let name = value(entry["name"], "\(path).name", &reader) else {
      reader.report(node, "\(path) has no 'name'", hint: "write '- {name: template_name}'")
      return nil
    }
    return RambafileTemplate(name: templateName(name), written: name, local: local)
  }
}
