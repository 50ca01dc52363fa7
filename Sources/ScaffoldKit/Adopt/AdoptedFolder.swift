import Foundation
import ScaffoldBase

/// Where a module to adopt lives, and its files: a package of its own (the folder holds
/// `Package.swift`), a target of a package (the folder is `Sources/<Module>` beside
/// `Package.swift`, its tests in `Tests/<Module>Tests`), or a folder of an Xcode app target's
/// (`<group>/<Module>`, the project's folder its root), as a generation places each.
struct AdoptedFolder: Sendable {
  var name: String
  var root: URL
  /// The folder named to adopt.
  var folder: URL
  var layout: ModuleLayout
  /// For a module in an Xcode project: the project, its targets, and the group the module's
  /// folder is in.
  var xcode: XcodeDestination?
  /// Every file of the module, by its path from `root`: what is compared with the render.
  var files: [String: String] { didSet { lines = files.mapValues(Self.lineCounts) } }
  /// How often each line occurs in each file, without indentation: what a render is ranked by.
  private(set) var lines: [String: [Substring: Int]]

  init(
    name: String, root: URL, folder: URL, layout: ModuleLayout, files: [String: String],
    xcode: XcodeDestination? = nil
  ) {
    self.folder = folder
    self.xcode = xcode
    self.name = name
    self.root = root
    self.layout = layout
    self.files = files
    lines = files.mapValues(Self.lineCounts)
  }

  /// Where a file a template writes as `path` (a package's layout: `Sources/<Module>/…`) is in
  /// this module's place; `nil` for one a target or an app's group does not hold (the package's
  /// manifest, and in an Xcode project its tests, whose folder only the project says).
  func placed(_ path: String) -> String? {
    switch layout {
    case .package: return path
    case .target: return path.hasPrefix("Sources/") || path.hasPrefix("Tests/") ? path : nil
    case .xcode:
      let prefix = "Sources/\(name)/"
      guard path.hasPrefix(prefix) else { return nil }
      return [xcode?.group, name, String(path.dropFirst(prefix.count))].compactMap { $0 }.joined(separator: "/")
    }
  }

  /// The lines of `text` without their indentation, blank ones left out, and how often each occurs.
  static func lineCounts(_ text: String) -> [Substring: Int] {
    var counts: [Substring: Int] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if !trimmed.isEmpty { counts[trimmed, default: 0] += 1 }
    }
    return counts
  }

  var destination: Destination {
    if let xcode { return .xcodeProject(xcode) }
    return layout == .package ? .ownPackage(root: root) : .existingPackage(root: root)
  }

  /// Folders and files a package holds that are never a module's: build products, the
  /// tool's records, version control and editor state.
  static let ignored: Set<String> = [
    ".build", ".swiftpm", ".git", GenerationRecord.folder, "Package.resolved", BaseFileAttributes.path,
  ]

  static func locate(_ folder: URL, xcode: XcodeDestination? = nil) throws(ScaffoldError) -> AdoptedFolder {
    let folder = folder.standardizedFileURL
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .unreadableInput(path: folder.path, reason: "there is no folder there to adopt")
    }
    if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      let sources = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources").path)) ?? []
      let targets = sources.filter { !$0.hasPrefix(".") }
      let name = targets.count == 1 ? targets[0] : folder.lastPathComponent
      return AdoptedFolder(
        name: name, root: folder, folder: folder, layout: .package, files: try read(under: folder, as: ""))
    }
    let parent = folder.deletingLastPathComponent()
    let root = parent.deletingLastPathComponent()
    if parent.lastPathComponent == "Sources",
      manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      let name = folder.lastPathComponent
      var files = try read(under: folder, as: "Sources/\(name)/")
      let tests = root.appendingPathComponent("Tests/\(name)Tests")
      if manager.fileExists(atPath: tests.path) {
        files.merge(try read(under: tests, as: "Tests/\(name)Tests/")) { a, _ in a }
      }
      return AdoptedFolder(name: name, root: root, folder: folder, layout: .target, files: files)
    }
    if var xcode {
      // In the app's groups: the module's folder is `<group>/<Module>` under the project's folder.
      let projectFolder = xcode.project.standardizedFileURL.deletingLastPathComponent()
      let relative = RelativePath.from(projectFolder, to: folder)
      guard !relative.hasPrefix(".."), !relative.hasPrefix("/"), relative != "." else {
        throw .packageRefused([
          Diagnostic(
            "\(folder.path) is not inside \(projectFolder.path), the folder of \(xcode.project.lastPathComponent)",
            at: nil, hint: "name a module's folder in the project")
        ])
      }
      let parent = (relative as NSString).deletingLastPathComponent
      xcode.group = xcode.group ?? (parent.isEmpty ? nil : parent)
      return AdoptedFolder(
        name: folder.lastPathComponent, root: projectFolder, folder: folder, layout: .xcode,
        files: try read(under: folder, as: relative + "/"), xcode: xcode)
    }
    throw .packageRefused([
      Diagnostic(
        "\(folder.path) is neither a package nor a target's folder (Sources/<Module> beside Package.swift)", at: nil,
        hint: "name the module's package folder or its Sources/<Module> folder; for a module in an Xcode "
          + "project's groups, name the project and target (--xcodeproj, --target)")
    ])
  }

  /// The text of every file under `folder`, by `prefix` + its path there; files that are not
  /// UTF-8 text (images, archives) are left out, since no template renders them.
  private static func read(under folder: URL, as prefix: String) throws(ScaffoldError) -> [String: String] {
    var files: [String: String] = [:]
    let manager = FileManager.default
    guard let paths = manager.subpaths(atPath: folder.path) else {
      throw .unreadableInput(path: folder.path, reason: "its files cannot be listed")
    }
    for path in paths.sorted() {
      let parts = path.split(separator: "/").map(String.init)
      if prefix.isEmpty, let first = parts.first, ignored.contains(first) { continue }
      if parts.contains(where: { $0 == ".DS_Store" || $0 == ".git" }) { continue }
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
        let data = manager.contents(atPath: url.path)
      else { continue }
      guard let text = String(data: data, encoding: .utf8) else { continue }
      files[prefix + path] = text
    }
    return files
  }
}
