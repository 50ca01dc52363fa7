import Yams

/// A template folder in memory: its manifest, the text of every file it names, and its partials
/// (files under `partials/`, used as `{{> name}}`).
public struct Template: Sendable {
  public var manifest: TemplateManifest
  /// Text of each file, keyed by the manifest's `template` path.
  public var files: [String: String]
  public var partials: [String: String]
  /// How diagnostics name the folder: `Templates/viper` for a built-in template.
  public var displayPath: String
  /// SHA-256 over every file of the folder (paths and contents), recorded with each generated
  /// module so a changed template is visible.
  public var contentHash: String = ""
  /// Built into the binary, and so already proven by the test suite against every context it
  /// can receive (`TemplateRendererTests`); the per-run check is skipped for speed.
  public var isBuiltIn = false

  /// Builds a template from the files of a folder (paths relative to it).
  public static func load(files folder: [String: String], displayPath: String, checksKeys: Bool = true)
    throws(ScaffoldError) -> Template
  {
    let manifestPath = "\(displayPath)/\(TemplateManifest.fileName)"
    guard let manifestText = folder[TemplateManifest.fileName] else {
      throw .invalidTemplate([
        Diagnostic("\(manifestPath) is missing", at: nil, hint: "a template folder needs a manifest")
      ])
    }
    let manifest: TemplateManifest
    do {
      manifest = try YAMLDecoder().decode(TemplateManifest.self, from: manifestText)
    } catch {
      throw .invalidTemplate([
        Diagnostic(
          "\(manifestPath) is not a valid manifest: \(error)",
          at: SourceLocation(file: manifestPath, line: 1, column: 1),
          hint: "see docs/templates.md for the manifest format")
      ])
    }
    var collector = DiagnosticCollector()
    // The built-ins' manifests are checked by the tests instead, to keep every run fast.
    if checksKeys { collector.append(contentsOf: ManifestKeys.unknown(in: manifestText, path: manifestPath)) }
    var files: [String: String] = [:]
    for file in manifest.files {
      if let text = folder[file.template] {
        files[file.template] = text
      } else {
        collector.error(
          "\(manifestPath) lists '\(file.template)', which the template folder does not contain", at: nil,
          hint: "add the file or remove it from the manifest")
      }
    }
    let partialPrefix = "partials/"
    let partials = Dictionary(
      folder.compactMap { path, text -> (String, String)? in
        guard path.hasPrefix(partialPrefix), path.hasSuffix(".mustache") else { return nil }
        return (String(path.dropFirst(partialPrefix.count).dropLast(".mustache".count)), text)
      }, uniquingKeysWith: { first, _ in first })
    guard collector.isEmpty else { throw .invalidTemplate(collector.diagnostics) }
    let hashed = folder.keys.sorted().map { "\($0)\u{0}\(folder[$0] ?? "")\u{0}" }.joined()
    return Template(
      manifest: manifest, files: files, partials: partials, displayPath: displayPath,
      contentHash: SHA256.hex(of: hashed))
  }

  /// The files of the template built in for `architecture`, by path inside its folder.
  public static func builtInFiles(_ architecture: Architecture) -> [String: String] {
    let prefix = architecture.rawValue + "/"
    return Dictionary(
      EmbeddedTemplates.files.compactMap { path, text in
        path.hasPrefix(prefix) ? (String(path.dropFirst(prefix.count)), text) : nil
      }, uniquingKeysWith: { first, _ in first })
  }

  /// The template built into the binary for `architecture`.
  public static func builtIn(_ architecture: Architecture) throws(ScaffoldError) -> Template {
    let folder = builtInFiles(architecture)
    var template = try load(files: folder, displayPath: "Templates/\(architecture.rawValue)", checksKeys: false)
    template.isBuiltIn = true
    return template
  }
}
