import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldSpec
import ScaffoldTemplates

extension ProjectInitializer {
  /// Imports the Rambafile's templates that are not in the templates folder yet, from where
  /// Generamba takes them: an entry's `local:` folder, else a catalog Generamba cloned
  /// (`~/.generamba/catalogs/<catalog>/<name>`). Then `template:` names the first of the
  /// Rambafile's templates that is there, so the next `scaffold viper X` uses it; with none, it
  /// names none, and a note says what to import. `--template` on `init` wins, and imports nothing.
  public func importingRambafileTemplates(
    _ entries: [RambafileTemplate], into configuration: inout ProjectConfiguration, environment: [String: String]
  ) throws(ScaffoldError) -> [String] {
    guard rambafile != nil, flags.template == nil, !entries.isEmpty else { return [] }
    let folder = rambafileFolderURL
    let templatesPath = configuration.templates.first ?? "Templates"
    let templates = folder.appendingPathComponent(templatesPath, isDirectory: true)
    var notes: [String] = []
    var available: [String] = []
    for entry in entries {
      let destination = templates.appendingPathComponent(entry.name, isDirectory: true)
      if FileManager.default.fileExists(atPath: destination.appendingPathComponent(TemplateManifest.fileName).path) {
        available.append(entry.name)
        continue
      }
      guard let source = Self.source(of: entry, in: folder, environment: environment) else {
        notes.append(
          "the Rambafile's template '\(entry.written)' is not in \(templatesPath), and no local: folder or cloned catalog (~/.generamba/catalogs) holds it: import it with 'scaffold templates import-generamba <its folder> --output \(templatesPath) --as \(entry.name)'"
        )
        continue
      }
      if source.standardizedFileURL.path == destination.standardizedFileURL.path {
        notes.append(
          "\(templatesPath)/\(entry.name) holds Generamba's copy of '\(entry.written)': move it aside (mv \(templatesPath) generamba-templates) and import it from there (docs/generamba.md)"
        )
        continue
      }
      do throws(ScaffoldError) {
        let catalog = GenerambaCatalogImport(
          path: source.path, name: nil, architecture: nil, dropDates: false, policy: .refuse, renamed: entry.name)
        let (converted, _) = try catalog.convert()
        let plans = try catalog.plans(of: converted, in: templates)
        try catalog.refuseConflicts(of: converted, plans: plans, in: templates)
        for (_, plan) in plans { try ChangeWriter().apply(plan) }
        notes += converted.flatMap(\.notes)
        notes.append(
          "imported the Rambafile's template '\(entry.written)' from \(source.path) into \(templatesPath)/\(entry.name)"
        )
        available.append(entry.name)
      } catch {
        let reason = "\(error)".prefix { $0 != "\n" }
        notes.append("the Rambafile's template '\(entry.written)' was not imported from \(source.path): \(reason)")
      }
    }
    configuration.template = available.first
    if available.isEmpty {
      notes.append(
        "no template the Rambafile lists is imported, so .scaffold.yml names none and modules use the built-in templates; import one, then set 'template:'"
      )
    }
    return notes
  }

  /// Where Generamba would take `entry` from: its `local:` folder, else the first cloned catalog
  /// holding a folder of its name.
  private static func source(of entry: RambafileTemplate, in folder: URL, environment: [String: String]) -> URL? {
    if let local = entry.local {
      let url = URL(fileURLWithPath: local, relativeTo: folder).standardizedFileURL
      return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
    guard let home = environment["HOME"] else { return nil }
    let catalogs = URL(fileURLWithPath: home).appendingPathComponent(".generamba/catalogs", isDirectory: true)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: catalogs.path)) ?? []).sorted()
    return names.lazy.map { catalogs.appendingPathComponent($0).appendingPathComponent(entry.written) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }
}
