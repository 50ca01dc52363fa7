import Foundation
import ScaffoldBase
import ScaffoldSpec
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
    guard let sources = try xcodegenTarget(target)?["sources"] else { return nil }
    let first: Node? = sources.sequence?.first ?? sources
    let path = first?.string ?? first?["path"]?.string
    return path.map { ($0, "project.yml's first source of target \(target)") }
  }

  /// XcodeGen's `targets: <Name>:` entry of `project.yml`, if the file and the target exist.
  private func xcodegenTarget(_ target: String) throws(ScaffoldError) -> Node? {
    let file = root.appendingPathComponent("project.yml")
    guard let text = try ChangePlanner.existingText(at: file) else { return nil }
    do {
      return try YAMLComposer.compose(text)?["targets"]?[Node(target)]
    } catch {
      throw .unreadableInput(path: file.path, reason: "it is not valid YAML: \(error)")
    }
  }

  /// Public in a framework or library target, internal in an app, and why: XcodeGen's `type:`
  /// (`application`, `framework`, `library.static`…), or the `product:` Tuist's manifest gives
  /// the target, read as text since the manifest is not run. Unknown is internal, which builds in
  /// any target, where `public` breaks an app as soon as a declaration names one of its types.
  func declarationAccess(of target: String) throws(ScaffoldError) -> (access: DeclarationAccess, reason: String) {
    let type: String?
    switch generator {
    case .xcodegen:
      type = try xcodegenTarget(target)?["type"]?.string
    case .tuist:
      type = try ChangePlanner.existingText(at: root.appendingPathComponent("Project.swift")).flatMap {
        Self.tuistProduct(of: target, in: $0)
      }
    }
    guard let type else {
      return (.internal, "\(generator.specName) gives target \(target) no product type, so it is taken for an app")
    }
    let productType = generator == .xcodegen ? type : Self.tuistProductTypes[type]
    let access = DeclarationAccess(productType: productType.map { "com.apple.product-type.\($0)" })
    return (access, "\(generator.specName) gives target \(target) the type '\(type)'")
  }

  /// Tuist's products whose declarations other targets see, by XcodeGen's (Xcode's) name.
  private static let tuistProductTypes = [
    "framework": "framework", "staticFramework": "framework.static", "staticLibrary": "library.static",
    "dynamicLibrary": "library.dynamic",
  ]

  /// The `product: .<name>` after `name: "<target>"` and before the next name; the project's own
  /// `name:` (often the app's) has none before its first target's.
  static func tuistProduct(of target: String, in manifest: String) -> String? {
    var rest = manifest[...]
    while let start = rest.range(of: "name: \"\(target)\"") {
      rest = rest[start.upperBound...]
      let declaration = rest[..<(rest.range(of: "name: \"")?.lowerBound ?? rest.endIndex)]
      if let product = declaration.range(of: "product: .") {
        return String(declaration[product.upperBound...].prefix { $0.isLetter || $0.isNumber })
      }
    }
    return nil
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
