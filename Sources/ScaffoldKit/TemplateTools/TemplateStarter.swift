import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// `scaffold templates init NAME --from viper`: a new template folder, as a copy of another to
/// edit, with a sample fixture so `scaffold templates test` works at once.
public enum TemplateStarter {
  /// A fixture every new template starts with: one use case with fields, one route.
  static let sampleFixture = """
    # A module this template is tested with (scaffold templates test): the spec of one module.
    # The name and architecture may be left out; the template's architecture is used.
    name: Sample
    useCases:
      - name: loadItems
        onLoad: true
        response:
          - titles: "[String]"
    routes:
      - details

    """

  /// Writes template `name` into `parent`, a copy of the template `from` that `library` finds;
  /// returns its folder and how many files it has. Refuses a name that is no folder name and
  /// a folder that exists.
  public static func create(name: String, from: String, in parent: URL, library: TemplateLibrary)
    throws(ScaffoldError) -> (root: URL, fileCount: Int)
  {
    if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
      throw .invalidSpec([
        Diagnostic("template name '\(name)' cannot be a folder name", at: nil, hint: "use letters, digits and '-'")
      ])
    }
    let base = try library.template(named: from)
    let baseFiles: [String: String]
    if base.isBuiltIn, let architecture = Architecture(rawValue: from) {
      baseFiles = Template.builtInFiles(architecture)
    } else {
      baseFiles = try TemplateFolder.selfContained(URL(fileURLWithPath: base.displayPath, isDirectory: true))
    }
    let root = parent.appendingPathComponent(name, isDirectory: true)
    if FileManager.default.fileExists(atPath: root.path) { throw .outputExists(path: root.path) }
    let files = try Self.files(name: name, base: baseFiles)
    try ChangeWriter().apply(try ChangePlanner(policy: .refuse).plan(files, root: root, modules: []))
    return (root, files.count)
  }

  /// The files of the new template: `base`'s, renamed to `name`, plus `tests/Sample.yml`.
  public static func files(name: String, base: [String: String]) throws(ScaffoldError) -> [GeneratedFile] {
    guard let manifest = base[TemplateManifest.fileName] else {
      throw .invalidTemplate([Diagnostic("the template to copy has no \(TemplateManifest.fileName)", at: nil)])
    }
    var lines = manifest.components(separatedBy: "\n")
    guard let nameLine = lines.firstIndex(where: { $0.hasPrefix("name:") }) else {
      throw .invalidTemplate([Diagnostic("the template to copy has no 'name:' line", at: nil)])
    }
    lines[nameLine] = "name: \(name)"
    var files = base
    files[TemplateManifest.fileName] = lines.joined(separator: "\n")
    files["tests/Sample.yml"] = sampleFixture
    return files.keys.sorted().map { GeneratedFile(path: $0, contents: files[$0] ?? "", kind: .resource) }
  }
}
