@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Where a project's objects say its files are on disk, and which targets build them, worked out
/// from the objects alone as Xcode resolves them: a reference's path through its groups'
/// `path`s and `sourceTree`s, the build phases that hold a build file of it (or of its variant
/// group), and the folders Xcode 16 keeps in step with the disk, with their exception sets. It
/// shares nothing with the editor, so a test can hold the editor's output to it.
struct XcodeMembership {
  let project: XcodeProject
  private let parents: [String: String]
  /// Every file reference's location, worked out once: a project has many.
  private let referencesByLocation: [String: [XcodeObject]]

  init(_ project: XcodeProject) {
    self.project = project
    var parents: [String: String] = [:]
    for object in project.objects.values where object.isGroup || object.isSynchronizedRoot {
      for child in object.strings("children") { parents[child] = object.id }
    }
    self.parents = parents
    var byLocation: [String: [XcodeObject]] = [:]
    for object in project.objects.values where object.isa == "PBXFileReference" {
      if let location = Self.location(of: object.id, in: project, parents: parents) {
        byLocation[location, default: []].append(object)
      }
    }
    referencesByLocation = byLocation
  }

  /// The object's path relative to the project's folder; `nil` for one outside it (the SDK, the
  /// built products) or not reachable from the main group.
  func location(of id: String) -> String? { Self.location(of: id, in: project, parents: parents) }

  private static func location(of id: String, in project: XcodeProject, parents: [String: String]) -> String? {
    guard let object = project.objects[id] else { return nil }
    let own = object.string("path") ?? ""
    switch object.string("sourceTree") ?? "<group>" {
    case "SOURCE_ROOT":
      return own
    case "<group>":
      if id == project.projectObject.string("mainGroup") { return own }
      guard let parent = parents[id], let base = location(of: parent, in: project, parents: parents) else { return nil }
      return [base, own].filter { !$0.isEmpty }.joined(separator: "/")
    default:
      return nil
    }
  }

  /// The file references whose location is `path`.
  func references(at path: String) -> [XcodeObject] {
    referencesByLocation[path] ?? []
  }

  /// The group names from the main group down to `id`'s parent.
  func groupNames(above id: String) -> [String] {
    var names: [String] = []
    var current = parents[id]
    while let group = current, group != project.projectObject.string("mainGroup") {
      names.insert(project.objects[group]?.displayName ?? "?", at: 0)
      current = parents[group]
    }
    return names
  }

  /// Each target that builds the file at `path`, with how: the `isa` of the phase that holds it,
  /// or, in a synchronized folder, the phase Xcode gives its kind of file.
  func builders(of path: String) -> [Builder] {
    var result: [Builder] = []
    let targets = project.targets.compactMap { project.objects[$0.id] }
    // Listed files: the reference, or the variant group a localized file is a variant of.
    var built = Set(references(at: path).map(\.id))
    for id in built {
      if let parent = parents[id], project.objects[parent]?.isa == "PBXVariantGroup" { built.insert(parent) }
    }
    let buildFiles = Set(
      project.objects.values.filter { $0.isa == "PBXBuildFile" && built.contains($0.string("fileRef") ?? "") }.map(\.id)
    )
    for target in targets {
      for phase in target.strings("buildPhases").compactMap({ project.objects[$0] })
      where phase.strings("files").contains(where: buildFiles.contains) {
        result.append(Builder(target: target.string("name") ?? "?", phase: phase.isa))
      }
    }
    // Synchronized folders: a file belongs to the targets of its folder, except where an
    // exception set for a target lists it, which turns that target's membership around.
    for folder in project.objects.values where folder.isSynchronizedRoot {
      guard let base = location(of: folder.id), path.hasPrefix(base + "/") else { continue }
      let relative = String(path.dropFirst(base.count + 1))
      for target in targets {
        let owns = target.strings("fileSystemSynchronizedGroups").contains(folder.id)
        let listed = folder.strings("exceptions").compactMap { project.objects[$0] }.contains {
          $0.string("target") == target.id && $0.strings("membershipExceptions").contains(relative)
        }
        if owns != listed {
          result.append(
            Builder(
              target: target.string("name") ?? "?",
              phase: path.hasSuffix(".swift") ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase"))
        }
      }
    }
    return result
  }

  /// Whether `path` is inside a folder Xcode 16 keeps in step with the disk.
  func isInSynchronizedFolder(_ path: String) -> Bool {
    project.objects.values.contains { folder in
      folder.isSynchronizedRoot && location(of: folder.id).map { path.hasPrefix($0 + "/") } == true
    }
  }

  struct Builder: Equatable, CustomStringConvertible {
    var target: String
    var phase: String
    var description: String { "\(phase) of \(target)" }
  }
}
