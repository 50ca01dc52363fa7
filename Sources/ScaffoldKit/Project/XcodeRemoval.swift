import Foundation

/// What `remove` does to the Xcode project of a module recorded with the `xcode` layout: its
/// groups, file references and build files go; those of files kept (edited by hand) stay.
enum XcodeRemoval {
  static func change(
    removing record: GenerationRecord, root: URL, keeping edited: [String], into plan: inout RemovalPlan
  )
    throws(ScaffoldError)
  {
    guard let placement = record.xcode else { return }
    let path = "\(placement.project)/project.pbxproj"
    guard let old = try ChangePlanner.existingText(at: root.appendingPathComponent(path)) else {
      throw .unreadableInput(
        path: root.appendingPathComponent(path).path,
        reason: "the project \(record.module) was added to is gone; delete the module's files and record by hand")
    }
    let project = try GenerationPlanner.refusing(path) { () throws(XcodeProjectError) in try XcodeProject(text: old) }
    let module = record.module
    var removals: [XcodeProjectEditor.GroupRemoval] = []
    let groups = [
      (placement.group, placement.sourcePath(of: module), module),
      placement.testGroup.flatMap { group in placement.testPath(of: module).map { (group, $0, "\(module)Tests") } },
    ]
    for case (let group, let folder, let name)? in groups {
      // A group moved or deleted by hand since: nothing of it to take out.
      guard let parent = try? project.group(atPath: group) else { continue }
      let kept = Set(edited.compactMap { $0.hasPrefix(folder + "/") ? String($0.dropFirst(folder.count + 1)) : nil })
      removals.append(.init(parentGroupID: parent, name: name, keeping: kept))
    }
    let projectName = URL(fileURLWithPath: placement.project).deletingPathExtension().lastPathComponent
    let new = XcodeProjectEditor(project: project, projectName: projectName).removing(removals)
    if new != old {
      plan.manifest = RemovalPlan.ManifestChange(old: old, new: new)
      plan.manifestPath = path
    }
  }
}
