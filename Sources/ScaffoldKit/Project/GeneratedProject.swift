import Foundation
import Yams

/// An Xcode project that a tool generates from a spec of its own, XcodeGen's `project.yml` or
/// Tuist's `Project.swift`: an edit of its `.xcodeproj` would be lost at the next generation, so
/// modules go into the target's source folder and the user runs the generator.
public struct GeneratedProject: Sendable, Equatable {
  public enum Generator: String, Sendable, Equatable {
    case xcodegen, tuist

    /// The command that brings the new files into the project.
    public var command: String { self == .xcodegen ? "xcodegen" : "tuist generate" }
    var specName: String { self == .xcodegen ? "project.yml" : "Project.swift" }
  }

  public var generator: Generator
  /// The folder holding the spec (and the generated `.xcodeproj`).
  public var root: URL

  /// The generator whose spec is in `folder`, if any.
  public static func detect(in folder: URL) -> GeneratedProject? {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.appendingPathComponent("project.yml").path) {
      return GeneratedProject(generator: .xcodegen, root: folder)
    }
    for name in ["Project.swift", "Tuist.swift", "Tuist/Config.swift"]
    where manager.fileExists(atPath: folder.appendingPathComponent(name).path) {
      return GeneratedProject(generator: .tuist, root: folder)
    }
    return nil
  }

  /// The folder of `target`'s sources (or, with `tests`, of its tests), relative to the root, and
  /// why it was picked.
  func sourceFolder(of target: String) throws(ScaffoldError) -> (folder: String, reason: String)? {
    switch generator {
    case .xcodegen: return try xcodegenSources(of: target)
    case .tuist:
      return tuistFolder(candidates: ["Targets/\(target)/Sources", "\(target)/Sources", "Sources/\(target)", target])
    }
  }

  /// XcodeGen's `targets: <Name>: sources:`: a path, a list of paths, or a list of `path:` entries;
  /// the first is where the module goes.
  private func xcodegenSources(of target: String) throws(ScaffoldError) -> (folder: String, reason: String)? {
    let file = root.appendingPathComponent("project.yml")
    guard let text = try ChangePlanner.existingText(at: file) else { return nil }
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch {
      throw .unreadableInput(path: file.path, reason: "it is not valid YAML: \(error)")
    }
    guard let sources = node?["targets"]?[Node(target)]?["sources"] else { return nil }
    let first: Node? = sources.sequence?.first ?? sources
    let path = first?.string ?? first?["path"]?.string
    return path.map { ($0, "project.yml's first source of target \(target)") }
  }

  /// Tuist's manifests are Swift, which is not run here: the first of the usual folders that exists.
  private func tuistFolder(candidates: [String]) -> (folder: String, reason: String)? {
    for candidate in candidates
    where FileManager.default.fileExists(atPath: root.appendingPathComponent(candidate).path) {
      return (
        candidate,
        "Project.swift is not read (it is Swift); '\(candidate)' is the first of \(candidates.joined(separator: ", ")) that exists"
      )
    }
    return nil
  }

  /// The test folder: the target's own (XcodeGen's `<Target>Tests` target, or Tuist's usual
  /// folders), when there is one.
  func testFolder(of target: String, testTarget: String?) throws(ScaffoldError) -> (folder: String, reason: String)? {
    let tests = testTarget ?? "\(target)Tests"
    switch generator {
    case .xcodegen: return try xcodegenSources(of: tests)
    case .tuist:
      return tuistFolder(candidates: ["Targets/\(target)/Tests", "\(tests)", "Tests/\(tests)", "\(target)/Tests"])
    }
  }
}

extension GeneratedProject {
  /// `--xcodeproj` on a generated project without `--force`: the edit would not last.
  func refusal(editing project: String) -> ScaffoldError {
    let tool = generator == .xcodegen ? "XcodeGen" : "Tuist"
    return .packageRefused([
      Diagnostic(
        "\(generator.specName) says \(tool) generates \(project): an edit of it would be lost at the next "
          + "'\(generator.command)'; nothing was written", at: nil,
        hint: "leave out --xcodeproj to write the files into the target's folder, then run '\(generator.command)'; "
          + "--force edits the project anyway")
    ])
  }
}
