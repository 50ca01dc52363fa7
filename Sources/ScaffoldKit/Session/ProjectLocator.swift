import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Finds the package or project a command works on: `--package`, else `.scaffold.yml`'s, else
/// the nearest one at or above the working folder, else the one below that records the modules.
public struct ProjectLocator: Sendable {
  public let workingFolder: URL
  let log: ActivityLog

  public init(workingFolder: URL, log: ActivityLog = .silent) {
    self.workingFolder = workingFolder
    self.log = log
  }

  /// The package root, or an error saying how to name one. Outside any package (at the top of
  /// a project whose `.scaffold.yml` puts modules in `Modules/`), the one package below that
  /// records every module in `modules` (every package, when none is named) is taken: the records
  /// say where a module is, so the user need not.
  public func root(package: String?, configuration: ProjectConfiguration?, holding modules: [String] = [])
    throws(ScaffoldError) -> URL
  {
    if let package {
      let url = RelativePath.folder(package, from: workingFolder)
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
    if let configuration, let folder = configuration.folder {
      if let package = configuration.package {
        return URL(fileURLWithPath: package, relativeTo: folder).standardizedFileURL
      }
      if let xcodeproj = configuration.xcodeproj {
        return URL(fileURLWithPath: xcodeproj, relativeTo: folder).standardizedFileURL.deletingLastPathComponent()
      }
    }
    if let enclosing = enclosingProject() {
      return RelativePath.folder(enclosing, from: workingFolder)
    }
    let folder = configuration?.folder ?? workingFolder
    // Below a folder that is no project's root, the search would walk whatever is there: from
    // `/` or a home folder, the whole disk. A project's root has its repository or configuration.
    guard configuration?.folder != nil || Self.isProjectRoot(folder) else {
      throw .unreadableInput(
        path: folder.path,
        reason: "no Package.swift here or above, and this folder is no project's root (no .git, .scaffold.yml "
          + "or .xcodeproj); run it inside a package or project, pass --package, or use --recursive in the "
          + "folder that holds your packages")
    }
    // A project (its .scaffold.yml) whose last module was removed records nothing: that is an
    // empty status, not a wrong folder.
    let packages = try RecordedPackages.find(under: folder)
    if modules.isEmpty, configuration?.folder != nil, packages.isEmpty { return folder }
    return try recordedPackage(
      holding: modules, among: packages, below: folder, inProject: configuration?.folder != nil)
  }

  /// A repository's top (`.git`), a folder with a `.scaffold.yml`, or one holding an Xcode project
  /// or workspace: a folder whose subfolders are the project's own, worth searching for records.
  static func isProjectRoot(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { name in
      name == ".git" || name == ProjectConfiguration.fileName || name.hasSuffix(".xcodeproj")
        || name.hasSuffix(".xcworkspace")
    }
  }

  /// Up to five paths, then how many more: an error line stays readable in a big monorepo.
  static func shortList(_ paths: [String]) -> String {
    paths.count <= 5
      ? paths.joined(separator: ", ") : paths.prefix(5).joined(separator: ", ") + " and \(paths.count - 5) more"
  }

  /// The one package below `folder` whose records hold every module of `modules`.
  private func recordedPackage(holding modules: [String], among packages: [URL], below folder: URL, inProject: Bool)
    throws(ScaffoldError) -> URL
  {
    var holding: [URL] = []
    for package in packages {
      let names = Set(try ProjectSnapshot.recordedModules(in: package))
      if modules.allSatisfy({ names.contains($0) }) { holding.append(package) }
    }
    let shown = holding.map { RelativePath.display(of: $0, from: workingFolder) }
    let named = modules.isEmpty ? "modules" : modules.joined(separator: ", ")
    switch holding.count {
    case 1:
      log.step("no package here or above; \(shown[0]) records \(named)")
      return holding[0]
    case 0:
      let found = packages.map { RelativePath.display(of: $0, from: workingFolder) }
      if inProject && found.isEmpty {
        throw .unreadableInput(
          path: folder.path,
          reason: "no module named \(modules.joined(separator: ", ")): this project records none (no package "
            + "below its .scaffold.yml has records); generate one first")
      }
      throw .unreadableInput(
        path: workingFolder.path,
        reason: "no Package.swift here or above"
          + (found.isEmpty
            ? "; run it inside a package or pass --package"
            : ", and no package below records \(modules.joined(separator: ", ")) (packages with records: \(Self.shortList(found))); pass --package")
      )
    default:
      throw .unreadableInput(
        path: workingFolder.path,
        reason:
          "no Package.swift here or above, and several packages below record \(named): \(Self.shortList(shown)); pass --package with one of them"
          + (modules.isEmpty ? ", or use 'scaffold check --recursive'" : ""))
    }
  }

  /// The nearest folder at or above the working one that holds a `Package.swift` or the records
  /// of generated modules (`.scaffold/`: an Xcode project's folder), relative to the working folder.
  public func enclosingProject() -> String? {
    nearest(from: workingFolder) { url in
      FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        || FileManager.default.fileExists(atPath: url.appendingPathComponent(GenerationRecord.folder).path)
    }
  }

  /// The nearest folder at or above `folder` with a `Package.swift`, relative to the working
  /// folder when it is at or above it, else absolute.
  public func enclosingPackage(of folder: URL) -> String? {
    nearest(from: folder) { url in
      FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    }
  }

  private func nearest(from folder: URL, where matches: (URL) -> Bool) -> String? {
    let current = workingFolder.standardizedFileURL
    var url = folder.standardizedFileURL
    while true {
      if matches(url) {
        guard current.path == url.path || current.path.hasPrefix(url.path + "/") else { return url.path }
        let hops = current.pathComponents.count - url.pathComponents.count
        return hops == 0 ? "." : Array(repeating: "..", count: hops).joined(separator: "/")
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }
}
