import Foundation

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The `project.pbxproj` files under Tests/Fixtures/Xcode, written for these tests with the
/// structure Xcode gives projects of each object version.
enum XcodeFixtures {
  static let folder = RepositoryPaths.fixtures.appendingPathComponent("Xcode")

  /// The fixture names, `46-classic-app` for `46-classic-app.pbxproj`, sorted.
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".pbxproj") && !$0.contains(".edited.") }.map { String($0.dropLast(8)) }.sorted()
  }

  static func text(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name).pbxproj"), encoding: .utf8)
  }

  static func project(_ name: String) throws -> XcodeProject {
    try XcodeProject(text: try text(name))
  }
}
