import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldSpec
import ScaffoldTemplates

/// `scaffold templates import-generamba`: Generamba templates (one folder, its `.rambaspec`, or a
/// catalog) converted into Scaffold templates, every problem of every template listed at once,
/// and every template planned before any is written.
public struct GenerambaCatalogImport: Sendable {
  /// A converted template: where it came from (as typed), its files, its manifest, and what the
  /// user should know about it.
  public typealias Converted = (display: String, files: [String: String], manifest: TemplateManifest, notes: [String])

  public var path: String
  /// Of a catalog, the one template to import; of a folder, the `.rambaspec` to read.
  public var name: String?
  /// `nil`: each template's name suggests it.
  public var architecture: Architecture?
  public var dropDates: Bool
  public var policy: ConflictPolicy
  /// `--as`: the name the one template imported takes instead of its own.
  public var renamed: String?

  public init(
    path: String, name: String?, architecture: Architecture?, dropDates: Bool, policy: ConflictPolicy,
    renamed: String? = nil
  ) {
    self.path = path
    self.name = name
    self.architecture = architecture
    self.dropDates = dropDates
    self.policy = policy
    self.renamed = renamed
  }

  /// Converts every template, listing every problem of all of them at once; two templates that
  /// would be written under one name are refused too. Also returns a note per Objective-C
  /// template of a catalog, which is skipped rather than refused.
  public func convert() throws(ScaffoldError) -> (templates: [Converted], skipped: [String]) {
    // Messages name files under the path as typed, so they can be opened from there.
    let display = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    let entries = try GenerambaCatalog.templates(at: URL(fileURLWithPath: path), display: display, name: name)
    if let renamed, entries.count > 1 {
      throw .invalidTemplate([
        Diagnostic(
          "--as \(renamed) names one template, and \(display) holds \(entries.count)", at: nil,
          hint: "pick the one to rename with --name")
      ])
    }
    var templates: [Converted] = []
    var problems: [Diagnostic] = []
    // A catalog, as opposed to one template named by its folder, its .rambaspec or --name.
    // A catalog's templates are its subfolders; a template folder or a .rambaspec is not one.
    let isCatalog =
      name == nil
      && entries.allSatisfy {
        $0.folder.standardizedFileURL.deletingLastPathComponent().path
          == URL(fileURLWithPath: path).standardizedFileURL.path
      }
    var skipped: [String] = []
    var objectiveCProblems: [Diagnostic] = []
    for entry in entries {
      let specName = (entry.specName as NSString).deletingPathExtension
      let suggested = GenerambaImport.architecture(suggestedBy: entry.folderName, specName)
      do throws(ScaffoldError) {
        let (files, notes) = try GenerambaImport.conversion(
          folder: try TemplateFolder.read(entry.folder, includingTests: true), folderName: entry.folderName,
          architecture: architecture ?? suggested, dropDates: dropDates, specName: entry.specName,
          displayPath: entry.display, renamed: renamed)
        let manifest = try Template.load(files: files, displayPath: entry.display).manifest
        if let other = templates.first(where: { $0.manifest.name == manifest.name }) {
          problems.append(
            Diagnostic(
              "\(entry.display) and \(other.display) are both named '\(manifest.name)'", at: nil,
              hint: "import them one at a time with --name and different --output folders"))
        }
        let guessed =
          architecture == nil
          ? [
            "\(entry.display): imported as \(suggested.rawValue), as its name suggests; if it implements another architecture, import it again with --architecture"
          ]
          : []
        templates.append((entry.display, files, manifest, guessed + notes))
      } catch {
        guard case .invalidTemplate(let diagnostics) = error else { throw error }
        if isCatalog, let objectiveC = diagnostics.first(where: GenerambaImport.refusesObjectiveC) {
          // One Objective-C template of a catalog does not keep its Swift ones from being imported.
          skipped.append(
            "\(objectiveC.location.map { "\($0): " } ?? "")skipped \(entry.display): it is an Objective-C template, and Scaffold generates Swift packages; keep generating it with Generamba, or write a Swift version and import that"
          )
          objectiveCProblems.append(objectiveC)
          continue
        }
        problems += diagnostics
      }
    }
    guard problems.isEmpty else { throw .invalidTemplate(problems) }
    // A catalog of Objective-C templates only has nothing to import.
    guard !templates.isEmpty else { throw .invalidTemplate(objectiveCProblems) }
    return (templates, skipped)
  }

  /// Each template's plan in its folder under `parent`, all made before any is written: one
  /// that cannot be written stops them all.
  public func plans(of templates: [Converted], in parent: URL) throws(ScaffoldError) -> [(root: URL, plan: ChangePlan)]
  {
    try templates.map { template throws(ScaffoldError) in
      let root = parent.appendingPathComponent(template.manifest.name, isDirectory: true)
      let files = template.files.keys.sorted().map {
        GeneratedFile(path: $0, contents: template.files[$0] ?? "", kind: .resource)
      }
      return (root, try ChangePlanner(policy: policy).plan(files, root: root, modules: []))
    }
  }

  /// Every conflict of every template, refused together, with a hint naming the command's options.
  public func refuseConflicts(of templates: [Converted], plans: [(root: URL, plan: ChangePlan)], in parent: URL)
    throws(ScaffoldError)
  {
    let conflicts = zip(templates, plans).flatMap { template, planned in
      planned.plan.conflicts.map { "\(template.manifest.name)/\($0.path)" }
    }
    guard conflicts.isEmpty else {
      throw .conflicts(
        root: parent.path, paths: conflicts,
        hint:
          "--force overwrites them (edits to the imported templates are lost), --skip-existing keeps them and writes the rest"
      )
    }
  }
}
