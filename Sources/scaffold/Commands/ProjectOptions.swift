import ArgumentParser
import Foundation
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

  /// The package root, or an error saying how to name one.
  func root() throws(ScaffoldError) -> URL {
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
    if let configuration = try setup().configuration, let folder = configuration.folder {
      if let package = configuration.package {
        return URL(fileURLWithPath: package, relativeTo: folder).standardizedFileURL
      }
      if let xcodeproj = configuration.xcodeproj {
        return URL(fileURLWithPath: xcodeproj, relativeTo: folder).standardizedFileURL.deletingLastPathComponent()
      }
    }
    guard let enclosing = PackageLocator.enclosingProject() else {
      throw .unreadableInput(
        path: FileManager.default.currentDirectoryPath,
        reason: "no Package.swift here or above; run it inside a package or pass --package")
    }
    return URL(fileURLWithPath: enclosing, isDirectory: true)
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
