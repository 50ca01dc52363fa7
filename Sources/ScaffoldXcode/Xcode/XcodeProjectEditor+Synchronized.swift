extension XcodeProjectEditor {
  /// Files written into a folder Xcode keeps in step with the disk, which a target holding that
  /// folder must not build: a test in the app's folder, a module for the app in a folder the app
  /// shares with an extension.
  public struct Exclusion: Sendable, Equatable {
    /// The `PBXFileSystemSynchronizedRootGroup`.
    public var folderID: String
    public var target: XcodeTarget
    /// Relative to the folder: `Login/LoginView.swift`.
    public var paths: [String]

    public init(folderID: String, target: XcodeTarget, paths: [String]) {
      self.folderID = folderID
      self.target = target
      self.paths = paths
    }
  }

  /// The project with each exclusion in the target's exception set for the folder, as Xcode 16
  /// writes one when a file's target membership is unticked: the set extended (its list kept
  /// sorted) or made, and named in the folder's `exceptions`.
  public func excluding(_ exclusions: [Exclusion]) throws(XcodeProjectError) -> String {
    var splice = XcodeSplice(project: project)
    var identifiers = XcodeIdentifier(existing: project.objects, projectName: projectName)
    for exclusion in exclusions where !exclusion.paths.isEmpty {
      guard let folder = project.object(exclusion.folderID) else {
        throw XcodeProjectError(
          .missingObject(id: exclusion.folderID, referencedBy: "the folder to exclude files from"), at: 0,
          in: project.bytes)
      }
      if let set = exceptionSet(of: folder, for: exclusion.target) {
        let listed = Set(set.strings("membershipExceptions"))
        for path in exclusion.paths.sorted() where !listed.contains(path) {
          try splice.insertSorted(path, intoList: "membershipExceptions", of: set)
        }
        continue
      }
      let id = identifiers.make("exceptions", folder.id, exclusion.target.name)
      let comment = Self.exceptionComment(folder: folder, target: exclusion.target)
      var text =
        "\t\t\(XcodeText.reference(id, comment)) = {\n\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n"
      text += "\t\t\tmembershipExceptions = (\n"
      for path in exclusion.paths.sorted() { text += "\t\t\t\t\(XcodeText.value(path)),\n" }
      text += "\t\t\t);\n\t\t\ttarget = \(XcodeText.reference(exclusion.target.id, exclusion.target.name));\n\t\t};\n"
      splice.addObject(id: id, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet", text: text)
      let item = XcodeText.reference(id, comment)
      if folder.fields["exceptions"] != nil {
        try splice.append(item, toList: "exceptions", of: folder)
      } else {
        splice.insertList("exceptions", items: [item], into: folder)
      }
    }
    return splice.text()
  }

  /// The exclusions taken back (`remove`): the paths out of the exception sets, and a set this
  /// tool made that lists nothing else, with the folder's `exceptions` if it named only that set.
  public func includingAgain(_ exclusions: [Exclusion]) -> String {
    var splice = XcodeSplice(project: project)
    var identifiers = XcodeIdentifier(projectName: projectName)
    var deleted: Set<String> = []
    for exclusion in exclusions {
      guard let folder = project.object(exclusion.folderID), let set = exceptionSet(of: folder, for: exclusion.target)
      else { continue }
      let listed = set.strings("membershipExceptions")
      let gone = Set(exclusion.paths)
      let made = identifiers.make("exceptions", folder.id, exclusion.target.name)
      if set.id == made && listed.allSatisfy(gone.contains) {
        deleted.insert(set.id)
        splice.delete(splice.lines(around: set.entry.keyRange.lowerBound..<set.entry.end))
        if folder.strings("exceptions") == [set.id],
          let entry = folder.fields.entries?.first(where: { $0.key == "exceptions" })
        {
          var range = splice.lines(around: entry.keyRange.lowerBound..<entry.end)
          // On an object's one line, the space that parted it from the next key goes too.
          if range.upperBound == entry.end, project.bytes.indices.contains(range.upperBound),
            project.bytes[range.upperBound] == UInt8(ascii: " ")
          {
            range = range.lowerBound..<(range.upperBound + 1)
          }
          splice.delete(range)
        } else {
          splice.deleteItem(set.id, inList: "exceptions", of: folder)
        }
      } else {
        for path in listed where gone.contains(path) {
          splice.deleteItem(path, inList: "membershipExceptions", of: set)
        }
      }
    }
    splice.deleteEmptiedSections(leaving: Set(project.objects.keys).subtracting(deleted))
    return splice.text()
  }

  /// The exceptions that name files at `paths` (relative to the project's folder), files a run
  /// deleted: for `includingAgain`, so that no exception set goes on listing a file that is gone.
  func exclusions(ofFilesAt paths: Set<String>) -> [Exclusion] {
    project.objects.values.filter(\.isSynchronizedRoot).sorted { $0.id < $1.id }.flatMap { folder -> [Exclusion] in
      guard let location = project.location(of: folder) else { return [] }
      let inside = paths.compactMap { path in
        location.isEmpty ? path : path.hasPrefix(location + "/") ? String(path.dropFirst(location.count + 1)) : nil
      }
      guard !inside.isEmpty else { return [] }
      return project.synchronizedTargets(of: folder.id).compactMap { target in
        guard let set = exceptionSet(of: folder, for: target) else { return nil }
        let named = Set(set.strings("membershipExceptions")).intersection(inside).sorted()
        return named.isEmpty ? nil : Exclusion(folderID: folder.id, target: target, paths: named)
      }
    }
  }

  private func exceptionSet(of folder: XcodeObject, for target: XcodeTarget) -> XcodeObject? {
    folder.strings("exceptions").lazy
      .compactMap { project.object($0, isa: ["PBXFileSystemSynchronizedBuildFileExceptionSet"]) }
      .first { $0.string("target") == target.id }
  }

  /// `Exceptions for "App" folder in "Widget" target`, Xcode 16's comment for such a set.
  static func exceptionComment(folder: XcodeObject, target: XcodeTarget) -> String {
    "Exceptions for \"\(folder.displayName ?? "")\" folder in \"\(target.name)\" target"
  }
}
