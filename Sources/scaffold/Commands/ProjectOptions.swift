import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit

/// Options of the commands that work on the modules recorded in a package.
struct ProjectOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The package whose modules to look at (default: the nearest folder with a Package.swift).", valueName: "path"),
    completion: .directory)
  var package: String?

  @Flag(help: "Print the result as JSON (see docs/json.md) instead of text.")
  var json = false

  @Option(
    name: .customLong("templates"),
    help: ArgumentHelp("A folder of templates, searched first (repeatable).", valueName: "dir"),
    completion: .directory)
  var templateFolders: [String] = []

  @OptionGroup var verbosityFlags: VerbosityOptions

  var verbosity: Verbosity { verbosityFlags.verbosity }

  /// The project file and a generator that finds the project's templates.
  func setup() throws(ScaffoldError) -> ProjectSetup {
    try ProjectSetup(templateFolders: templateFolders)
  }

  /// The package root, or an error saying how to name one. Outside any package (at the top of
  /// a project whose `.scaffold.yml` puts modules in `Modules/`), the one package below that
  /// records every module in `modules` (every package, when none is named) is taken: the records
  /// say where a module is, so the user need not.
  func root(holding modules: [String] = []) throws(ScaffoldError) -> URL {
    if let package {
      let url = URL(fileURLWithPath: package, isDirectory: true)
      // A wrong path must not pass `check` in CI as "0 modules in step".
      // An Xcode project's folder has no Package.swift, but has the records.
      guard
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
          || FileManager.default.fileExists(atPath: url.appendingPathComponent(GenerationRecord.folder).path)
      else {
        throw .unreadableInput(path: package, reason: "no Package.swift there; --package names a package's folder")
      }
      return url
    }
    let configuration = try setup().configuration
    if let configuration, let folder = configuration.folder {
      if let package = configuration.package {
        return URL(fileURLWithPath: package, relativeTo: folder).standardizedFileURL
      }
      if let xcodeproj = configuration.xcodeproj {
        return URL(fileURLWithPath: xcodeproj, relativeTo: folder).standardizedFileURL.deletingLastPathComponent()
      }
    }
    if let enclosing = PackageLocator.enclosingProject() {
      return URL(fileURLWithPath: enclosing, isDirectory: true)
    }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let folder = configuration?.folder ?? current
    // A project (its .scaffold.yml) whose last module was removed records nothing: that is an
    // empty status, not a wrong folder.
    let packages = try RecordedPackages.find(under: folder)
    if modules.isEmpty, configuration?.folder != nil, packages.isEmpty { return folder }
    return try Self.recordedPackage(
      holding: modules, among: packages, below: folder, from: current, inProject: configuration?.folder != nil)
  }

  /// The one package below `folder` whose records hold every module of `modules`.
  private static func recordedPackage(
    holding modules: [String], among packages: [URL], below folder: URL, from current: URL, inProject: Bool
  ) throws(ScaffoldError) -> URL {
    var holding: [URL] = []
    for package in packages {
      let names = Set(try RecordStore(root: package).moduleNames())
      if modules.allSatisfy({ names.contains($0) }) { holding.append(package) }
    }
    let shown = holding.map { RelativeDisplay.path(of: $0, from: current) }
    switch holding.count {
    case 1:
      Terminal.printStep(
        "no package here or above; \(shown[0]) records \(modules.isEmpty ? "modules" : modules.joined(separator: ", "))"
      )
      return holding[0]
    case 0:
      let found = packages.map { RelativeDisplay.path(of: $0, from: current) }
      if inProject && found.isEmpty {
        throw .unreadableInput(
          path: folder.path,
          reason: "no module named \(modules.joined(separator: ", ")): this project records none (no package "
            + "below its .scaffold.yml has records); generate one first")
      }
      throw .unreadableInput(
        path: current.path,
        reason: "no Package.swift here or above"
          + (found.isEmpty
            ? "; run it inside a package or pass --package"
            : ", and no package below records \(modules.joined(separator: ", ")) (packages with records: \(found.joined(separator: ", "))); pass --package")
      )
    default:
      throw .unreadableInput(
        path: current.path,
        reason:
          "no Package.swift here or above, and several packages below record \(modules.isEmpty ? "modules" : modules.joined(separator: ", ")): \(shown.joined(separator: ", ")); pass --package with one of them"
          + (modules.isEmpty ? ", or use 'scaffold check --recursive'" : ""))
    }
  }

  /// The records to work on: `names`, or every one.
  func records(named names: [String], in root: URL) throws(ScaffoldError) -> [GenerationRecord] {
    let store = RecordStore(root: root)
    guard !names.isEmpty else { return try store.allRecords() }
    var records: [GenerationRecord] = []
    for name in names {
      guard let record = try store.record(of: name) else {
        let known = try store.moduleNames()
        throw .unreadableInput(
          path: root.appendingPathComponent(GenerationRecord.path(for: name)).path,
          reason:
            "no record of a module named \(name); recorded: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
      }
      records.append(record)
    }
    return records
  }
}
