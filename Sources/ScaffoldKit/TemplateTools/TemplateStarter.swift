import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// `scaffold templates init NAME --from viper`: a new template folder that extends another (or,
/// with `--copy`, copies it whole), with a sample fixture so `scaffold templates test` works at once.
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

  /// Writes template `name` into `parent`: by default a template that extends `from` (found by
  /// `library`) and holds nothing of its own yet; with `copy`, a whole copy of `from` to edit.
  /// Returns its folder and how many files it has. Refuses a name that is no folder name and a
  /// folder that exists.
  public static func create(name: String, from: String, in parent: URL, library: TemplateLibrary, copy: Bool = false)
    throws(ScaffoldError) -> (root: URL, fileCount: Int)
  {
    if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
      throw .invalidSpec([
        Diagnostic("template name '\(name)' cannot be a folder name", at: nil, hint: "use letters, digits and '-'")
      ])
    }
    let base = try library.template(named: from)
    let root = parent.appendingPathComponent(name, isDirectory: true)
    if FileManager.default.fileExists(atPath: root.path) { throw .outputExists(path: root.path) }
    let files: [GeneratedFile]
    if copy {
      files = try Self.files(name: name, base: try copiedFiles(of: base, named: from))
    } else {
      files = extendingFiles(name: name, parent: base.manifest)
    }
    try ChangeWriter().apply(try ChangePlanner(policy: .refuse).plan(files, root: root, modules: []))
    return (root, files.count)
  }

  /// The self-contained files of `base`, the template `library` found for `from`.
  private static func copiedFiles(of base: Template, named from: String) throws(ScaffoldError) -> [String: String] {
    if base.isBuiltIn, let architecture = Architecture(rawValue: from) { return Template.builtInFiles(architecture) }
    if let grandparent = base.manifest.extends {
      // Its manifest holds only what it changes: a copy of it would need its parent to read.
      throw .invalidSpec([
        Diagnostic(
          "'\(from)' extends '\(grandparent)', so it cannot be copied whole", at: nil,
          hint: "leave out --copy to extend '\(from)', or copy '\(grandparent)' with --copy and add \(from)'s files")
      ])
    }
    return try TemplateFolder.selfContained(URL(fileURLWithPath: base.displayPath, isDirectory: true))
  }

  /// A template that extends `parent` and changes nothing yet: its manifest, which says how to
  /// change a part, and `tests/Sample.yml`.
  static func extendingFiles(name: String, parent: TemplateManifest) -> [GeneratedFile] {
    let manifest = """
      # \(parent.name), with the files and partials of this folder in the place of \(parent.name)'s at the same
      # paths. Take one to change with
      #   scaffold templates show \(parent.name) --file partials/header.mustache > partials/header.mustache
      # ('scaffold templates show \(parent.name)' lists them). Everything else, and every later change to
      # \(parent.name), comes from \(parent.name): 'scaffold check' shows a module as behind then.
      name: \(name)
      extends: \(parent.name)

      """
    return [
      GeneratedFile(path: TemplateManifest.fileName, contents: manifest, kind: .resource),
      GeneratedFile(path: "tests/Sample.yml", contents: sampleFixture, kind: .resource),
    ]
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
