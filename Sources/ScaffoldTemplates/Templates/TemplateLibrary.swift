import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Where templates come from, in lookup order: the folders given (`--templates`, then the project
/// configuration's, then the user's), then the built-ins. A template in a folder with the name of
/// a built-in (`viper`) overrides it.
public struct TemplateLibrary: Sendable {
  public enum Source: Sendable, Equatable {
    case builtIn
    case folder(URL)
  }

  public struct Entry: Sendable, Equatable {
    public var name: String
    public var architecture: Architecture
    public var summary: String
    public var version: String
    public var source: Source
    /// An entry of the same name found earlier in the lookup order hides this one.
    public var isOverridden: Bool
  }

  /// Folders that hold template folders (`<folder>/<name>/template.yml`), searched in order.
  public var folders: [URL]
  let builtIns: @Sendable (Architecture) throws(ScaffoldError) -> Template

  public init(
    folders: [URL] = [],
    builtIns: @escaping @Sendable (Architecture) throws(ScaffoldError) -> Template = {
      architecture throws(ScaffoldError) in
      try Template.builtIn(architecture)
    }
  ) {
    self.folders = folders
    self.builtIns = builtIns
  }

  /// The per-user template folder: `$XDG_CONFIG_HOME/scaffold/templates`, else
  /// `~/.config/scaffold/templates`.
  public static func userFolder(environment: [String: String]) -> URL {
    let base =
      environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      // $HOME first, as git and the shell read it: asking Foundation reads the user database
      // (/etc/passwd, or a name service), which costs a one-module run about half a millisecond.
      ?? environment["HOME"].map {
        URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent(".config", isDirectory: true)
      }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config", isDirectory: true)
    return base.appendingPathComponent("scaffold/templates", isDirectory: true)
  }

  /// The template named `name`, from the first place that has it.
  public func template(named name: String) throws(ScaffoldError) -> Template {
    for folder in folders {
      let candidate = folder.appendingPathComponent(name, isDirectory: true)
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(TemplateManifest.fileName).path) {
        return try TemplateFolder.load(candidate, folders: folders, builtIn: builtIns)
      }
    }
    if let architecture = Architecture(rawValue: name) { return try builtIns(architecture) }
    let known = (try? entries().filter { !$0.isOverridden }.map(\.name)) ?? []
    throw .invalidSpec([
      Diagnostic(
        "no template named '\(name)'\(Suggestion.didYouMean(name, in: known))", at: nil,
        hint: "'scaffold templates list' shows the templates found: \(known.joined(separator: ", "))")
    ])
  }

  /// The names of the templates a name completes to: those not overridden that start with
  /// `prefix`, of `architecture` when one is given, sorted.
  public func names(prefix: String, architecture: Architecture?) throws(ScaffoldError) -> [String] {
    let names = try entries().filter { entry in
      !entry.isOverridden && entry.name.hasPrefix(prefix) && (architecture.map { $0 == entry.architecture } ?? true)
    }.map(\.name)
    return Array(Set(names)).sorted()
  }

  /// Every template found, in lookup order; later ones of the same name are marked overridden.
  public func entries() throws(ScaffoldError) -> [Entry] {
    var entries: [Entry] = []
    for folder in folders {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      for name in names {
        let candidate = folder.appendingPathComponent(name, isDirectory: true)
        guard FileManager.default.fileExists(atPath: candidate.appendingPathComponent(TemplateManifest.fileName).path)
        else { continue }
        let template = try TemplateFolder.load(candidate, folders: folders, builtIn: builtIns)
        entries.append(entry(name: name, template.manifest, source: .folder(candidate), after: entries))
      }
    }
    for architecture in Architecture.byStructure {
      let template = try builtIns(architecture)
      entries.append(entry(name: architecture.rawValue, template.manifest, source: .builtIn, after: entries))
    }
    return entries
  }

  private func entry(name: String, _ manifest: TemplateManifest, source: Source, after earlier: [Entry]) -> Entry {
    Entry(
      name: name, architecture: manifest.architecture, summary: manifest.summary, version: manifest.version,
      source: source, isOverridden: earlier.contains { $0.name == name })
  }
}

/// A template folder on disk, read whole.
public enum TemplateFolder {
  /// Reads every file under `url` (hidden files and `tests/` aside) and loads it as a template,
  /// with the `_shared/` folder beside it for the parts its manifest names under `shared:`.
  /// - Parameters:
  ///   - folders: Where a parent that its manifest `extends:` is looked for first (the library's
  ///     folders); then the folder it sits in, then the built-ins.
  ///   - chain: The folders of the templates that extend this one (`TemplateExtension`).
  public static func load(
    _ url: URL, folders: [URL] = [], chain: [String] = [],
    builtIn: @escaping (Architecture) throws(ScaffoldError) -> Template = { architecture throws(ScaffoldError) in
      try Template.builtIn(architecture)
    }
  ) throws(ScaffoldError) -> Template {
    let files = try read(url)
    let shared = try readShared(beside: url)
    guard let manifestText = files[TemplateManifest.fileName],
      let parentName = TemplateExtension.parentName(inManifest: manifestText)
    else { return try Template.load(files: files, shared: shared, displayPath: url.path) }
    let parent = try TemplateExtension.parent(
      named: parentName, of: url, folders: folders,
      chain: chain.isEmpty ? [url.standardizedFileURL.path] : chain, manifestText: manifestText, builtIn: builtIn)
    return try Template.load(files: files, shared: shared, displayPath: url.path, parent: parent)
  }

  /// The folder at `url` with the shared parts it names copied in and no `shared:` key: a copy
  /// of it works anywhere (`templates init --from`).
  public static func selfContained(_ url: URL) throws(ScaffoldError) -> [String: String] {
    let files = try read(url)
    let template = try Template.load(files: files, shared: try readShared(beside: url), displayPath: url.path)
    guard !template.manifest.shared.isEmpty else { return files }
    return try SharedParts.resolve(
      folder: files, shared: try readShared(beside: url), names: template.manifest.shared, displayPath: url.path)
  }

  /// The `_shared/` folder beside the template folder at `url`, or nothing when there is none.
  static func readShared(beside url: URL) throws(ScaffoldError) -> [String: String] {
    let folder = url.standardizedFileURL.deletingLastPathComponent()
      .appendingPathComponent(SharedParts.folderName, isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
    else { return [:] }
    return try read(folder)
  }

  /// Every text file under `url`, by relative path, except hidden ones and the template's own
  /// `tests/` (fixtures and snapshots, which are not part of what it generates).
  /// - Parameter includingHidden: hidden files too (a snapshot's `.swift-format`), but for what
  ///   tools leave beside them (`.DS_Store`, `.build`, `.swiftpm`).
  public static func read(_ url: URL, includingTests: Bool = false, includingHidden: Bool = false)
    throws(ScaffoldError) -> [String: String]
  {
    let root = url.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      throw .unreadableInput(path: url.path, reason: "no such folder")
    }
    var files: [String: String] = [:]
    while let relative = enumerator.nextObject() as? String {
      let components = relative.split(separator: "/")
      let hidden = components.contains { name in
        name.hasPrefix(".") && (!includingHidden || [".DS_Store", ".build", ".swiftpm"].contains(name))
      }
      if hidden || (!includingTests && components.first == "tests") {
        continue
      }
      let path = root + "/" + relative
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
      else { throw .unreadableInput(path: path, reason: "it cannot be read as UTF-8 text") }
      files[relative] = text
    }
    return files
  }
}
