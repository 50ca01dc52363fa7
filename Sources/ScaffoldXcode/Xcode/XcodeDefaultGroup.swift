extension XcodeProject {
  /// Names of the groups teams keep their modules in, matched whatever their case; the first set
  /// is preferred: `Presentation` is a layer that often holds `Scenes` or `Screens`.
  static let moduleGroupNames: [Set<String>] = [
    ["features", "feature", "modules", "module", "scenes", "scene", "screens", "screen"], ["presentation"],
  ]

  /// Names of the groups that hold one kind of file of a feature or an app (its views, its
  /// models…): a part of what holds them, never a place for a module of its own.
  static let layerGroupNames: Set<String> = [
    "views", "view", "models", "model", "viewmodels", "viewmodel", "controllers", "controller", "viewcontrollers",
    "presenters", "interactors", "routers", "entities", "components", "cells", "services", "helpers", "extensions",
    "utilities", "utils",
  ]

  /// Where a module for `target` goes without `--group` (docs/xcode.md, "Where the module goes"):
  /// 1. the target's first folder Xcode keeps in step with the disk, when it has one;
  /// 2. a group named like the groups modules are kept in (`Features`, `Scenes`…) among the groups
  ///    holding the target's Swift files;
  /// 3. the group holding most of the target's Swift files (the first on a tie), or the group
  ///    above it when it is named as a layer (`Views`); and the parent of that, when it is a part
  ///    among others holding the target's files (a feature among features);
  /// 4. for a target without Swift files, the main group's group named after it, else the main group.
  /// Files in the groups `outside` names, and their sub-groups (modules this tool generated), do
  /// not count.
  public func defaultGroup(for target: XcodeTarget, outside excluded: Set<String> = []) throws(XcodeRefusal)
    -> XcodeGroupChoice
  {
    if let folder = object(target.id)?.strings("fileSystemSynchronizedGroups").lazy
      .compactMap({ object($0) }).first(where: { !excluded.contains($0.id) })
    {
      return try choice(
        ofGroup: folder.id,
        reason: "the files of target \(target.name) are in this folder, which Xcode keeps in step with the disk")
    }
    let survey = SwiftFileSurvey(project: self, target: target, excluded: excluded)
    let files = "Swift file\(survey.total == 1 ? "" : "s") of target \(target.name)"
    if let named = moduleGroup(in: survey) {
      let name = object(named)?.displayName ?? ""
      let held = survey.below[named, default: 0]
      return try choice(
        ofGroup: named,
        reason: "its name, \(name), is one teams keep modules in; "
          + (held == 0
            ? "it holds none of the \(survey.total) \(files) yet" : "it holds \(held) of the \(survey.total) \(files)"))
    }
    if let best = survey.order.max(by: { survey.direct[$0, default: 0] < survey.direct[$1, default: 0] }) {
      let home = holder(ofLayer: best)
      if let (feature, parent, siblings) = featureParent(of: home, in: survey) {
        let places = (siblings.count == 1 ? "group " : "groups ") + Self.listed(siblings)
        let itself = survey.direct[parent, default: 0] > 0 ? " and directly" : ""
        return try choice(
          ofGroup: parent,
          reason:
            "it holds \(survey.below[parent, default: 0]) of the \(survey.total) \(files), in \(places)\(itself); "
            + "the module goes beside \(object(feature)?.displayName ?? feature) rather than into it")
      }
      guard home == best else {
        return try choice(
          ofGroup: home,
          reason: "it holds \(survey.below[home, default: 0]) of the \(survey.total) \(files); group "
            + "\(object(best)?.displayName ?? best) holds the most but is named as a layer, not a place for a module")
      }
      return try choice(
        ofGroup: best, reason: "it holds \(survey.direct[best, default: 0]) of the \(survey.total) \(files)")
    }
    let main = try group(atPath: "")
    let named = object(main)?.strings("children").compactMap { object($0, isa: ["PBXGroup"]) }
      .first { $0.displayName == target.name }
    if let named {
      return try choice(
        ofGroup: named.id, reason: "target \(target.name) has no Swift files yet; the group has its name")
    }
    return try choice(ofGroup: main, reason: "target \(target.name) has no Swift files yet, and no group has its name")
  }

  /// The group named like a modules' group (`moduleGroupNames`) inside a top-level group that holds
  /// the target's Swift files, itself holding some of them or no Swift file at all (one made ready
  /// for the first module, not another target's): the preferred name first, then the one holding
  /// most of the target's files, then the shallowest, then the first in the navigator's order.
  /// A name several of them share (each feature's own `Screens`) says nothing of where a module
  /// goes, and is passed over.
  private func moduleGroup(in survey: SwiftFileSurvey) -> String? {
    guard let main = object(projectObject.string("mainGroup")) else { return nil }
    var candidates: [(id: String, name: String, rank: Int, held: Int, depth: Int)] = []
    var visited: Set<String> = []
    // Returns how many Swift files (of any target) the group holds, itself and below.
    func visit(_ group: XcodeObject, depth: Int) -> Int {
      guard visited.insert(group.id).inserted, !survey.excluded.contains(group.id) else { return 0 }
      var swift = 0
      for child in group.strings("children").compactMap({ object($0) }) {
        if child.isa == "PBXGroup" {
          swift += visit(child, depth: depth + 1)
        } else if child.isa == "PBXFileReference", child.string("path")?.hasSuffix(".swift") == true {
          swift += 1
        }
      }
      let name = group.displayName?.lowercased() ?? ""
      // `Screen` and `Screens` are one name for telling whether features share it.
      let stem = name.hasSuffix("s") ? String(name.dropLast()) : name
      let held = survey.below[group.id, default: 0]
      if held > 0 || swift == 0, let rank = Self.moduleGroupNames.firstIndex(where: { $0.contains(name) }) {
        candidates.append((group.id, stem, rank, held, depth))
      }
      return swift
    }
    for top in main.strings("children").compactMap({ object($0, isa: ["PBXGroup"]) })
    where survey.below[top.id, default: 0] > 0 {
      _ = visit(top, depth: 1)
    }
    let names = Dictionary(candidates.map { ($0.name, 1) }, uniquingKeysWith: +)
    // `min` keeps the first of equals: the navigator's order breaks the last tie.
    return candidates.filter { names[$0.name] == 1 }.min { lhs, rhs in
      (lhs.rank, -lhs.held, lhs.depth) < (rhs.rank, -rhs.held, rhs.depth)
    }?.id
  }

  /// `group`, or when it is named as a layer (`Views`), the first group above it that is not, up
  /// to a top-level group.
  private func holder(ofLayer group: String) -> String {
    let main = projectObject.string("mainGroup")
    var current = group
    var seen: Set<String> = [group]
    while let name = object(current)?.displayName?.lowercased(), Self.layerGroupNames.contains(name),
      let parent = object(parents[current], isa: ["PBXGroup"]), parent.id != main, seen.insert(parent.id).inserted
    {
      current = parent.id
    }
    return current
  }

  /// The feature `group` is part of (itself, or the highest group above it holding no more of the
  /// target's files), when the feature's parent holds some outside it too, in another group or
  /// directly: the feature is then one of several, and a module is one more of them. With the
  /// parent, and the names of its groups holding the target's files. `nil` otherwise, and under
  /// the main group, whose groups are each a target's sources, not features.
  private func featureParent(of group: String, in survey: SwiftFileSurvey)
    -> (feature: String, parent: String, siblings: [String])?
  {
    let main = projectObject.string("mainGroup")
    var feature = group
    var seen: Set<String> = [group]
    // `seen`: a project whose groups hold each other (broken by hand) must not hang the run.
    while let parent = parents[feature], parent != main, seen.insert(parent).inserted,
      survey.below[parent, default: 0] == survey.below[feature, default: 0]
    {
      feature = parent
    }
    guard let parent = parents[feature], parent != main, let object = object(parent, isa: ["PBXGroup"]) else {
      return nil
    }
    let siblings = object.strings("children").compactMap { self.object($0, isa: ["PBXGroup"]) }
      .filter { !survey.excluded.contains($0.id) && survey.below[$0.id, default: 0] > 0 }
    return (feature, parent, siblings.map { $0.displayName ?? $0.id })
  }

  /// `A and B`, `A, B and C`, or the first three and how many more.
  static func listed(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    if names.count > 3 { return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more" }
    return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }
}

/// Where a target's Swift files are in the navigator's groups: how many each group holds itself
/// and with its sub-groups, leaving out files in excluded groups (modules generated before).
struct SwiftFileSurvey {
  /// The groups not to count or choose, with their sub-groups.
  var excluded: Set<String>
  /// Every Swift file the target's Sources phases build, counted or not.
  var total = 0
  /// Files directly in each group (a `PBXGroup`; files of variant groups are not placed there).
  var direct: [String: Int] = [:]
  /// Files in each group or below it.
  var below: [String: Int] = [:]
  /// The groups of `direct`, in the order of the files the phases build.
  var order: [String] = []

  init(project: XcodeProject, target: XcodeTarget, excluded: Set<String>) {
    self.excluded = excluded
    let phases =
      project.object(target.id)?.strings("buildPhases").compactMap {
        project.object($0, isa: ["PBXSourcesBuildPhase"])
      } ?? []
    let references = phases.flatMap { $0.strings("files") }.compactMap { project.object($0)?.string("fileRef") }
      .filter { project.object($0)?.string("path")?.hasSuffix(".swift") == true }
    total = references.count
    // Each group's chain up to the root is walked once, not once per file: a big app's
    // thousands of files sit in a few hundred groups. `nil`: the group is not counted.
    var chains: [String: [String]?] = [:]
    for reference in references {
      guard let parent = project.parents[reference] else { continue }
      if chains[parent] == nil { chains[parent] = .some(Self.chain(from: parent, in: project, excluded: excluded)) }
      guard case .some(.some) = chains[parent] else { continue }
      if direct[parent] == nil { order.append(parent) }
      direct[parent, default: 0] += 1
    }
    for parent in order {
      guard case .some(.some(let chain)) = chains[parent] else { continue }
      for group in chain { below[group, default: 0] += direct[parent, default: 0] }
    }
  }

  /// `group` and the groups above it, innermost first; `nil` when `group` is not a `PBXGroup` or
  /// it or a group above it is excluded.
  private static func chain(from group: String, in project: XcodeProject, excluded: Set<String>) -> [String]? {
    guard project.object(group)?.isa == "PBXGroup" else { return nil }
    var chain: [String] = []
    var current: String? = group
    // `chain.contains`: a project whose groups hold each other (broken by hand) must not hang the run.
    while let each = current, !chain.contains(each) {
      chain.append(each)
      current = project.parents[each]
    }
    return chain.contains(where: excluded.contains) ? nil : chain
  }
}
