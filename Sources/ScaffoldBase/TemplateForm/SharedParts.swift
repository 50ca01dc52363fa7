import Yams

/// Parts a family of templates writes once. A `_shared/` folder next to the template folders
/// holds them; a template takes what it needs by naming paths inside it under `shared:` in its
/// manifest, and each named file then counts as if it sat at the same path in the template's own
/// folder (`partials/header.mustache`, or a whole file its `files:` lists). So a change that
/// every architecture shares is one edit, and the rest of the loader never sees the difference.
///
/// It lives in Base, with the content hash over that form, so that the EmbedTemplates build tool
/// hashes the built-in templates with this same code (a run then need not hash them).
public enum SharedParts {
  /// The folder, beside the template folders, that holds the shared parts.
  public static let folderName = "_shared"
  /// The file that holds a template folder's manifest (`TemplateManifest.fileName`).
  package static let manifestFileName = "template.yml"

  /// The template folder with every shared part it names copied in and its `shared:` key
  /// removed: the self-contained form `templates init --from` writes, which works with no
  /// `_shared/` around it. Errors (at the manifest line that names the part) when a part is
  /// missing or the folder has a file of its own at the same path.
  /// - Parameters:
  ///   - folder: The template folder's files, by path inside it.
  ///   - shared: The `_shared/` folder's files, by path inside it.
  ///   - names: The manifest's `shared:` entries.
  ///   - displayPath: How diagnostics name the template folder.
  package static func resolve(
    folder: [String: String], shared: [String: String], names: [String], displayPath: String
  ) throws(ScaffoldError) -> [String: String] {
    let (resolved, problems) = overlay(folder: folder, shared: shared, names: names, displayPath: displayPath)
    guard problems.isEmpty else { throw .invalidTemplate(problems) }
    return resolved
  }

  /// `resolve`, with every part that can be found copied in and the problems listed rather than
  /// thrown, so the loader reports them beside its own and not a cascade of missing files.
  package static func overlay(
    folder: [String: String], shared: [String: String], names: [String], displayPath: String
  ) -> (files: [String: String], problems: [Diagnostic]) {
    guard !names.isEmpty, let manifestText = folder[manifestFileName] else { return (folder, []) }
    let manifestPath = "\(displayPath)/\(manifestFileName)"
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
      if name == manifestFileName || climbs(name) {
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
    resolved[manifestFileName] = removingSharedKey(from: manifestText)
    return (resolved, collector.diagnostics)
  }

  /// Where the parts of the template at `displayPath` come from, for messages.
  package static func sharedDisplayPath(of displayPath: String) -> String {
    // By bytes: cutting a path into `Character`s looked up grapheme breaks in every run.
    let parent = displayPath.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(displayPath[..<$0]) } ?? ""
    return parent.isEmpty ? folderName : "\(parent)/\(folderName)"
  }

  /// Whether `path` has a `..` step, which would reach out of `_shared/`. By bytes, as the file
  /// system reads a path (and as cutting a manifest's thirty names into `Character`s was a
  /// twentieth of loading a built-in template).
  static func climbs(_ path: String) -> Bool {
    // The dots the current step has had, or nil once it has had anything else.
    var dots: Int? = 0
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "/"):
        if dots == 2 { return true }
        dots = 0
      case UInt8(ascii: "."): dots = dots.map { $0 + 1 }
      default: dots = nil
      }
    }
    return dots == 2
  }

  /// The manifest without its top-level `shared:` key, the list under it and the comment lines
  /// right above it (which speak of the shared parts); every other line kept as written, so a
  /// copied template reads like the one it came from.
  package static func removingSharedKey(from manifestText: String) -> String {
    // Every built-in manifest is ASCII, and a one-module run waits for its template: read by
    // bytes, this is a fortieth of the time characters take. Other text keeps the character rules.
    var text = manifestText
    let asBytes = text.withUTF8 { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? removingSharedKey(fromASCII: bytes, of: manifestText) : nil
    }
    return asBytes ?? removingSharedKeyByCharacters(from: manifestText)
  }

  /// `removingSharedKey` for ASCII text, where a character is a byte except for a CRLF, which is
  /// one character: so a line ends at a "\n" with no "\r" before it.
  private static func removingSharedKey(fromASCII bytes: UnsafeBufferPointer<UInt8>, of text: String) -> String {
    var lineStarts = [0]
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      if index == 0 || bytes[index - 1] != UInt8(ascii: "\r") { lineStarts.append(index + 1) }
    }
    /// Where line `line` ends: at its "\n", or at the end of the text.
    func end(ofLine line: Int) -> Int {
      line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    }
    func first(ofLine line: Int) -> UInt8? {
      lineStarts[line] < end(ofLine: line) ? bytes[lineStarts[line]] : nil
    }
    let key = Array("shared:".utf8)
    func startsWithKey(_ line: Int) -> Bool {
      let start = lineStarts[line]
      return end(ofLine: line) - start >= key.count && key.indices.allSatisfy { bytes[start + $0] == key[$0] }
    }
    guard var start = lineStarts.indices.first(where: startsWithKey) else { return text }
    var end = start + 1
    while start > 0, first(ofLine: start - 1) == UInt8(ascii: "#") { start -= 1 }
    while end < lineStarts.count, let byte = first(ofLine: end),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "-")
    {
      end += 1
    }
    // The lines before `start` and from `end` on, joined by the "\n" between them.
    var kept = Array(bytes[..<lineStarts[start]])
    if end < lineStarts.count {
      kept += bytes[lineStarts[end]...]
    } else if !kept.isEmpty {
      kept.removeLast()
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// `removingSharedKey` by characters, for text that is not all ASCII.
  package static func removingSharedKeyByCharacters(from manifestText: String) -> String {
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

  /// SHA-256 over a template folder in its self-contained form, every path and text in path
  /// order, and for a template that extends another, the parent's hash first. Hashing that form
  /// means moving a part into _shared/ (or copying a template with `templates init`) does not make
  /// recorded modules look generated by another template.
  package static func contentHash(of folder: [String: String], parentHash: String?) -> String {
    var hasher = SHA256.Hasher()
    if let parentHash { hasher.update("extends\u{0}\(parentHash)\u{0}") }
    for path in folder.keys.sorted() {
      hasher.update("\(path)\u{0}")
      hasher.update(folder[path] ?? "")
      hasher.update("\u{0}")
    }
    return hasher.finalizeHex()
  }

  /// Where each `shared:` entry is, in order, so errors point at the entry that caused them.
  private static func entryPositions(in manifestText: String) -> [(line: Int, column: Int)] {
    guard let root = try? YAMLComposer.compose(manifestText), case .mapping(let manifest) = root,
      let node = manifest["shared"], case .sequence(let entries) = node
    else { return [] }
    return entries.map { ($0.mark?.line ?? 1, $0.mark?.column ?? 1) }
  }
}
