import ScaffoldBase
import ScaffoldSpec
import Yams

/// A template folder in memory: its manifest, the text of every file it names, and its partials
/// (files under `partials/`, used as `{{> name}}`).
public struct Template: Sendable {
  public var manifest: TemplateManifest { didSet { readKeys = KeyMemo() } }
  /// Text of each file, keyed by the manifest's `template` path.
  public var files: [String: String] { didSet { readKeys = KeyMemo() } }
  public var partials: [String: String] { didSet { readKeys = KeyMemo() } }
  /// Which context keys the texts above name (`reads`), found once per key: every module of a
  /// run asks the same few. Copies share it until one changes a text, which starts a new one.
  var readKeys = KeyMemo()
  /// How diagnostics name the folder: `Templates/viper` for a built-in template.
  public var displayPath: String
  /// SHA-256 over every file of the folder (paths and contents), recorded with each generated
  /// module so a changed template is visible. A built-in's comes from the build (the
  /// embedder works it out); any other template's is worked out on first use, once for every
  /// copy: a run reads it only when it plans, so hashing the texts need not hold up parsing.
  public var contentHash: String {
    get { assignedHash ?? lazyHash.value }
    set { assignedHash = newValue }
  }
  var assignedHash: String?
  var lazyHash = LazyContentHash { "" }
  /// Built into the binary, and so already proven by the test suite against every context it
  /// can receive (`TemplateRendererTests`); the per-run check is skipped for speed.
  public var isBuiltIn = false
  /// Where each part taken from `_shared/` lives, by its path in the template.
  var sourcePaths: [String: String] = [:]

  /// Builds a template from the files of a folder (paths relative to it) and the `_shared/`
  /// folder beside it, whose parts the manifest may name under `shared:`.
  /// - Parameter parent: The template the manifest's `extends:` names, already loaded
  ///   (`TemplateFolder` finds it): the folder's files then take the place of the parent's at the
  ///   same paths, and the parent gives the rest.
  /// - Parameter manifestNode: The manifest already composed into YAML nodes, when the build did
  ///   it (a built-in's); its nodes have no positions, so an error is reported from the text.
  public static func load(
    files folder: [String: String], shared: [String: String] = [:], displayPath: String, checksKeys: Bool = true,
    parent: Template? = nil, manifestNode: Node? = nil
  ) throws(ScaffoldError) -> Template {
    let manifestPath = "\(displayPath)/\(TemplateManifest.fileName)"
    guard let manifestText = folder[TemplateManifest.fileName] else {
      throw .invalidTemplate([
        Diagnostic("\(manifestPath) is missing", at: nil, hint: "a template folder needs a manifest")
      ])
    }
    // A built-in's manifest comes composed from the build, without positions: one its nodes do
    // not make is read again from its text, so that the error is placed at its line.
    let manifest: TemplateManifest
    if let manifestNode,
      let composed = try? TemplateManifest(root: manifestNode, path: manifestPath, parent: parent?.manifest)
    {
      manifest = composed
    } else {
      manifest = try TemplateManifest(yaml: manifestText, path: manifestPath, parent: parent?.manifest)
    }
    var collector = DiagnosticCollector()
    // The built-ins' manifests are checked by the tests instead, to keep every run fast.
    if checksKeys { collector.append(contentsOf: ManifestKeys.unknown(in: manifestText, path: manifestPath)) }
    // From here on the template is its self-contained form: shared parts sit at their paths.
    var (resolved, sharingProblems) = SharedParts.overlay(
      folder: folder, shared: shared, names: manifest.shared, displayPath: displayPath)
    collector.append(contentsOf: sharingProblems)
    var sourcePaths: [String: String] = [:]
    if let parent, manifest.extends != nil {
      let inherited = parent.folderForm
      collector.append(
        contentsOf: TemplateExtension.strayFiles(
          resolved, inherited: inherited, manifest: manifest, displayPath: displayPath))
      for (path, text) in inherited where resolved[path] == nil {
        resolved[path] = text
        sourcePaths[path] = parent.sourcePath(of: path)
      }
    }
    var files: [String: String] = [:]
    for file in manifest.files {
      if let text = resolved[file.template] {
        files[file.template] = text
      } else if !manifest.shared.contains(file.template) {  // a missing shared part is reported above
        collector.error(
          "\(manifestPath) lists '\(file.template)', which the template folder does not contain", at: nil,
          hint: "add the file, name it under shared: if it is in \(SharedParts.sharedDisplayPath(of: displayPath)), "
            + "or remove it from the manifest")
      }
    }
    let partialPrefix = "partials/"
    let partials = Dictionary(
      resolved.compactMap { path, text -> (String, String)? in
        guard path.hasPrefix(partialPrefix), path.hasSuffix(".mustache") else { return nil }
        return (String(path.dropFirst(partialPrefix.count).dropLast(".mustache".count)), text)
      }, uniquingKeysWith: { first, _ in first })
    guard collector.isEmpty else { throw .invalidTemplate(collector.diagnostics) }
    // Hashed in its self-contained form (`SharedParts.contentHash`).
    // A parent's change is the child's: its hash covers the parent's whole folder, manifest included.
    let parentHash = manifest.extends != nil ? parent?.contentHash : nil
    let resolvedFolder = resolved
    let sharedFolder = SharedParts.sharedDisplayPath(of: displayPath)
    for path in manifest.shared { sourcePaths[path] = "\(sharedFolder)/\(path)" }
    var template = Template(
      manifest: manifest, files: files, partials: partials, displayPath: displayPath, sourcePaths: sourcePaths)
    template.lazyHash = LazyContentHash { SharedParts.contentHash(of: resolvedFolder, parentHash: parentHash) }
    return template
  }

