import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldSpec
import ScaffoldTemplates

extension GenerambaCatalogImport {
  /// Refuses, all at once, every template the import would hide or be hidden by: a built-in of
  /// the same name (`es_vip`'s .rambaspec is named `vip`, and would replace the built-in for
  /// every `scaffold vip`), or a template of that name at the destination or in a folder of the
  /// lookup, other than an earlier import of the same Generamba template (which `--force` and
  /// `--skip-existing` handle). `--as` imports under another name; `--replace` takes the name
  /// all the same.
  public func refuseShadowing(of templates: [Converted], in parent: URL, lookup: [URL]) throws(ScaffoldError) {
    var problems: [Diagnostic] = []
    for template in templates {
      let name = template.manifest.name
      let hint =
        "import it under another name with --as <name>, or give it this one all the same with --replace"
      if Architecture(rawValue: name) != nil {
        problems.append(
          Diagnostic(
            "\(template.display) is named '\(name)', as the built-in \(name) template is: imported so, it would replace the built-in for every 'scaffold \(name)' here",
            at: nil, hint: hint))
        continue
      }
      let destination = parent.appendingPathComponent(name, isDirectory: true).standardizedFileURL
      var seen: Set<String> = []
      for folder in [parent] + lookup {
        let candidate = folder.appendingPathComponent(name, isDirectory: true).standardizedFileURL
        let manifest = candidate.appendingPathComponent(TemplateManifest.fileName)
        guard seen.insert(candidate.path).inserted, FileManager.default.fileExists(atPath: manifest.path) else {
          continue
        }
        if candidate == destination {
          guard !Self.isEarlierImport(manifest, of: template) else { continue }
          problems.append(
            Diagnostic(
              "a template named '\(name)' is already at \(candidate.path), and it is not an import of \(template.display)",
              at: nil, hint: hint))
        } else {
          problems.append(
            Diagnostic(
              "a template named '\(name)' is already at \(candidate.path): the one imported into \(destination.path) would hide it, or be hidden by it",
              at: nil, hint: hint))
        }
      }
    }
    guard problems.isEmpty else { throw .invalidTemplate(problems) }
  }

  /// Whether the manifest on disk was written by an import of the same Generamba template: its
  /// first line names the template it came from.
  private static func isEarlierImport(_ manifest: URL, of template: Converted) -> Bool {
    guard let existing = try? String(contentsOf: manifest, encoding: .utf8),
      let written = template.files[TemplateManifest.fileName]
    else { return false }
    let firstLine = { (text: String) in text.prefix { $0 != "\n" } }
    return firstLine(existing) == firstLine(written)
  }
}
