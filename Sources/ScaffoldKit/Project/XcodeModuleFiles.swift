/// A module's target files placed in an Xcode project's folders and made to build inside an app
/// (or framework) target rather than as a package target of their own.
enum XcodeModuleFiles {
  /// The module as its templates see it inside the app: built in the placement's targets.
  static func hosted(_ module: Module, in placement: XcodePlacement) -> Module {
    var module = module
    module.targets = ModuleTargets(
      code: placement.target, tests: placement.testTarget ?? "", productModule: placement.productModule)
    return module
  }

  /// `Sources/<M>/…` goes to `<folder>/<M>/…` and `Tests/<M>Tests/…` to `<testFolder>/<M>Tests/…`;
  /// without a test target the tests are left out (the caller says so).
  static func place(_ files: [GeneratedFile], module: String, placement: XcodePlacement) -> [GeneratedFile] {
    files.compactMap { file in
      var placed = file
      if let rest = file.path.dropPrefix("Sources/\(module)/") {
        placed.path = "\(placement.sourcePath(of: module))/\(tableRenamed(rest, module: module))"
        placed.contents = adaptedSource(file.contents, module: module)
      } else if let rest = file.path.dropPrefix("Tests/\(module)Tests/"), let tests = placement.testPath(of: module) {
        placed.path = "\(tests)/\(rest)"
        placed.contents = adaptedTest(file.contents, module: module, productModule: placement.productModule)
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

  /// In an app target the module's strings are in the main bundle: a package target's
  /// `Bundle.module` does not exist there. Every module of the target shares that bundle, so each
  /// reads a table named after itself (`Login.strings`): two `Localizable.strings` in one target
  /// would collide when the app is built, and one module's keys would hide the other's.
  static func adaptedSource(_ text: String, module: String) -> String {
    text.replacingOccurrences(of: "bundle: .module", with: "tableName: \"\(module)\", bundle: .main")
  }

  /// `Resources/<language>.lproj/Localizable.strings` becomes `…/<Module>.strings`.
  static func tableRenamed(_ path: String, module: String) -> String {
    guard path.hasPrefix("Resources/"), path.hasSuffix("/Localizable.strings") else { return path }
    return String(path.dropLast("Localizable.strings".count)) + "\(module).strings"
  }

  /// The tests import the target's module, which holds the module's types.
  static func adaptedTest(_ text: String, module: String, productModule: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line == "@testable import \(module)" ? "@testable import \(productModule)" : String(line)
    }.joined(separator: "\n")
  }
}

extension String {
  /// The rest of the string after `prefix`, or `nil` when it does not start with it.
  fileprivate func dropPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
