extension XcodeProject {
  /// The identifier of the group at `path`, group names from the project's main group down,
  /// separated by `/` (`Shop/Features`); the main group itself for an empty path.
  public func group(atPath path: String) throws(XcodeRefusal) -> String {
    guard let main = object(projectObject.string("mainGroup")) else {
      throw XcodeRefusal("the project has no main group", hint: "open the project in Xcode and save it once")
    }
    var group = main
    var walked: [String] = []
    for name in path.split(separator: "/").map(String.init) {
      if group.isSynchronizedRoot {
        throw XcodeRefusal(
          "'\(walked.joined(separator: "/"))' is a folder Xcode keeps in step with the disk, with no groups inside",
          hint: "name the folder itself with --group; the module's folder goes right inside it")
      }
      let children = group.strings("children").compactMap { object($0) }.filter { $0.isGroup || $0.isSynchronizedRoot }
      guard let child = children.first(where: { $0.displayName == name }) else {
        let names = children.compactMap(\.displayName)
        let closest = Self.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        let place = walked.isEmpty ? "the project's main group" : "group '\(walked.joined(separator: "/"))'"
        throw XcodeRefusal(
          "\(place) has no group named '\(name)'\(closest)",
          hint: names.isEmpty ? "\(place) has no groups" : "its groups: \(names.joined(separator: ", "))")
      }
      walked.append(name)
      group = child
    }
    return group.id
  }
}

/// A group chosen for a module, and why, to be said to the user.
public struct XcodeGroupChoice: Sendable, Equatable {
  public var id: String
  /// Its path of group names from the main group (`Shop/Features`); empty for the main group.
  public var path: String
  /// Its folder relative to the project's folder (the `.xcodeproj`'s parent).
  public var folder: String
  public var reason: String
  /// A folder Xcode keeps in step with the disk (`PBXFileSystemSynchronizedRootGroup`): files
  /// written there join its targets without an edit of the project.
  public var isSynchronized = false
  /// `false` for a group other than the main group without a `path` (its files may each carry
  /// their own folder): a group made in it has its folder in the group's parent's folder.
  public var hasOwnFolder = true

  /// The group and where its modules' folders go, for a note: `group 'Shop' (folder 'Shop')`.
  public var described: String {
    guard !hasOwnFolder else { return "group '\(path)' (folder '\(folder)')" }
    return "group '\(path)' (no folder of its own: the new folder goes in '\(folder)', where Xcode looks for a "
      + "group made in it)"
  }
}

extension XcodeProject {
  /// The groups from the main group (first) down to `id` (last); `nil` when no group holds it.
  package func groupChain(to id: String) -> [XcodeObject]? {
    guard let main = object(projectObject.string("mainGroup")) else { return nil }
    var visited: Set<String> = []
    func walk(_ group: XcodeObject) -> [XcodeObject]? {
      if group.id == id { return [group] }
      guard visited.insert(group.id).inserted else { return nil }
      for child in group.strings("children").compactMap({ object($0) }) where child.isGroup || child.isSynchronizedRoot
      {
        if let chain = walk(child) { return [group] + chain }
      }
      return nil
    }
    return walk(main)
  }

  /// The group `id` as a choice: its name path and its folder, or a refusal when its folder is
  /// not inside the project's folder (an absolute path, or one relative to the SDK or products).
  public func choice(ofGroup id: String, reason: String) throws(XcodeRefusal) -> XcodeGroupChoice {
    guard let chain = groupChain(to: id) else {
      throw XcodeRefusal("group \(id) is not under the project's main group", hint: "name a group with --group")
    }
    let path = chain.dropFirst().compactMap(\.displayName).joined(separator: "/")
    var folder: [String] = []
    for group in chain {
      let own = (group.string("path") ?? "").split(separator: "/").map(String.init)
      switch group.string("sourceTree") ?? "<group>" {
      case "<group>": folder += own
      case "SOURCE_ROOT": folder = own
      default:
        throw XcodeRefusal(
          "group '\(path)' is not in the project's folder (its location is \(group.string("sourceTree") ?? "?"))",
          hint: "name a group whose folder is inside the project's folder with --group")
      }
    }
    // `..` parts are resolved, so the folder can be checked to stay inside the project's.
    var resolved: [String] = []
    for part in folder where part != "." {
      if part == ".." {
        guard !resolved.isEmpty else {
          throw XcodeRefusal("group '\(path)' is outside the project's folder", hint: "name another group with --group")
        }
        resolved.removeLast()
      } else {
        resolved.append(part)
      }
    }
    var choice = XcodeGroupChoice(id: id, path: path, folder: resolved.joined(separator: "/"), reason: reason)
    choice.isSynchronized = chain.last?.isSynchronizedRoot ?? false
    choice.hasOwnFolder = chain.count == 1 || chain.last?.string("path")?.isEmpty == false
    return choice
  }
}

