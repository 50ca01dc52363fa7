import ScaffoldBase
import ScaffoldSpec

/// What was generated for one module, kept in the project as `.scaffold/<Module>.json` so that
/// `status`, `check` and `remove` know which files are the tool's and what they held.
///
/// The file is pretty JSON with sorted keys: one key per line, stable bytes, small diffs.
public struct GenerationRecord: Sendable, Equatable {
  /// Bumped when the format changes incompatibly; older tools refuse newer records.
  public static let formatVersion = 1
  /// The folder, relative to the package root, that holds the records.
  public static let folder = ".scaffold"

  public var module: String
  public var layout: ModuleLayout
  public var toolVersion: String
  public var templateName: String
  /// SHA-256 of the template's files, so a template change shows even before a re-render.
  public var templateHash: String
  /// The validated spec with every default explicit (see `NormalizedSpec`).
  public var spec: ContextValue
  /// The spec file it came from, relative to the package root, when there was one.
  public var specFile: String?
  /// What the command line added to that spec file (`--use-case`, `--testing`…), so `check` can
  /// read today's spec file and apply the same additions.
  public var commandLine: ContextValue?
  /// SHA-256 of every generated file, by path relative to the package root.
  public var files: [String: String]
  /// For the `xcode` layout: the project, targets and groups the module's files are in.
  public var xcode: XcodePlacement?
  /// The day of the first generation (and who ran it, when the project names no author), which
  /// templates print as `created.date`; `nil` in records written before Scaffold kept it.
  public var created: GenerationOrigin?
  /// `ModuleFiles.fingerprint` of what the files were rendered from: while today's is the same,
  /// rendering again would give `files` exactly, so `check` and `update` skip it. `nil` in
  /// records written before Scaffold kept it (those modules are always rendered).
  public var renderFingerprint: String?
  /// For a module made from an OpenAPI document: the document's hash and the chosen operations.
  public var openAPI: OpenAPIOrigin?

  public init(
    module: String, layout: ModuleLayout, toolVersion: String, templateName: String, templateHash: String,
    spec: ContextValue,
    specFile: String?, files: [String: String]
  ) {
    self.module = module
    self.layout = layout
    self.toolVersion = toolVersion
    self.templateName = templateName
    self.templateHash = templateHash
    self.spec = spec
    self.specFile = specFile
    self.files = files
  }

  /// Where the record of `module` lives, relative to the package root.
  public static func path(for module: String) -> String {
    "\(folder)/\(module).json"
  }

  public var jsonText: String {
    var members: [String: ContextValue] = [
      "formatVersion": .int(Self.formatVersion),
      "module": .string(module),
      "layout": .string(layout.rawValue),
      "toolVersion": .string(toolVersion),
      "template": ["name": .string(templateName), "sha256": .string(templateHash)],
      "spec": spec,
      "files": .object(files.mapValues { .string($0) }),
    ]
    if let specFile { members["specFile"] = .string(specFile) }
    if let commandLine { members["commandLine"] = commandLine }
    if let renderFingerprint { members["renderFingerprint"] = .string(renderFingerprint) }
    if let openAPI { members["openapi"] = openAPI.recordValue }
    if let xcode { members["xcode"] = xcode.contextValue }
    if let created {
      var origin: [String: ContextValue] = ["date": .string(created.day.iso)]
      if let developer = created.developer { origin["developer"] = .string(developer) }
      members["created"] = .object(origin)
    }
    return ContextValue.object(members).jsonText() + "\n"
  }

  /// Reads a record; `path` names it in errors.
  public init(jsonText: String, path: String) throws(ScaffoldError) {
    let root: ContextValue
    do {
      root = try ContextValue(jsonText: jsonText)
    } catch {
      throw Self.invalid(path, "it is not valid JSON")
    }
    guard case .int(let version)? = root["formatVersion"] else { throw Self.invalid(path, "it has no formatVersion") }
    guard version <= Self.formatVersion else {
      throw Self.invalid(path, "it was written by a newer scaffold (format \(version)); update scaffold")
    }
    guard case .string(let module)? = root["module"], case .string(let toolVersion)? = root["toolVersion"],
      case .string(let layoutName)? = root["layout"], let layout = ModuleLayout(rawValue: layoutName),
      case .string(let templateName)? = root.value(at: "template.name"),
      case .string(let templateHash)? = root.value(at: "template.sha256"), let spec = root["spec"],
      case .object(let fileMembers)? = root["files"]
    else { throw Self.invalid(path, "a required key is missing or has the wrong type") }
    var files: [String: String] = [:]
    for (file, value) in fileMembers {
      guard case .string(let hash) = value else { throw Self.invalid(path, "the hash of \(file) is not a string") }
      // `check`, `update` and `remove` read, write and delete these: never outside the root.
      if let problem = ProjectPathRule.problem(withRelative: file) {
        throw Self.invalid(path, "its file '\(file)' \(problem)")
      }
      files[file] = hash
    }
    var specFile: String?
    if case .string(let value)? = root["specFile"] { specFile = value }
    self.init(
      module: module, layout: layout, toolVersion: toolVersion, templateName: templateName, templateHash: templateHash,
      spec: spec,
      specFile: specFile, files: files)
    self.commandLine = root["commandLine"]
    if let fingerprint = root["renderFingerprint"] {
      guard case .string(let value) = fingerprint else { throw Self.invalid(path, "its renderFingerprint is not text") }
      self.renderFingerprint = value
    }
    if let section = root["openapi"] {
      guard let origin = OpenAPIOrigin(recordValue: section) else {
        throw Self.invalid(path, "its openapi section lacks the document, its sha256 or an operation's method or path")
      }
      self.openAPI = origin
    }
    if let xcode = root["xcode"] {
      guard let placement = XcodePlacement(xcode) else {
        throw Self.invalid(path, "its xcode section lacks a key, or its access is neither public nor internal")
      }
      for folder in [placement.project, placement.folder] + (placement.testFolder.map { [$0] } ?? []) {
        if let problem = ProjectPathRule.problem(withRelative: folder) {
          throw Self.invalid(path, "its xcode folder '\(folder)' \(problem)")
        }
      }
      self.xcode = placement
    } else if layout == .xcode {
      throw Self.invalid(path, "its layout is xcode, but it has no xcode section")
    }
    if let created = root["created"] {
      guard case .string(let date)? = created["date"], let day = CalendarDay(iso: date) else {
        throw Self.invalid(path, "its created.date is not a day written yyyy-MM-dd")
      }
      var developer: String?
      if let value = created["developer"] {
        guard case .string(let name) = value else { throw Self.invalid(path, "its created.developer is not text") }
        developer = name
      }
      self.created = GenerationOrigin(day: day, developer: developer)
    }
  }

  private static func invalid(_ path: String, _ reason: String) -> ScaffoldError {
    .invalidRecord([
      Diagnostic(
        "\(path) is not a valid generation record: \(reason)", at: SourceLocation(file: path, line: 1, column: 1),
        hint: "restore it from version control, or delete it and generate the module again")
    ])
  }
}
