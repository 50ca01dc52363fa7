import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Where a generating command was told to put its modules: its flags, before `.scaffold.yml` and
/// the records are consulted (`destination(configuration:)`).
public struct DestinationChoice: Sendable, Equatable {
  /// `--output`: the folder a new package goes in.
  public var output: String?
  /// `--package`: an existing package to add to.
  public var package: String?
  /// `--xcodeproj`, `--target`, `--test-target`, `--group`.
  public var xcodeproj: String?
  public var target: String?
  public var testTarget: String?
  public var group: String?
  /// The folder the command runs in: relative paths and the XcodeGen or Tuist project are found from it.
  public var workingFolder: URL

  public init(
    output: String? = nil, package: String? = nil, xcodeproj: String? = nil, target: String? = nil,
    testTarget: String? = nil, group: String? = nil, workingFolder: URL
  ) {
    self.output = output
    self.package = package
    self.xcodeproj = xcodeproj
    self.target = target
    self.testTarget = testTarget
    self.group = group
    self.workingFolder = workingFolder
  }

  /// What is wrong with the flags together, in words for the user; `nil` when they fit.
  public var problem: String? {
    if package != nil && output != nil {
      return "--package adds to an existing package and --output creates a new one; pick one"
    }
    if xcodeproj != nil && (package != nil || output != nil) {
      return "--xcodeproj adds to an Xcode project's target; it excludes --package and --output"
    }
    if xcodeproj != nil && target == nil {
      return "--xcodeproj needs --target, the app or framework target the module joins"
    }
    if xcodeproj == nil && (target != nil || testTarget != nil || group != nil) && generatedProject == nil
      && !configuresXcodeProject
    {
      return
        "--target, --test-target and --group go with --xcodeproj (or alone in a folder with XcodeGen's project.yml or Tuist's Project.swift)"
    }
    return nil
  }

  /// The XcodeGen or Tuist project of the working folder, for `--target` without `--xcodeproj`.
  public var generatedProject: GeneratedProject? {
    GeneratedProject.detect(in: workingFolder)
  }

  /// Whether `.scaffold.yml` names an Xcode project, so that `--target`, `--test-target` and
  /// `--group` override its `target:`, `testTarget:` and `group:` (to move a module, say). A
  /// configuration that cannot be read is said by the run itself.
  public var configuresXcodeProject: Bool {
    ((try? ProjectConfigurationLoader.find(from: workingFolder)) ?? nil)?.xcodeproj != nil
  }

  /// Neither the flags nor `.scaffold.yml` say where the modules go: a new package here, unless
  /// the modules are recorded here in an Xcode project's target (`RecordedXcodeDestination`).
  public func namesNone(configuration: ProjectConfiguration?) -> Bool {
    guard xcodeproj == nil, target == nil, package == nil, output == nil else { return false }
    guard let configuration, configuration.folder != nil else { return true }
    return configuration.xcodeproj == nil && configuration.package == nil && configuration.output == nil
  }

  /// Where the modules go: the flags, else `.scaffold.yml`'s `package` or `output` (relative to
  /// its folder), else a new package in the working folder.
  public func destination(configuration: ProjectConfiguration?) -> Destination {
    if let xcodeproj, let target {
      return .xcodeProject(
        XcodeDestination(
          project: folder(xcodeproj), target: target,
          testTarget: testTarget, group: group))
    }
    if let target, let generated = generatedProject {
      var destination = XcodeDestination(
        project: generated.root.appendingPathComponent("\(target).xcodeproj"), target: target, testTarget: testTarget,
        group: group)
      destination.isNamed = false
      return .xcodeProject(destination)
    }
    if let package { return .existingPackage(root: folder(package)) }
    if let output { return .newPackage(parent: folder(output)) }
    if let configuration, let folder = configuration.folder {
      if let xcodeproj = configuration.xcodeproj, let target = target ?? configuration.target {
        // The flags win over the file: `--group` moves a module of the configured project.
        return .xcodeProject(
          XcodeDestination(
            project: URL(fileURLWithPath: xcodeproj, relativeTo: folder).standardizedFileURL, target: target,
            testTarget: testTarget ?? configuration.testTarget, group: group ?? configuration.group))
      }
      if let package = configuration.package {
        return .existingPackage(root: URL(fileURLWithPath: package, relativeTo: folder).standardizedFileURL)
      }
      if let output = configuration.output {
        return .newPackage(parent: URL(fileURLWithPath: output, relativeTo: folder).standardizedFileURL)
      }
    }
    return .newPackage(parent: workingFolder)
  }

  /// A folder the flags name, read from the working folder.
  private func folder(_ path: String) -> URL {
    RelativePath.folder(path, from: workingFolder)
  }

  /// The root as the user named it, for what the command prints: `Login`, `Features/Login`, or
  /// the `--package` path.
  public func displayPath(of planRoot: URL, destination: Destination) -> String {
    if let package { return package }
    let name = planRoot.lastPathComponent
    if let output { return output == "." ? name : "\(output)/\(name)" }
    // From .scaffold.yml, or the working folder: relative to where the command runs.
    switch destination {
    case .existingPackage(let root), .ownPackage(let root): return RelativePath.display(of: root, from: workingFolder)
    case .newPackage, .xcodeProject: return RelativePath.display(of: planRoot, from: workingFolder)
    }
  }
}
