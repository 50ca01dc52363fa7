import Foundation
import ScaffoldBase
import ScaffoldTemplates

/// What `import-generamba PATH` names: a `.rambaspec` file, a template folder (holding
/// `<name>.rambaspec`), or a catalog, a folder whose subfolders are templates, as Generamba's
/// catalogs are. Generamba finds a template `x` as the folder `x` and reads `x/x.rambaspec`.
public enum GenerambaCatalog {
  public struct Entry: Equatable, Sendable {
    public var folder: URL
    /// How messages name the folder: under the path as typed, so they work from where the command ran.
    public var display: String
    /// The chosen `.rambaspec`, a file directly in the folder.
    public var specName: String
    /// The folder's own name, which names the template when its `.rambaspec` does not.
    public var folderName: String { folder.standardizedFileURL.lastPathComponent }
  }

  /// The templates at `url`, shown as `display`; with `name`, only that one (of a catalog, or
  /// the `<name>.rambaspec` of a folder holding several).
  public static func templates(at url: URL, display: String, name: String?) throws(ScaffoldError) -> [Entry] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      // `Swifty_Viper` for `swifty_viper`: a Mac's default disk ignores letter case, Linux does not.
      let siblings = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
      let near = Suggestion.closest(to: url.lastPathComponent, in: siblings.filter { !$0.hasPrefix(".") })
      throw .unreadableInput(
        path: display, reason: "no such file or folder" + (near.map { "; did you mean '\($0)'?" } ?? ""))
    }
    if !isDirectory.boolValue {
      guard url.pathExtension == "rambaspec" else {
        throw .unreadableInput(path: display, reason: "not a folder or a .rambaspec file")
      }
      if let name, "\(name).rambaspec" != url.lastPathComponent {
        throw .invalidTemplate([
          Diagnostic(
            "--name \(name) asks for \(name).rambaspec, but the path names \(display)", at: nil,
            hint: "pass the template's folder with --name, or the .rambaspec alone")
        ])
      }
      let parent = (display as NSString).deletingLastPathComponent
      return [
        Entry(
          folder: url.deletingLastPathComponent(), display: parent.isEmpty ? "." : parent,
          specName: url.lastPathComponent)
      ]
    }
    let specs = try specFiles(in: url, display: display)
    if !specs.isEmpty {
      var problems: [Diagnostic] = []
      guard let only = entry(folder: url, display: display, specs: specs, requested: name, problems: &problems)
      else { throw .invalidTemplate(problems) }
      return [only]
    }
    return try catalog(url, display: display, name: name)
  }

  /// Every subfolder holding a `.rambaspec`; all-or-nothing, so every problem is listed at once.
  private static func catalog(_ url: URL, display: String, name: String?) throws(ScaffoldError) -> [Entry] {
    let children = try contents(of: url, display: display).filter { isFolder(url.appendingPathComponent($0)) }
    var found: [(name: String, specs: [String])] = []
    for child in children {
      let specs = try specFiles(in: url.appendingPathComponent(child), display: "\(display)/\(child)")
      if !specs.isEmpty { found.append((child, specs)) }
    }
    guard !found.isEmpty else {
      throw .invalidTemplate([
        Diagnostic(
          "\(display) holds no .rambaspec, and none of its folders does", at: nil,
          hint: "pass a Generamba template folder (with <name>.rambaspec), a .rambaspec file, or a catalog of them")
      ])
    }
    var requested: String?
    if let name {
      // The folder's name, else the template's own name: a `<name>.rambaspec` in the folder or
      // the `name:` of its spec (the official swifty_viper lives in a folder of another name).
      let bySpec = found.first { template in
        template.specs.contains("\(name).rambaspec")
          || template.specs.contains { declaredName(url.appendingPathComponent("\(template.name)/\($0)")) == name }
      }
      guard let match = found.first(where: { $0.name == name }) ?? bySpec else {
        let known = found.map(\.name)
        throw .invalidTemplate([
          Diagnostic(
            "the catalog \(display) has no template '\(name)'", at: nil,
            hint: Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" }
              ?? "its templates are \(known.joined(separator: ", "))")
        ])
      }
      found = [match]
      if match.name != name {
        requested =
          match.specs.first { declaredName(url.appendingPathComponent("\(match.name)/\($0)")) == name }
          .map { String($0.dropLast(".rambaspec".count)) } ?? name
      }
    }
    var entries: [Entry] = []
    var problems: [Diagnostic] = []
    for template in found {
      let folder = url.appendingPathComponent(template.name, isDirectory: true)
      if let entry = entry(
        folder: folder, display: "\(display)/\(template.name)", specs: template.specs, requested: requested,
        problems: &problems)
      {
        entries.append(entry)
      }
    }
    guard problems.isEmpty else { throw .invalidTemplate(problems) }
    return entries
  }

  /// The template folder's `.rambaspec`: the one asked for, else `<folder>.rambaspec` (the one
  /// Generamba reads), else the only one.
  private static func entry(
    folder: URL, display: String, specs: [String], requested: String?, problems: inout [Diagnostic]
  ) -> Entry? {
    let base = requested ?? folder.standardizedFileURL.lastPathComponent
    let wanted = "\(base).rambaspec"
    if specs.contains(wanted) || (requested == nil && specs.count == 1) {
      return Entry(folder: folder, display: display, specName: specs.contains(wanted) ? wanted : specs[0])
    }
    let near = Suggestion.closest(to: wanted, in: specs)
    problems.append(
      Diagnostic(
        "\(display) has no \(wanted)"
          + (requested == nil ? " and several .rambaspec files: \(specs.joined(separator: ", "))" : ""),
        at: nil,
        hint: near.map {
          "did you mean \($0)? Generamba reads <folder>/<folder>.rambaspec, letter case included; rename it, or pass \(display)/\($0)"
        } ?? "pass --name with one of them, or the .rambaspec file itself"))
    return nil
  }

  /// The `name:` a `.rambaspec` gives its template, read from its line as written (the spec may
  /// hold Liquid, so it is not parsed here); `nil` when there is none.
  private static func declaredName(_ spec: URL) -> String? {
    guard let text = try? String(contentsOf: spec, encoding: .utf8) else { return nil }
    for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("name:") {
      let value = line.dropFirst("name:".count).split(separator: "#").first ?? ""
      return value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
    }
    return nil
  }

  private static func specFiles(in url: URL, display: String) throws(ScaffoldError) -> [String] {
    try contents(of: url, display: display).filter {
      $0.hasSuffix(".rambaspec") && !isFolder(url.appendingPathComponent($0))
    }
  }

  private static func contents(of url: URL, display: String) throws(ScaffoldError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw .unreadableInput(path: display, reason: "cannot list the folder")
    }
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
