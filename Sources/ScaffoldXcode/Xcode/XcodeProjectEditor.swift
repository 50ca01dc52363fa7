/// Adds a module's files to an Xcode project with classic groups: a group for the module (a
/// sub-group per folder of its files) with a file reference per file, and a build file per file in
/// the Sources or Resources phase of the target it belongs to. What is already there (a group of
/// the same folder, a reference to the same file, the file already in the phase) is used, never
/// added twice, so a second run over the edited project changes nothing.

public struct XcodeProjectEditor: Sendable {
  /// One file of the module, by its path under the module's folder.
  public struct File: Sendable, Equatable {
    /// `/`-separated, relative to the module's group: `Views/LoginView.swift`.
    public var path: String
    /// The target whose build phase gets the file; `nil` keeps it in the group only.
    public var target: XcodeTarget?
    public var phase: Phase

    public init(path: String, target: XcodeTarget?, phase: Phase) {
      self.path = path
      self.target = target
      self.phase = phase
    }
  }

  /// The build phase a file joins.
  public enum Phase: String, Sendable, Equatable, CaseIterable {
    case sources = "Sources"
    case resources = "Resources"

    var isa: String { "PBX\(rawValue)BuildPhase" }
  }

  /// A folder of files to add as a group (`path = name`) under an existing group.
  public struct GroupAddition: Sendable, Equatable {
    /// The identifier of the existing group the new one goes into.
    public var parentGroupID: String
    /// The module's folder, the new group's `path`.
    public var name: String
    public var files: [File]

    public init(parentGroupID: String, name: String, files: [File]) {
      self.parentGroupID = parentGroupID
      self.name = name
      self.files = files
    }
  }

  let project: XcodeProject
  /// Part of every identifier's seed (the `.xcodeproj` folder's name, without its extension).
  let projectName: String

  public init(project: XcodeProject, projectName: String) {
    self.project = project
    self.projectName = projectName
  }

  /// The project's text with the groups added; the same text when everything is there already.
  public func adding(_ additions: [GroupAddition]) throws(XcodeProjectError) -> String {
    var run = EditorRun(
      project: project, splice: XcodeSplice(project: project),
      identifiers: XcodeIdentifier(existing: project.objects, projectName: projectName))
    for addition in additions {
      guard let parent = project.object(addition.parentGroupID), parent.isGroup else {
        throw XcodeProjectError(
          .missingObject(id: addition.parentGroupID, referencedBy: "the group to add \(addition.name) to"),
          at: project.objectsNode.range.lowerBound, in: project.bytes)
      }
      let folder = Folder(files: addition.files)
      try run.place(folder, named: addition.name, under: .existing(parent), keyPath: addition.parentGroupID)
    }
    try run.addBuildFiles()
    try run.addKnownRegions()
    return run.splice.text()
  }
}

/// The files of one folder, and its sub-folders, as groups will hold them.
package struct Folder {
  /// One language's version of a localized file: `en` for `en.lproj/Login.strings`.
  typealias Variant = (region: String, file: XcodeProjectEditor.File)

  var files: [(name: String, file: XcodeProjectEditor.File)] = []
  var folders: [String: Folder] = [:]
  /// Localized files by name: `en.lproj/Login.strings` is the `en` variant of `Login.strings`,
  /// which Xcode keeps as a variant group in this folder's group, not as a group `en.lproj`.
  var variants: [String: [Variant]] = [:]

  init(files: [XcodeProjectEditor.File] = []) {
    for file in files { add(file.path.split(separator: "/").map(String.init), file) }
  }

  private mutating func add(_ parts: [String], _ file: XcodeProjectEditor.File) {
    guard let first = parts.first else { return }
    if parts.count == 1 {
      files.append((first, file))
    } else if parts.count == 2, let region = Self.region(ofFolder: first) {
      variants[parts[1], default: []].append((region, file))
    } else {
      folders[first, default: Folder()].add(Array(parts.dropFirst()), file)
    }
  }

  /// The region a localization folder holds (`en` for `en.lproj`), or `nil` for another folder.
  package static func region(ofFolder name: String) -> String? {
    guard name.hasSuffix(".lproj"), name.count > ".lproj".count else { return nil }
    return String(name.dropLast(".lproj".count))
  }
}
