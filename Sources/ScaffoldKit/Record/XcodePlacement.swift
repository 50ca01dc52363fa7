import ScaffoldBase
import ScaffoldSpec

/// Where a module generated into an Xcode project's target sits, recorded so that `check`
/// renders it to the same places and `remove` finds its groups again.
public struct XcodePlacement: Sendable, Equatable {
  /// The `.xcodeproj` folder, relative to the record's root (the folder that holds it).
  public var project: String
  /// The target whose Sources (and Resources) phase holds the module's files.
  public var target: String
  /// The module `@testable import`s in its tests: the target's product module name.
  public var productModule: String
  /// Public in a framework or library target, internal in an app (what the target's product
  /// type, or XcodeGen's `type:`, says). A record written before it was kept says nothing: its
  /// files were written public, and are rendered so until the module is generated again.
  public var access: DeclarationAccess
  /// How the project spells English (`en`, or a legacy project's `English`): the module's
  /// texts are in `<region>.lproj`.
  public var region = "en"
  /// The group path (from the main group) of the group the module's group is in.
  public var group: String
  /// That group's folder, relative to the root: the module's files are in `<folder>/<Module>/`.
  public var folder: String
  /// The test target, its group path and folder (`<testFolder>/<Module>Tests/`), when tests are written.
  public var testTarget: String?
  public var testGroup: String?
  public var testFolder: String?
  /// `xcodegen` or `tuist` when that tool generates the project: no project file was edited.
  public var generator: String?
  /// The languages Scaffold added to the project's `knownRegions` for localized files (`en`,
  /// `Base`), now or for an earlier module of the project: `remove` takes them out with the last
  /// module that records them.
  public var addedRegions: [String] = []
  /// The group path and folder the target's support (`ScaffoldSupport/`) is beside, when the
  /// module uses it and it is not beside the module's own folder: the support went beside the
  /// first module that needed it, and stays there when that module is removed or this one
  /// moves (`--group`), so the record says where.
  public var supportGroup: String?
  public var supportFolder: String?

  public init(
    project: String, target: String, productModule: String, access: DeclarationAccess, group: String,
    folder: String, testTarget: String? = nil, testGroup: String? = nil, testFolder: String? = nil
  ) {
    self.project = project
    self.target = target
    self.productModule = productModule
    self.access = access
    self.group = group
    self.folder = folder
    self.testTarget = testTarget
    self.testGroup = testGroup
    self.testFolder = testFolder
  }

  /// The module's folder and its tests' folder, relative to the root.
  public func sourcePath(of module: String) -> String { Self.joined(folder, module) }
  public func testPath(of module: String) -> String? { testFolder.map { Self.joined($0, "\(module)Tests") } }

  /// How the module's code is rendered for the target: its tests import the product module, its
  /// declarations have the target's access level.
  var modulePlacement: ModulePlacement {
    .appTarget(productModuleName: productModule, access: access, region: region)
  }

  static func joined(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : "\(folder)/\(name)" }

  /// This placement with the support's group and folder as its own: where `ScaffoldSupport/` is.
  var supportSide: XcodePlacement {
    guard let supportGroup, let supportFolder else { return self }
    var side = self
    (side.group, side.folder, side.supportGroup, side.supportFolder) = (supportGroup, supportFolder, nil, nil)
    return side
  }

  var contextValue: ContextValue {
    var members: [String: ContextValue] = [
      "project": .string(project), "target": .string(target), "productModule": .string(productModule),
      "access": .string(access.rawValue), "group": .string(group), "folder": .string(folder),
    ]
    if let generator { members["generator"] = .string(generator) }
    if region != "en" { members["region"] = .string(region) }
    if !addedRegions.isEmpty { members["addedRegions"] = .list(addedRegions.map { .string($0) }) }
    if let supportGroup, let supportFolder {
      members["supportGroup"] = .string(supportGroup)
      members["supportFolder"] = .string(supportFolder)
    }
    if let testTarget, let testGroup, let testFolder {
      members["testTarget"] = .string(testTarget)
      members["testGroup"] = .string(testGroup)
      members["testFolder"] = .string(testFolder)
    }
    return .object(members)
  }

  init?(_ value: ContextValue) {
    func string(_ key: String) -> String? {
      if case .string(let text)? = value[key] { return text }
      return nil
    }
    guard let project = string("project"), let target = string("target"), let productModule = string("productModule"),
      let group = string("group"), let folder = string("folder")
    else { return nil }
    // No `access`: written before it was recorded, when every declaration was public.
    var access = DeclarationAccess.public
    if let recorded = string("access") {
      guard let known = DeclarationAccess(rawValue: recorded) else { return nil }
      access = known
    }
    self.init(
      project: project, target: target, productModule: productModule,
      access: access, group: group, folder: folder,
      testTarget: string("testTarget"), testGroup: string("testGroup"), testFolder: string("testFolder"))
    generator = string("generator")
    region = string("region") ?? "en"
    if let group = string("supportGroup"), let folder = string("supportFolder") {
      (supportGroup, supportFolder) = (group, folder)
    }
    if case .list(let regions)? = value["addedRegions"] {
      addedRegions = regions.compactMap { region in
        if case .string(let text) = region { return text }
        return nil
      }
    }
  }
}
