import Foundation

/// Where generated modules go.
public enum Destination: Sendable, Equatable {
  /// A new package folder inside `parent`: named after the module for one module, or after the
  /// spec's `package:` for several.
  case newPackage(parent: URL)
  /// The root of an existing package (`--package`), which gains targets and a product per module.
  case existingPackage(root: URL)
  /// The root of a package that is one recorded module on its own (`scaffold update` of it).
  case ownPackage(root: URL)
  /// An Xcode project's app (or framework) target and its test target, which gain the module's
  /// files in their groups and build phases (`--xcodeproj`).
  case xcodeProject(XcodeDestination)

  /// Whether the modules join ones that may be there already (a package, an app target), so a
  /// route may name one of them.
  public var addsToExistingModules: Bool {
    switch self {
    case .existingPackage, .xcodeProject: return true
    case .newPackage, .ownPackage: return false
    }
  }

  /// The folder a request writes into and records in: the existing package, the project's
  /// folder, or the new package in `parent`, named after its one module or after `packageName`.
  func root(moduleNames: [String], packageName: String?) -> URL {
    switch self {
    case .existingPackage(let root), .ownPackage(let root):
      return root
    case .xcodeProject(let xcode):
      return xcode.project.deletingLastPathComponent()
    case .newPackage(let parent):
      let name =
        moduleNames.count == 1 && packageName == nil ? moduleNames[0] : packageName ?? moduleNames.first ?? "Modules"
      return parent.appendingPathComponent(name, isDirectory: true)
    }
  }
}

/// `--xcodeproj PATH --target NAME [--test-target NAME] [--group PATH]`.
public struct XcodeDestination: Sendable, Equatable {
  /// The `.xcodeproj` folder.
  public var project: URL
  public var target: String
  /// `nil`: the target's name followed by `Tests`, when the project has such a test target.
  public var testTarget: String?
  /// The group the module's group goes into, as a path of group names; `nil`: the one
  /// `XcodeProject.defaultGroup(for:outside:)` chooses (a `Features` group, or beside the features).
  public var group: String?
  /// `false`: no `.xcodeproj` was named (`--target` alone), so the folder's XcodeGen or Tuist
  /// spec says where the files go, and `project` is only the folder's place.
  public var isNamed = true

  public init(project: URL, target: String, testTarget: String? = nil, group: String? = nil) {
    self.project = project
    self.target = target
    self.testTarget = testTarget
    self.group = group
  }
}