extension XcodeProject {
  /// The targets whose `fileSystemSynchronizedGroups` hold the synchronized folder `id`.
  public func synchronizedTargets(of id: String) -> [XcodeTarget] {
    targets.filter { object($0.id)?.strings("fileSystemSynchronizedGroups").contains(id) == true }
  }
}

extension XcodeProject {
  /// Where the target's Swift files are, relative to the project's folder: those its Sources
  /// phases build, and the folders Xcode keeps in step with it (whose files are not listed).
  public func swiftSources(of target: XcodeTarget) -> (files: [String], folders: [String]) {
    guard let object = object(target.id) else { return ([], []) }
    var files: [String] = []
    // A big app's thousands of files sit in a few hundred groups: each group's place is worked
    // out once, not once per file.
    var groupLocations: [String: String?] = [:]
    for phase in object.strings("buildPhases").compactMap({ self.object($0, isa: ["PBXSourcesBuildPhase"]) }) {
      for build in phase.strings("files") {
        guard let reference = self.object(self.object(build)?.string("fileRef")),
          let own = reference.string("path"), own.hasSuffix(".swift")
        else { continue }
        let path: String?
        if reference.string("sourceTree") ?? "<group>" == "<group>", let parent = parents[reference.id],
          let group = self.object(parent)
        {
          if groupLocations[parent] == nil { groupLocations[parent] = .some(location(of: group)) }
          path = groupLocations[parent].flatMap { $0 }.flatMap { Self.path(of: own, inFolder: $0) }
        } else {
          path = location(of: reference)
        }
        if let path { files.append(path) }
      }
    }
    return (files, synchronizedFolders(of: target))
  }

  /// The folders Xcode keeps in step with the target (`fileSystemSynchronizedGroups`), relative to
  /// the project's folder.
  func synchronizedFolders(of target: XcodeTarget) -> [String] {
    (object(target.id)?.strings("fileSystemSynchronizedGroups") ?? []).compactMap { id in
      self.object(id).flatMap { location(of: $0) }
    }
  }

  /// An object's place relative to the project's folder, from its `path` and its groups'; `nil`
  /// for one outside it (an absolute path, the SDK, built products).
  func location(of object: XcodeObject) -> String? {
    var parts: [String] = []
    var current: XcodeObject? = object
    var seen: Set<String> = []
    while let each = current, seen.insert(each.id).inserted {
      let own = (each.string("path") ?? "").split(separator: "/").map(String.init)
      switch each.string("sourceTree") ?? "<group>" {
      case "<group>":
        parts = own + parts
        current = parents[each.id].flatMap { self.object($0) }
      case "SOURCE_ROOT":
        parts = own + parts
        current = nil
      default:
        return nil
      }
    }
    return Self.resolved(parts)
  }

  /// Where a file whose own path is `own` is, in a group whose place is `folder` (as `resolved`
  /// gives it). A plain file name, which most are, goes on the end of `folder`: the same path as
  /// splitting both and resolving them again, without doing so for each of thousands of files.
  static func path(of own: String, inFolder folder: String) -> String? {
    guard !own.utf8.contains(UInt8(ascii: "/")), !own.isEmpty, own != ".", own != ".." else {
      return resolved(folder.split(separator: "/").map(String.init) + own.split(separator: "/").map(String.init))
    }
    return folder.isEmpty ? own : folder + "/" + own
  }

  /// `parts` with `.` dropped and `..` taken back; `nil` when a `..` climbs above the project.
  static func resolved(_ parts: [String]) -> String? {
    var resolved: [String] = []
    for part in parts where part != "." {
      if part == ".." {
        guard !resolved.isEmpty else { return nil }
        resolved.removeLast()
      } else {
        resolved.append(part)
      }
    }
    return resolved.joined(separator: "/")
  }
}
