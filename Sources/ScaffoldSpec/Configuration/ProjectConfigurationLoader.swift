import Foundation
import ScaffoldBase
import Yams

/// Finds and reads `.scaffold.yml`: the nearest one at or above a folder.
public enum ProjectConfigurationLoader {
  static let keys = [
    "author", "organisation", "name", "architecture", "template", "ui", "testing", "output", "package", "templates",
    "platforms", "xcodeproj", "target", "testTarget", "group", "indentation", "lineLength", "prefix",
  ]

  /// The nearest `.scaffold.yml` at or above `folder`, or `nil` when there is none.
  public static func find(from folder: URL) throws(ScaffoldError) -> ProjectConfiguration? {
    for path in FolderAncestry.paths(from: folder) {
      let candidate = FolderAncestry.path(ProjectConfiguration.fileName, in: path)
      if FileManager.default.fileExists(atPath: candidate) { return try load(atPath: candidate) }
    }
    return nil
  }

  public static func load(atPath path: String) throws(ScaffoldError) -> ProjectConfiguration {
    try read(text: SpecFile.read(atPath: path), file: path)
  }

  /// Parses the file's text; every problem is reported with its position.
  public static func read(text: String, file: String) throws(ScaffoldError) -> ProjectConfiguration {
    let root: Node?
    do {
      root = try YAMLComposer.compose(text, resolver: .basic)
    } catch {
      throw .invalidSpec([
        Diagnostic("\(file) is not valid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
      ])
    }
    var configuration = ProjectConfiguration(file: file)
    guard let root else { return configuration }
    var reader = SpecNodeReader(file: file)
    guard let mapping = reader.expectMapping(root, path: ProjectConfiguration.fileName) else {
      throw .invalidSpec(reader.collector.diagnostics)
    }
    reader.checkKeys(mapping, allowed: keys, path: ProjectConfiguration.fileName)
    func scalar(_ key: String) -> Located<String>? {
      guard let node = mapping[key: key] else { return nil }
      return reader.scalar(node, path: key)
    }
    configuration.author = scalar("author")?.value
    configuration.organisation = scalar("organisation")?.value
    configuration.name = scalar("name")?.value
    configuration.prefix = scalar("prefix")
    configuration.architecture = scalar("architecture")
    configuration.template = scalar("template")?.value
    configuration.templateLocation = scalar("template")?.location
    configuration.ui = scalar("ui")
    configuration.testing = scalar("testing")
    // Keys naming where files are written must stay inside the project: never a write elsewhere.
    func inside(_ key: String) -> String? {
      guard let path = scalar(key) else { return nil }
      return inside(key, path)
    }
    func inside(_ key: String, _ path: Located<String>) -> String? {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
      // Xcode groups are names in the project file, not folders, so only their spelling counts.
      if let problem = ProjectPathRule.problem(with: path.value, in: folder, followingLinks: key != "group") {
        reader.collector.error(
          "\(key) '\(path.value)' \(problem)", at: path.location,
          hint: "write a path inside the project, relative to \(ProjectConfiguration.fileName)'s folder")
        return nil
      }
      return path.value
    }
    configuration.output = inside("output")
    configuration.package = inside("package")
    configuration.xcodeproj = inside("xcodeproj")
    configuration.target = scalar("target")?.value
    configuration.testTarget = scalar("testTarget")?.value
    configuration.group = inside("group")
    if configuration.xcodeproj != nil && configuration.target == nil {
      reader.collector.error(
        "\(ProjectConfiguration.fileName) sets xcodeproj but no target",
        at: SourceLocation(file: file, line: 1, column: 1),
        hint: "add 'target:' naming the app or framework target the modules join")
    }
    configuration.platforms = mapping[key: "platforms"].map { reader.readPlatforms($0) }
    configuration.indentation = scalar("indentation")
    configuration.lineLength = scalar("lineLength")
    // Checked here too, so a wrong value is found by every command that reads the file.
    _ = CodeStyleRules.check(
      indentation: configuration.indentation, lineLength: configuration.lineLength, into: &reader.collector)
    // Template folders too: `templates init` and `import-generamba` write into the first.
    if let folders = mapping[key: "templates"] {
      if case .sequence(let list) = folders {
        configuration.templates = list.compactMap {
          reader.scalar($0, path: "templates").flatMap { inside("templates", $0) }
        }
      } else if let single = reader.scalar(folders, path: "templates") {
        configuration.templates = inside("templates", single).map { [$0] } ?? []
      }
    }
    if configuration.output != nil && configuration.package != nil {
      reader.collector.error(
        "\(ProjectConfiguration.fileName) sets both output and package",
        at: SourceLocation(file: file, line: 1, column: 1),
        hint: "keep 'output' to create new packages there, or 'package' to add modules to that package")
    }
    guard reader.collector.isEmpty else { throw .invalidSpec(reader.collector.diagnostics) }
    return configuration
  }
}
