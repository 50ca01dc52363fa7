import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The edited manifests are loaded by SwiftPM itself, the final word on whether they are valid.
/// Two `swift package dump-package` calls, about a second each.
@Suite("Edited manifests load in SwiftPM")
struct ManifestRemovalDumpPackageTests {
  @Test("SwiftPM's own add-target output, with Login removed")
  func swiftPMOutput() throws {
    let edited = try ManifestRemoval.removing(
      targets: ["Login", "LoginTests"], products: ["Login"], dependenciesOn: ["Login"], from: ManifestFixtures.swiftPM)
    let dump = try DumpPackage(edited)
    #expect(dump.targets == ["Host", "HostTests"])
    #expect(dump.products == ["Host"])
    #expect(dump.dependencies == ["Host": [], "HostTests": ["byName Host"]])
  }

  @Test("the hand-written manifest, with Login removed and another package's Login product kept")
  func handWritten() throws {
    let edited = try ManifestRemoval.removing(
      targets: ["Login", "LoginTests"], products: ["Login"], dependenciesOn: ["Login"],
      from: ManifestFixtures.handWritten)
    let dump = try DumpPackage(edited)
    #expect(dump.targets == ["App", "Core"])
    #expect(dump.products == ["App"])
    #expect(dump.dependencies == ["App": ["product Login", "byName Core"], "Core": []])
  }
}
