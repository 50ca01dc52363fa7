import Foundation

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A module added to one fixture project: its sources under a group of the app (or framework)
/// target, its tests under a group of the test target. The recorded result is
/// Tests/Fixtures/Xcode/Edited/<name>.pbxproj, and <name>.json says what the edit was asked for,
/// for the second reading by Python's `pbxproj` (scripts/check-xcode-projects).
struct XcodeScenario: CustomStringConvertible, Sendable {
  var fixture: String
  var sourceGroup: String
  var target: String
  var testGroup: String?
  var testTarget: String?

  var description: String { name }

  var name: String { "\(fixture).\(target.filter { $0.isLetter || $0.isNumber })" }

  static let all: [XcodeScenario] = [
    .init(
      fixture: "46-classic-app", sourceGroup: "Legacy App", target: "Legacy App", testGroup: "LegacyAppTests",
      testTarget: "LegacyAppTests"),
    .init(fixture: "50-named-groups", sourceGroup: "Atlas/Screens", target: "Atlas"),
    .init(
      fixture: "56-app-and-framework", sourceGroup: "Shop/Features", target: "Shop", testGroup: "ShopTests",
      testTarget: "ShopTests"),
    .init(fixture: "56-app-and-framework", sourceGroup: "ShopCore", target: "ShopCore"),
    .init(
      fixture: "60-swift-packages", sourceGroup: "Notes", target: "Notes (iOS)", testGroup: "NotesTests",
      testTarget: "NotesTests"),
    .init(fixture: "63-cocoapods", sourceGroup: "Travel", target: "Travel"),
    .init(fixture: "70-synchronized-inline", sourceGroup: "Legacy", target: "Weather"),
    .init(fixture: "77-synchronized-folders", sourceGroup: "", target: "Recipes"),
  ]

  /// A VIPER-shaped module's files: sources, one in a sub-folder, a resource, and tests.
  static let sources = [
    "LoginBuilder.swift", "LoginInteractor.swift", "LoginPresenter.swift", "View/LoginViewController.swift",
    "Resources/Localizable.strings",
  ]
  static let tests = ["LoginPresenterTests.swift", "LoginTestDoubles.swift"]

  static let editedFolder = XcodeFixtures.folder.appendingPathComponent("Edited")

  /// The edit, as the generating command will ask for it.
  func additions(in project: XcodeProject) throws -> [XcodeProjectEditor.GroupAddition] {
    let target = try project.codeTarget(named: target)
    var additions: [XcodeProjectEditor.GroupAddition] = [
      .init(
        parentGroupID: try project.group(atPath: sourceGroup), name: "Login",
        files: Self.sources.map {
          .init(path: $0, target: target, phase: $0.hasSuffix(".swift") ? .sources : .resources)
        })
    ]
    if let testGroup, let testTarget {
      let tests = try project.testTarget(named: testTarget)
      additions.append(
        .init(
          parentGroupID: try project.group(atPath: testGroup), name: "LoginTests",
          files: Self.tests.map { .init(path: $0, target: tests, phase: .sources) }))
    }
    return additions
  }

  /// What the edit was asked for, in the words of Python's reading: each file's group path
  /// from the main group (by display name), its target and its build phase's isa.
  var expectationJSON: String {
    func entries(_ files: [String], group: String, module: String, target: String) -> [String] {
      files.map { file in
        let parts =
          (group.split(separator: "/").map(String.init) + [module] + file.split(separator: "/").map(String.init))
        let phase = file.hasSuffix(".swift") ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase"
        let path = parts.map { "\"\($0)\"" }.joined(separator: ", ")
        return "    {\"path\": [\(path)], \"target\": \"\(target)\", \"phase\": \"\(phase)\"}"
      }
    }
    var files = entries(Self.sources, group: sourceGroup, module: "Login", target: target)
    if let testGroup, let testTarget {
      files += entries(Self.tests, group: testGroup, module: "LoginTests", target: testTarget)
    }
    return "{\n  \"original\": \"\(fixture).pbxproj\",\n  \"files\": [\n\(files.joined(separator: ",\n"))\n  ]\n}\n"
  }
}
