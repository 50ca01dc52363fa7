import Foundation
import ScaffoldBase
import ScaffoldXcode

/// What `remove` does to the Xcode project of a module recorded with the `xcode` layout: its
/// groups, file references and build files go; those of files kept (edited by hand) stay.
enum XcodeRemoval {
  static func change(
    removing record: GenerationRecord, records snapshot: ProjectSnapshot, keeping edited: [String],
    into plan: inout RemovalPlan
  ) throws(ScaffoldError) {
    let root = snapshot.root
    // A project XcodeGen or Tuist generates was not edited: its next generation drops the files.
    guard let placement = record.xcode, placement.generator == nil else { return }
    let path = "\(placement.project)/project.pbxproj"
    guard let old = try ChangePlanner.existingText(at: root.appendingPathComponent(path)) else {
      throw .unreadableInput(
        path: root.appendingPathComponent(path).path,
        reason: "the project \(record.module) was added to is gone; delete the module's files and record by hand")
    }
    let project = try GenerationPlanner.refusing(path) { () throws(XcodeProjectError) in try XcodeProject(text: old) }
    let module = record.module
    var removals: [XcodeProjectEditor.GroupRemoval] = []
    var groups = [
      (placement.group, placement.sourcePath(of: module), module),
      placement.testGroup.flatMap { group in placement.testPath(of: module).map { (group, $0, "\(module)Tests") } },
    ]
    // The target's support: a file another recorded module lists stays, so the group goes with
    // the last module that uses it.
    let records = try snapshot.allRecords()
    let usedByOthers = Set(records.filter { $0.module != module }.flatMap(\.files.keys))
    let supportPlace = XcodeModuleFiles.supportPlacement(placement, records: records)
    let support = supportPlace.sourcePath(of: XcodeModuleFiles.supportFolder)
    if record.files.keys.contains(where: { $0.hasPrefix(support + "/") }) {
      groups.append((supportPlace.group, support, XcodeModuleFiles.supportFolder))
    }
    for case (let group, let folder, let name)? in groups {
      // A group moved or deleted by hand since: nothing of it to take out.
      guard let parent = try? project.group(atPath: group) else { continue }
      let kept = Set((edited + usedByOthers).compactMap { RelativePath.inside($0, folder: folder) })
      let owned = Set(record.files.keys.compactMap { RelativePath.inside($0, folder: folder) })
      removals.append(.init(parentGroupID: parent, name: name, keeping: kept, owned: owned))
    }
    let projectName = URL(fileURLWithPath: placement.project).deletingPathExtension().lastPathComponent
    var new = XcodeProjectEditor(project: project, projectName: projectName).removing(removals)
    // Folders Xcode keeps in step with the disk: the exceptions made for the module's files go.
    var exclusions: [XcodeProjectEditor.Exclusion] = []
    var sides = [
      (placement.group, placement.folder, placement.target, module),
      placement.testGroup.flatMap { group in
        placement.testFolder.flatMap { folder in placement.testTarget.map { (group, folder, $0, "\(module)Tests") } }
      },
    ]
    sides.append((supportPlace.group, supportPlace.folder, placement.target, XcodeModuleFiles.supportFolder))
    for case (let group, let folder, let targetName, let name)? in sides {
      guard let id = try? project.group(atPath: group), project.object(id)?.isSynchronizedRoot == true else { continue }
      let prefix = XcodePlacement.joined(folder, name) + "/"
      let paths = record.files.keys.filter {
        $0.hasPrefix(prefix) && !edited.contains($0) && !usedByOthers.contains($0)
      }
      .map { String($0.dropFirst(folder.isEmpty ? 0 : folder.count + 1)) }
      for target in project.synchronizedTargets(of: id) where target.name != targetName {
        exclusions.append(.init(folderID: id, target: target, paths: paths))
      }
    }
    if !exclusions.isEmpty, let edited = try? XcodeProject(text: new) {
      new = XcodeProjectEditor(project: edited, projectName: projectName).includingAgain(
        XcodeSynchronizedFolders.merged(exclusions))
    }
    // The regions added for the module's strings, unless another module still records them or
    // a file is still localized in them.
    if !placement.addedRegions.isEmpty, let edited = try? XcodeProject(text: new) {
      let others = try snapshot.allRecords().filter {
        $0.module != module && $0.xcode?.project == placement.project
      }
      let kept = Set(others.flatMap { $0.xcode?.addedRegions ?? [] })
      let unused = edited.unusedRegions(placement.addedRegions.filter { !kept.contains($0) })
      if !unused.isEmpty {
        new = XcodeProjectEditor(project: edited, projectName: projectName).removingRegions(unused)
      }
    }
    if new != old {
      plan.manifest = RemovalPlan.ManifestChange(old: old, new: new)
      plan.manifestPath = path
    }
  }
}
