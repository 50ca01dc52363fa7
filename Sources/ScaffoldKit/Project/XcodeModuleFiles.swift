import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode

/// A module's target files placed in an Xcode project's folders. They were rendered for an app
/// target already (`ModulePlacement.appTarget`: the templates read `placement.*` and `strings.*`),
/// so only their paths change here, never their text.
enum XcodeModuleFiles {
  /// The module as its templates see it inside the app: built in the placement's targets, with
  /// the app-target placement its templates read (`placement.*`, `strings.*`).
  static let supportFolder = ModulePlacement.supportFolder

  /// Where the target's support is: where the records of the target's modules that use it say
  /// (beside the first module that needed it, or where their `supportGroup` says it stayed),
  /// since the modules of one target may sit in different groups (`--group`) and the support is
  /// one; beside `current`'s folder when no module has it yet.
  static func supportPlacement(_ current: XcodePlacement, records: [GenerationRecord]) -> XcodePlacement {
    for record in records.sorted(by: { $0.module < $1.module }) {
      guard let placement = record.xcode?.supportSide, placement.target == current.target,
        placement.project == current.project
      else { continue }
      let folder = placement.sourcePath(of: supportFolder) + "/"
      if record.files.keys.contains(where: { $0.hasPrefix(folder) }) { return placement }
    }
    return current
  }

  /// The support folder a module's recorded files are in, if they hold any.
  static func recordedSupport(in paths: some Sequence<String>) -> String? {
    for path in paths {
      if path.hasPrefix(supportFolder + "/") { return supportFolder }
      if let range = ByteSearch.firstRange(of: "/\(supportFolder)/", in: path) {
        return String(path[..<range.lowerBound]) + "/\(supportFolder)"
      }
    }
    return nil
  }

  /// The files of `modules` in the target's support folder, each once (every module that uses one
  /// renders the same text), and each module's files without them.
  static func separatingSupport(
    _ modules: [(name: String, files: [GeneratedFile])], support placement: XcodePlacement
  ) -> (modules: [(name: String, files: [GeneratedFile])], support: [GeneratedFile]) {
    let folder = placement.sourcePath(of: supportFolder) + "/"
    var support: [String: GeneratedFile] = [:]
    let own = modules.map { module in
      for file in module.files where file.path.hasPrefix(folder) && support[file.path] == nil {
        support[file.path] = file
      }
      return (module.name, module.files.filter { !$0.path.hasPrefix(folder) })
    }
    return (own, support.keys.sorted().compactMap { support[$0] })
  }

  static func hosted(_ module: Module, in placement: XcodePlacement) -> Module {
    var module = module
    module.placement = placement.modulePlacement
    module.targets = ModuleTargets(
      code: placement.target, tests: placement.testTarget ?? "", productModule: placement.productModule)
    return module
  }

  /// `Sources/<M>/…` goes to `<folder>/<M>/…` and `Tests/<M>Tests/…` to `<testFolder>/<M>Tests/…`;
  /// without a test target the tests are left out (the caller says so). The support every module
  /// of the target shares (`Sources/ScaffoldSupport/…`, `support.folder`) goes beside the modules'
  /// folders, to `<folder>/ScaffoldSupport/…`.
  /// `support`: where the target's support is, when not beside this module's folder.
  static func place(
    _ files: [GeneratedFile], module: String, placement: XcodePlacement, support: String? = nil
  ) -> [GeneratedFile] {
    files.compactMap { file in
      var placed = file
      if let rest = file.path.dropPrefix("Sources/\(module)/") {
        placed.path = "\(placement.sourcePath(of: module))/\(rest)"
      } else if let rest = file.path.dropPrefix("Sources/\(supportFolder)/") {
        placed.path = "\(support ?? placement.sourcePath(of: supportFolder))/\(rest)"
      } else if let rest = file.path.dropPrefix("Tests/\(module)Tests/"), let tests = placement.testPath(of: module) {
        placed.path = "\(tests)/\(rest)"
      } else {
        return nil
      }
      return placed
    }
  }

  /// The module's files as the project editor adds them: under the module's group and its tests'.
  static func additions(
    of files: [GeneratedFile], module: String, placement: XcodePlacement, source: XcodeGroupChoice,
    test: XcodeGroupChoice?, targets: (source: XcodeTarget, test: XcodeTarget?)
  ) -> [XcodeProjectEditor.GroupAddition] {
    func members(under folder: String, target: XcodeTarget?) -> [XcodeProjectEditor.File] {
      files.compactMap { file in
        guard let rest = file.path.dropPrefix(folder + "/") else { return nil }
        return .init(path: rest, target: target, phase: rest.hasSuffix(".swift") ? .sources : .resources)
      }
    }
    var additions = [
      XcodeProjectEditor.GroupAddition(
        parentGroupID: source.id, name: module,
        files: members(under: placement.sourcePath(of: module), target: targets.source))
    ]
    if let test, let folder = placement.testPath(of: module) {
      additions.append(
        .init(parentGroupID: test.id, name: "\(module)Tests", files: members(under: folder, target: targets.test)))
    }
    return additions
  }

  /// What a module's record lists as the regions Scaffold added to `knownRegions`: those its
  /// localized files need that the project lacks (see `XcodeProject.missingRegions`), and those
  /// earlier modules added that are still there, so the last module to go takes them out.
  static func addedRegions(of files: [GeneratedFile], in project: XcodeProject, inherited: Set<String>) -> [String] {
    let regions = Set(
      files.flatMap { file in file.path.split(separator: "/").compactMap { Folder.region(ofFolder: String($0)) } })
    guard !regions.isEmpty else { return [] }
    let missing = project.missingRegions(regions)
    let known = Set(project.knownRegions ?? [])
    return missing + inherited.filter { known.contains($0) && !missing.contains($0) }.sorted()
  }
}

extension String {
  /// The rest of the string after `prefix`, or `nil` when it does not start with it.
  fileprivate func dropPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
