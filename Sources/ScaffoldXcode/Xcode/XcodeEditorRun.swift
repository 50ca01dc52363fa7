/// One run of `XcodeProjectEditor`: the groups and references placed so far, then the build
/// files for them.

struct EditorRun {
  /// Where a group goes: into a group of the project, whose `children` gain it, or into a group
  /// this run makes, whose text lists it.
  enum Parent {
    case existing(XcodeObject)
    case new
  }

  /// A file reference the module's file has, made by this run or found in the project.
  struct PlacedFile {
    var referenceID: String
    var name: String
    /// The parent group's identifier and the path below it: the seed of its build file's identifier.
    var keyPath: String
    var file: XcodeProjectEditor.File
  }

  let project: XcodeProject
  var splice: XcodeSplice
  var identifiers: XcodeIdentifier
  var placed: [PlacedFile] = []
  /// The regions of the localized files this run referenced (`en`), for `knownRegions`.
  var regions: Set<String> = []
  private var phaseReferences: [String: Set<String>] = [:]

  init(project: XcodeProject, splice: XcodeSplice, identifiers: XcodeIdentifier) {
    self.project = project
    self.splice = splice
    self.identifiers = identifiers
  }

  /// The group of `folder`, called `name`, under `parent`: the group already there, filled with
  /// what it lacks, or a new one. Returns the new group for a new parent's `children`.
  @discardableResult
  mutating func place(_ folder: Folder, named name: String, under parent: Parent, keyPath: String)
    throws(XcodeProjectError) -> (id: String, name: String)?
  {
    let path = keyPath + "/" + name
    if case .existing(let parentGroup) = parent, let group = childGroup(named: name, of: parentGroup) {
      try fill(group, with: folder, keyPath: path)
      return nil
    }
    let id = identifiers.make("group", path)
    var children: [(id: String, name: String)] = []
    for (fileName, file) in folder.files {
      children.append((newReference(fileName, file: file, keyPath: path), fileName))
    }
    for fileName in folder.variants.keys.sorted() {
      let variants = folder.variants[fileName, default: []]
      children.append((newVariantGroup(fileName, variants: variants, keyPath: path), fileName))
    }
    for sub in folder.folders.keys.sorted() {
      if let child = try place(folder.folders[sub] ?? Folder(), named: sub, under: .new, keyPath: path) {
        children.append(child)
      }
    }
    children.sort { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    splice.addObject(id: id, isa: "PBXGroup", text: XcodeText.group(id: id, path: name, children: children))
    if case .existing(let parentGroup) = parent {
      try splice.append(XcodeText.reference(id, name), toList: "children", of: parentGroup)
    }
    return (id, name)
  }

  /// A group of the project gains the references and sub-groups it lacks, at the end of its
  /// `children`, where Xcode adds files.
  private mutating func fill(_ group: XcodeObject, with folder: Folder, keyPath: String) throws(XcodeProjectError) {
    for (fileName, file) in folder.files {
      if let existing = childReference(named: fileName, of: group) {
        placed.append(
          PlacedFile(referenceID: existing.id, name: fileName, keyPath: keyPath + "/" + fileName, file: file))
        continue
      }
      let id = newReference(fileName, file: file, keyPath: keyPath)
      try splice.append(XcodeText.reference(id, fileName), toList: "children", of: group)
    }
    for fileName in folder.variants.keys.sorted() {
      let variants = folder.variants[fileName, default: []]
      if let existing = childVariantGroup(named: fileName, of: group) {
        try fill(existing, named: fileName, with: variants, keyPath: keyPath)
      } else {
        let id = newVariantGroup(fileName, variants: variants, keyPath: keyPath)
        try splice.append(XcodeText.reference(id, fileName), toList: "children", of: group)
      }
    }
    for sub in folder.folders.keys.sorted() {
      try place(folder.folders[sub] ?? Folder(), named: sub, under: .existing(group), keyPath: keyPath)
    }
  }

  private mutating func newReference(_ fileName: String, file: XcodeProjectEditor.File, keyPath: String) -> String {
    let id = identifiers.make("file", keyPath + "/" + fileName)
    splice.addObject(id: id, isa: "PBXFileReference", text: XcodeText.fileReference(id: id, path: fileName))
    placed.append(PlacedFile(referenceID: id, name: fileName, keyPath: keyPath + "/" + fileName, file: file))
    return id
  }

  /// A build file for each placed file its target's phase lacks; a target without such a phase
  /// gets one, at the end of its `buildPhases`.
  mutating func addBuildFiles() throws(XcodeProjectError) {
    var newPhases: [(target: XcodeObject, phase: XcodeProjectEditor.Phase, files: [(id: String, name: String)])] = []
    for file in placed {
      guard let target = file.file.target else { continue }
      guard let targetObject = project.object(target.id) else {
        throw XcodeProjectError(
          .missingObject(id: target.id, referencedBy: "target \(target.name)"), at: 0, in: project.bytes)
      }
      let phaseKind = file.file.phase
      let project = project
      let phase = targetObject.strings("buildPhases").compactMap { project.object($0) }
        .first { $0.isa == phaseKind.isa }
      if let phase, fileReferences(in: phase).contains(file.referenceID) { continue }
      let id = identifiers.make("build", target.name, phaseKind.rawValue, file.keyPath)
      splice.addObject(
        id: id, isa: "PBXBuildFile",
        text: XcodeText.buildFile(id: id, fileID: file.referenceID, name: file.name, phase: phaseKind.rawValue))
      if let phase {
        try splice.append(XcodeText.reference(id, "\(file.name) in \(phaseKind.rawValue)"), toList: "files", of: phase)
      } else if let index = newPhases.firstIndex(where: { $0.target.id == target.id && $0.phase == phaseKind }) {
        newPhases[index].files.append((id, file.name))
      } else {
        newPhases.append((targetObject, phaseKind, [(id, file.name)]))
      }
    }
    for (target, phase, files) in newPhases {
      let id = identifiers.make("phase", target.string("name") ?? target.id, phase.rawValue)
      splice.addObject(
        id: id, isa: phase.isa, text: XcodeText.buildPhase(id: id, isa: phase.isa, name: phase.rawValue, files: files))
      try splice.append(XcodeText.reference(id, phase.rawValue), toList: "buildPhases", of: target)
    }
  }

  /// The files a build phase builds, by their references; read once per phase.
  private mutating func fileReferences(in phase: XcodeObject) -> Set<String> {
    if let known = phaseReferences[phase.id] { return known }
    let references = Set(phase.strings("files").compactMap { project.object($0)?.string("fileRef") })
    phaseReferences[phase.id] = references
    return references
  }

  /// The sub-group of `group` for the folder `name`. A group without a `path` of its own (a
  /// folder in the navigator only) is not it, even when it has the same name: its files are in
  /// the parent's folder.
  private func childGroup(named name: String, of group: XcodeObject) -> XcodeObject? {
    group.strings("children").lazy.compactMap { project.object($0, isa: ["PBXGroup"]) }
      .first { $0.string("path") == name }
  }

  /// The reference of `group` to the file `name` in its folder.
  private func childReference(named name: String, of group: XcodeObject) -> XcodeObject? {
    group.strings("children").lazy.compactMap { project.object($0, isa: ["PBXFileReference"]) }
      .first { $0.string("path") == name }
  }
}
