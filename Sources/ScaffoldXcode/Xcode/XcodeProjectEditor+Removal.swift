extension XcodeProjectEditor {
  /// A module's group to take out of the project, with what it holds and the build files of it.
  public struct GroupRemoval: Sendable, Equatable {
    /// The group the module's group is in.
    public var parentGroupID: String
    /// The module's folder, its group's `path`.
    public var name: String
    /// Paths under the module's folder whose references stay (files edited by hand, which stay
    /// on disk and so stay in the project and its build), with the groups that lead to them.
    public var keeping: Set<String>
    /// Paths under the module's folder that the module added, when known: only their references
    /// go. A group of that name the project had before (the app's own `Cart` group beside a
    /// module named Cart) keeps its other files, and so stays.
    public var owned: Set<String>?

    public init(parentGroupID: String, name: String, keeping: Set<String> = [], owned: Set<String>? = nil) {
      self.parentGroupID = parentGroupID
      self.name = name
      self.keeping = keeping
      self.owned = owned
    }
  }

  /// The project's text without the groups, their references, and those references' build
  /// files; a build phase this tool made and left empty, and a section left empty, go too, so
  /// that removing what `adding` added gives back the project's bytes as they were.
  public func removing(_ removals: [GroupRemoval]) -> String {
    var splice = XcodeSplice(project: project)
    var deleted: Set<String> = []
    for removal in removals {
      guard let parent = project.object(removal.parentGroupID),
        let group = parent.strings("children").compactMap({ project.object($0, isa: ["PBXGroup"]) })
          .first(where: { $0.string("path") == removal.name })
      else { continue }
      let dropped = droppedMembers(of: group, folder: "", keeping: removal.keeping, owned: removal.owned)
      deleted.formUnion(dropped)
      if dropped.contains(group.id) { splice.deleteItem(group.id, inList: "children", of: parent) }
    }
    return dropping(deleted, splice: &splice)
  }

  /// The project's text with no trace of the files at `paths` (relative to the project's
  /// folder), which a run deleted: neither their references (`removingReferences`) nor an
  /// exception set of a synchronized folder naming them.
  public func forgettingFiles(at paths: Set<String>) throws(XcodeProjectError) -> String {
    let unreferenced = removingReferences(toFilesAt: paths)
    let editor = XcodeProjectEditor(project: try XcodeProject(text: unreferenced), projectName: projectName)
    let exclusions = editor.exclusions(ofFilesAt: paths)
    return exclusions.isEmpty ? unreferenced : editor.includingAgain(exclusions)
  }

  /// The project's text without the references to the files at `paths` (relative to the
  /// project's folder), their build files, and the groups they leave empty: what a run deletes
  /// (a file the module no longer has, files moved by `--group`) must leave the project too, or
  /// the app's build fails on a file that is not there.
  public func removingReferences(toFilesAt paths: Set<String>) -> String {
    guard !paths.isEmpty else { return project.text }
    var deleted = Set(
      project.objects.values.filter {
        $0.isa == "PBXFileReference" && project.location(of: $0).map(paths.contains) == true
      }
      .map(\.id))
    guard !deleted.isEmpty else { return project.text }
    // A group (a language's variant group, the module's group) whose every child went goes too,
    // and then perhaps its parent; never the main group.
    let main = project.projectObject.string("mainGroup")
    var emptied = true
    while emptied {
      emptied = false
      for group in project.objects.values where group.isGroup && group.id != main && !deleted.contains(group.id) {
        let children = group.strings("children")
        if !children.isEmpty && children.allSatisfy(deleted.contains) {
          deleted.insert(group.id)
          emptied = true
        }
      }
    }
    var splice = XcodeSplice(project: project)
    return dropping(deleted, splice: &splice)
  }

  /// `splice` with the objects `deleted` gone, each from the lists that name it, with the build
  /// files of deleted references, and the build phases and sections this leaves empty.
  private func dropping(_ deleted: Set<String>, splice: inout XcodeSplice) -> String {
    var deleted = deleted
    // Items of lists in objects that stay: a dropped group's children go with it.
    for object in project.objects.values where object.isGroup && !deleted.contains(object.id) {
      for child in object.strings("children") where deleted.contains(child) {
        splice.deleteItem(child, inList: "children", of: object)
      }
    }
    let builds = project.objects.values.filter {
      $0.isa == "PBXBuildFile" && deleted.contains($0.string("fileRef") ?? "")
    }
    deleted.formUnion(builds.map(\.id))
    var identifiers = XcodeIdentifier(projectName: projectName)
    for target in project.objects.values where target.isa == "PBXNativeTarget" {
      for phase in target.strings("buildPhases").compactMap({ project.object($0) }) {
        let left = phase.strings("files").filter { !deleted.contains($0) }
        for file in phase.strings("files") where deleted.contains(file) {
          splice.deleteItem(file, inList: "files", of: phase)
        }
        // A phase this tool made (its identifier is the one `adding` makes for it) that is empty now.
        guard left.isEmpty, left.count < phase.strings("files").count,
          let kind = Phase.allCases.first(where: { $0.isa == phase.isa })
        else { continue }
        if phase.id == identifiers.make("phase", target.string("name") ?? target.id, kind.rawValue) {
          deleted.insert(phase.id)
          splice.deleteItem(phase.id, inList: "buildPhases", of: target)
        }
      }
    }
    for id in deleted {
      if let object = project.object(id) {
        splice.delete(splice.lines(around: object.entry.keyRange.lowerBound..<object.entry.end))
      }
    }
    splice.deleteEmptiedSections(leaving: Set(project.objects.keys).subtracting(deleted))
    return splice.text()
  }

  /// The members of `group` (and the group itself) to drop: every reference and sub-group but
  /// the kept files and the groups leading to them.
  private func droppedMembers(
    of group: XcodeObject, folder: String, keeping: Set<String>, owned: Set<String>?
  ) -> Set<String> {
    var dropped: Set<String> = []
    var keepsAny = false
    for child in group.strings("children").compactMap({ project.object($0) }) {
      // A variant group has a name, not a path: its languages' paths are from its parent's folder.
      let own = child.isa == "PBXVariantGroup" ? nil : child.string("path")
      let path = [folder, own ?? ""].filter { !$0.isEmpty }.joined(separator: "/")
      if child.isGroup {
        let inner = droppedMembers(of: child, folder: path, keeping: keeping, owned: owned)
        dropped.formUnion(inner)
        if !inner.contains(child.id) { keepsAny = true }
      } else if keeping.contains(path) || owned.map({ !$0.contains(path) }) == true {
        keepsAny = true
      } else {
        dropped.insert(child.id)
      }
    }
    if !keepsAny { dropped.insert(group.id) }
    return dropped
  }
}
