import ScaffoldBase
import Yams

/// Parts a family of templates writes once. A `_shared/` folder next to the template folders
/// holds them; a template takes what it needs by naming paths inside it under `shared:` in its
/// manifest, and each named file then counts as if it sat at the same path in the template's own
/// folder (`partials/header.mustache`, or a whole file its `files:` lists). So a change that
/// every architecture shares is one edit, and the rest of the loader never sees the difference.
public enum SharedParts {
  /// The folder, beside the template folders, that holds the shared parts.
  public static let folderName = "_shared"

  /// The template folder with every shared part it names copied in and its `shared:` key
  /// removed: the self-contained form `templates init --from` writes, which works with no
  /// `_shared/` around it. Errors (at the manifest line that names the part) when a part is
  /// missing or the folder has a file of its own at the same path.
  /// - Parameters:
  ///   - folder: The template folder's files, by path inside it.
  ///   - shared: The `_shared/` folder's files, by path inside it.
  ///   - names: The manifest's `shared:` entries.
  ///   - displayPath: How diagnostics name the template folder.
  static func resolve(
    folder: [String: String], shared: [String: String], names: [String], displayPath: String
  ) throws(ScaffoldError) -> [String: String] {
    let (resolved, problems) = overlay(folder: folder, shared: shared, names: names, displayPath: displayPath)
    guard problems.isEmpty else { throw .invalidTemplate(problems) }
    return resolved
  }

  /// `resolve`, with every part that can be found copied in and the problems listed rather than
  /// thrown, so the loader reports them beside its own and not a cascade of missing files.
  static func overlay(
    folder: [String: String], shared: [String: String], names: [String], displayPath: String
  ) -> (files: [String: String], problems: [Diagnostic]) {
    guard !names.isEmpty, let manifestText = folder[TemplateManifest.fileName] else { return (folder, []) }
    let manifestPath = "\(displayPath)/\(TemplateManifest.fileName)"
    let sharedFolder = sharedDisplayPath(of: displayPath)
    // Composing the manifest again is only worth it to place an error.
    lazy var positions = entryPositions(in: manifestText)
    var collector = DiagnosticCollector()
    var resolved = folder
    for (index, name) in names.enumerated() {
      var location: SourceLocation {
        let (line, column) = index < positions.count ? positions[index] : (1, 1)
        return SourceLocation(file: manifestPath, line: line, column: column)
      }
      if name == TemplateManifest.fileName || name.split(separator: "/").contains("..") {
        collector.error("'\(name)' cannot be shared", at: location, hint: "share partials and template files only")
      } else if folder[name] != nil {
        collector.error(
          "'\(name)' is in both \(displayPath) and \(sharedFolder)", at: location,
          hint: "remove one of them, or drop '\(name)' from shared: to keep the template's own")
      } else if let text = shared[name] {
        resolved[name] = text
      } else {
        collector.error(
          "shared part '\(name)' is not in \(sharedFolder)\(Suggestion.didYouMean(name, in: Array(shared.keys)))",
          at: location, hint: "add \(sharedFolder)/\(name), or remove it from shared:")
      }
    }
    resolved[TemplateManifest.fileName] = removingSharedKey(from: manifestText)
    return (resolved, collector.diagnostics)
  }

  /// Where the parts of the template at `displayPath` come from, for messages.
  static func sharedDisplayPath(of displayPath: String) -> String {
    let parent = displayPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return parent.isEmpty ? folderName : "\(parent)/\(folderName)"
  }

  /// The manifest without its top-level `shared:` key, the list under it and the comment lines
  /// right above it (which speak of the shared parts); every other line kept as written, so a
  /// copied template reads like the one it came from.
  static func removingSharedKey(from manifestText: String) -> String {
    var lines = manifestText.split(separator: "\n", omittingEmptySubsequences: false)
    guard var start = lines.firstIndex(where: { $0.hasPrefix("shared:") }) else { return manifestText }
    var end = start + 1
    while start > 0, lines[start - 1].hasPrefix("#") { start -= 1 }
    // The list goes on while lines are indented or are block entries at the left margin.
    while end < lines.count, let first = lines[end].first, first == " " || first == "\t" || first == "-" {
      end += 1
    }
    lines.removeSubrange(start..<end)
    return lines.joined(separator: "\n")
  }

  /// Where each `shared:` entry is, in order, so errors point at the entry that caused them.
  private static func entryPositions(in manifestText: String) -> [(line: Int, column: Int)] {
    guard let root = try? YAMLComposer.compose(manifestText), case .mapping(let manifest) = root,
      let node = manifest["shared"], case .sequence(let entries) = node
    else { return [] }
    return entries.map { ($0.mark?.line ?? 1, $0.mark?.column ?? 1) }
  }
}
