import Foundation
import ScaffoldBase

/// Where a module to adopt lives, and its files: a package of its own (the folder holds
/// `Package.swift`), or a target of a package (the folder is `Sources/<Module>` beside
/// `Package.swift`, its tests in `Tests/<Module>Tests`). Those are the layouts a record can
/// describe for a package; modules in an Xcode project are not adopted yet.
struct AdoptedFolder: Sendable {
  var name: String
  var root: URL
  var layout: ModuleLayout
  /// Every file of the module, by its path from `root`: what is compared with the render.
  var files: [String: String] { didSet { lines = files.mapValues(Self.lineCounts) } }
  /// How often each line occurs in each file, without indentation: what a render is ranked by.
  private(set) var lines: [String: [Substring: Int]]

  init(name: String, root: URL, layout: ModuleLayout, files: [String: String]) {
    self.name = name
    self.root = root
    self.layout = layout
    self.files = files
    lines = files.mapValues(Self.lineCounts)
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
    layout == .package ? .ownPackage(root: root) : .existingPackage(root: root)
  }

  /// Folders and files a package holds that are never a module's: build products, the
  /// tool's records, version control and editor state.
  static let ignored: Set<String> = [
    ".build", ".swiftpm", ".git", GenerationRecord.folder, "Package.resolved", BaseFileAttributes.path,
  ]

  static func locate(_ folder: URL) throws(ScaffoldError) -> AdoptedFolder {
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
      return AdoptedFolder(name: name, root: folder, layout: .package, files: try read(under: folder, as: ""))
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
      return AdoptedFolder(name: name, root: root, layout: .target, files: files)
    }
    throw .packageRefused([
      Diagnostic(
        "\(folder.path) is neither a package nor a target's folder (Sources/<Module> beside Package.swift)", at: nil,
        hint: "name the module's package folder, or its Sources/<Module> folder; modules in an Xcode project "
          + "cannot be adopted yet")
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
