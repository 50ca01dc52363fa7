import Foundation
import ScaffoldBase
import ScaffoldXcode

/// An Xcode project in a folder, as `scaffold init` offers it: its targets a module can join and
/// its test targets, and the check of what the user picks, so `.scaffold.yml` never names a target
/// or group the project lacks.
public struct XcodeProjectOffer: Sendable {
  /// The `.xcodeproj` folder, relative to the folder it was found in.
  public var path: String
  /// The app, app extension, framework and library targets, in the project's order.
  public var codeTargets: [XcodeTarget]
  /// The unit-test (and UI-test) targets.
  public var testTargets: [XcodeTarget]
  private let project: XcodeProject

  /// Every readable `.xcodeproj` right in `folder`, by name (one that cannot be read is no offer,
  /// and must not stop `init` from writing the rest); none when XcodeGen or Tuist generates the
  /// project there (its `.xcodeproj` is not to be edited: name the target only).
  public static func find(in folder: URL) -> [XcodeProjectOffer] {
    guard GeneratedProject.detect(in: folder) == nil else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".xcodeproj") }.compactMap { try? read($0, in: folder) }
  }

  /// The project at `path` (relative to `folder`), read; refused with the reader's position when
  /// its `project.pbxproj` is missing or malformed.
  public static func read(_ path: String, in folder: URL) throws(ScaffoldError) -> XcodeProjectOffer {
    let file = URL(fileURLWithPath: path, relativeTo: folder).appendingPathComponent("project.pbxproj")
    guard let text = try ChangePlanner.existingText(at: file) else {
      throw .unreadableInput(path: file.path, reason: "no project.pbxproj there; --xcodeproj names a .xcodeproj folder")
    }
    let project = try GenerationPlanner.refusing(file.path) { () throws(XcodeProjectError) in
      try XcodeProject(text: text)
    }
    return XcodeProjectOffer(
      path: path, codeTargets: project.targets.filter(\.isCodeTarget),
      testTargets: project.targets.filter(\.isTestTarget),
      project: project)
  }

  /// The test target a module of `target` gets without `testTarget:`: `<target>Tests`, else the
  /// unit tests that depend on it (see `XcodeProject.defaultTestTarget(for:)`).
  public func defaultTestTarget(for target: String) -> String? {
    guard let code = codeTargets.first(where: { $0.name == target }) else { return nil }
    return project.defaultTestTarget(for: code).target?.name
  }

  /// Refuses a target that is not a code target, a test target that is not one, and a group the
  /// project lacks, with the names it has and the closest one.
  public func check(target: String, testTarget: String?, group: String?) throws(ScaffoldError) {
    try GenerationPlanner.refusing(path) { () throws(XcodeRefusal) in
      _ = try project.codeTarget(named: target)
      if let testTarget { _ = try project.testTarget(named: testTarget) }
      if let group { _ = try project.group(atPath: group) }
    }
  }
}
