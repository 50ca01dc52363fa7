import Foundation
import ScaffoldBase
import ScaffoldXcode

/// A target copies its resources flat into one bundle (a localized file into its region's
/// `.lproj`), so two files of one name there are "Multiple commands produce" in Xcode, and two
/// strings tables of one name are one table. A resource a module adds (its `<Module>.strings`)
/// whose name the target has already (the app's own `Localizable.strings` for a module named
/// Localizable, a team's `Settings.strings`), or another module of the run adds too, is refused
/// before anything is written, naming both files.
enum XcodeResourceClashes {
  static func check(
    _ modules: [(name: String, files: [GeneratedFile])], targets: (source: XcodeTarget, test: XcodeTarget?),
    in project: XcodeProject, root: URL, replacing ownPaths: Set<String>
  ) throws(ScaffoldError) {
    var collector: [Diagnostic] = []
    let sides = [(targets.source, false)] + (targets.test.map { [($0, true)] } ?? [])
    for (target, isTest) in sides {
      var existing = resources(of: target, in: project, root: root, excluding: ownPaths)
      for (module, files) in modules {
        var added: [String: String] = [:]
        for file in files where !file.path.hasSuffix(".swift") && (file.kind == .test) == isTest {
          // A table's localizations share its name: one resource.
          let name = (file.path as NSString).lastPathComponent
          if let place = existing[name] {
            collector.append(
              Diagnostic(
                "module \(module) would add '\(name)' (\(file.path)) to target \(target.name), which has \(place) "
                  + "already: one bundle cannot hold both; nothing was written", at: nil,
                hint: "choose another module name, whose strings table is named after it"))
          }
          if added[name] == nil { added[name] = file.path }
        }
        existing.merge(added) { earlier, _ in earlier }
      }
    }
    guard collector.isEmpty else { throw .packageRefused(collector) }
  }

  /// The target's resources by file name, each at its first path.
  private static func resources(
    of target: XcodeTarget, in project: XcodeProject, root: URL, excluding ownPaths: Set<String>
  ) -> [String: String] {
    let resources = project.resources(of: target)
    var paths = resources.files
    for folder in resources.folders {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.contains(".lproj/") { paths.append(XcodePlacement.joined(folder, path)) }
      }
    }
    var byName: [String: String] = [:]
    for path in Set(paths).subtracting(ownPaths).sorted() {
      let name = (path as NSString).lastPathComponent
      if byName[name] == nil { byName[name] = path }
    }
    return byName
  }
}