  /// The files the template renders and its partials, at their paths in a template folder: what
  /// a template that extends this one starts from.
  public var folderForm: [String: String] {
    var folder = files
    for (name, text) in partials { folder["partials/\(name).mustache"] = text }
    return folder
  }

  /// Where a file of the template lives, for diagnostics: its own folder, or `_shared/` for a
  /// part it takes from there.
  func sourcePath(of path: String) -> String {
    sourcePaths[path] ?? "\(displayPath)/\(path)"
  }

  /// The built-in template for `architecture` in its self-contained form (shared parts copied
  /// in): what `templates init --from` copies. The built-ins always resolve (SharedPartsTests
  /// proves it for each), so the fallback to the folder as written is never taken.
  public static func builtInFiles(_ architecture: Architecture) -> [String: String] {
    let folder = embeddedFolder(architecture.rawValue)
    let names =
      (try? TemplateManifest(yaml: folder[TemplateManifest.fileName] ?? "", path: TemplateManifest.fileName))?
      .shared ?? []
    return
      (try? SharedParts.resolve(
        folder: folder, shared: embeddedFolder(SharedParts.folderName), names: names,
        displayPath: "Templates/\(architecture.rawValue)")) ?? folder
  }

  /// The template built into the binary for `architecture`, loaded once per process
  /// (`BuiltInTemplates`).
  public static func builtIn(_ architecture: Architecture) throws(ScaffoldError) -> Template {
    try BuiltInTemplates.template(architecture)
  }

  static func loadBuiltIn(_ architecture: Architecture) throws(ScaffoldError) -> Template {
    var template = try load(
      files: embeddedFolder(architecture.rawValue), shared: embeddedFolder(SharedParts.folderName),
      displayPath: "Templates/\(architecture.rawValue)", checksKeys: false,
      manifestNode: EmbeddedTemplates.manifestNode(architecture.rawValue))
    template.isBuiltIn = true
    // Worked out at build time by the embedder, with the same code (`SharedParts`): hashing the
    // template's 170 KB took a core from rendering for over a millisecond in every run.
    if let hash = EmbeddedTemplates.contentHash(architecture.rawValue) { template.contentHash = hash }
    return template
  }

  /// The embedded files under `Templates/<name>/`, by path inside that folder.
  static func embeddedFolder(_ name: String) -> [String: String] {
    EmbeddedTemplates.folder(name)
  }
}
