import Foundation
import ScaffoldPackageManifest

/// Files under `Sources/` and `Tests/` in folders that no target of the package owns: nothing
/// builds them. `scaffold remove` leaves such files behind when they were edited by hand (it
/// keeps the user's work), and `scaffold status` lists them so they are not forgotten.
public enum UnownedFiles {
  /// Paths relative to `root`, sorted; none when the manifest cannot be read (then the owners
  /// are unknown, and guessing would list a team's real targets).
  public static func find(root: URL) -> [String] {
    guard let package = try? PackageDescription.read(root: root) else { return [] }
    let owned = Set(
      package.targets.map { target in
        (target.path ?? "\(target.isTest ? "Tests" : "Sources")/\(target.name)").trimmingCharacters(
          in: CharacterSet(charactersIn: "/"))
      })
    var unowned: [String] = []
    for top in ["Sources", "Tests"] {
      let folder = root.appendingPathComponent(top, isDirectory: true)
      let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for child in children.sorted() where !owned.contains("\(top)/\(child)") && !child.hasPrefix(".") {
        unowned += files(under: folder.appendingPathComponent(child), relativePath: "\(top)/\(child)")
      }
    }
    return unowned.sorted()
  }

  private static func files(under url: URL, relativePath: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [relativePath] }
    let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? []
    return subpaths.filter { subpath in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: url.appendingPathComponent(subpath).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue && !(subpath as NSString).lastPathComponent.hasPrefix(".")
    }.map { "\(relativePath)/\($0)" }
  }
}
