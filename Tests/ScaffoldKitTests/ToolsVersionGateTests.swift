import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Each part an edit of `Package.swift` can write, against the tools version it needs (the
/// `@available(_PackageDescription, introduced:)` of Swift 6.3's `PackageDescription`), and the
/// Swift 5 language mode the generated code needs of the package.
@Suite("What an edit writes, against the manifest's tools version")
struct ToolsVersionGateTests {
  private func manifest(_ toolsVersion: String, _ arguments: String = "") -> String {
    """
    // swift-tools-version:\(toolsVersion)
    import PackageDescription

    let package = Package(
      name: "Host",
      targets: [.target(name: "Core")]\(arguments)
    )
    """
  }

  private let withStrings = ManifestEditor.Addition(module: "Login", dependencies: ["Core"], resources: ["Resources"])
  private let withoutStrings = ManifestEditor.Addition(module: "Login", dependencies: ["Core"])

  private func refusal(_ addition: ManifestEditor.Addition, to manifest: String) -> ManifestEditError? {
    #expect(throws: ManifestEditError.self) { _ = try ManifestEditor().adding([addition], to: manifest) }
  }

  @Test("the APIs' versions are those PackageDescription declares")
  func introduced() {
    let versions = PackageDescriptionAPI.allCases.map { "\($0.introduced)" }
    #expect(versions == ["4.0", "4.0", "4.0", "4.0", "5.3", "5.3", "5.0"])
  }

  @Test("defaultLocalization: and resources: are written from 5.3, refused at the version before")
  func resources() throws {
    let error = refusal(withStrings, to: manifest("5.2"))
    #expect(
      error?.reason
        == .toolsVersionTooOld(SwiftToolsVersion(5, 2), missing: [.defaultLocalization, .processedResources]))
    #expect(error?.line == 1 && error?.column == 24)
    let (edited, _) = try ManifestEditor().adding([withStrings], to: manifest("5.3"))
    #expect(edited.contains(#"resources: [.process("Resources")]"#) && edited.contains("defaultLocalization"))
  }

  @Test("a regeneration that adds only a dependency needs nothing from 5.3; one that gains the strings table does")
  func nothingWritten() throws {
    let host = manifest("5.2").replacingOccurrences(of: #"[.target(name: "Core")]"#, with: #"[.target(name: "Login")]"#)
    let regenerated = ManifestEditor.Addition(module: "Login", dependencies: ["Core"], targetExists: true)
    let (edited, _) = try ManifestEditor().adding([regenerated], to: host)
    #expect(edited.contains(#".target(name: "Login", dependencies: ["Core"])"#))
    let gaining = ManifestEditor.Addition(
      module: "Login", dependencies: [], targetExists: true, resources: ["Resources"])
    #expect(refusal(gaining, to: host)?.column == 24)
  }

  @Test("a module without resources needs the Swift 5 mode a package gets from 5.0")
  func languageModeByDefault() throws {
    _ = try ManifestEditor().adding([withoutStrings], to: manifest("5.0"))
    let error = refusal(withoutStrings, to: manifest("4.2"))
    #expect(error?.reason == .toolsVersionTooOld(SwiftToolsVersion(4, 2), missing: [.swift5LanguageMode]))
  }

  @Test(
    "a package that lists Swift 5 or later takes the module at any tools version",
    arguments: [
      ("4.2", #"swiftLanguageVersions: [.v4, .v4_2, .version("5")]"#), ("5.5", "swiftLanguageVersions: [.v5]"),
      ("6.0", "swiftLanguageModes: [.v5, .v6]"), ("5.9", "swiftLanguageVersions: [SwiftVersion.v5]"),
    ])
  func listedModes(_ toolsVersion: String, _ list: String) throws {
    _ = try ManifestEditor().adding([withoutStrings], to: manifest(toolsVersion, ",\n  \(list)"))
  }

  @Test(
    "a package that lists only Swift 4 modes is refused at its list",
    arguments: [
      ("4.0", "swiftLanguageVersions: [3, 4]", SwiftLanguageMode.v4), ("5.5", "swiftLanguageVersions: [.v4_2]", .v42),
    ])
  func swift4Modes(_ toolsVersion: String, _ list: String, _ mode: SwiftLanguageMode) {
    let error = refusal(withoutStrings, to: manifest(toolsVersion, ",\n  \(list)"))
    #expect(error?.reason == .languageModeTooOld(mode))
    #expect(error?.line == 7 && error?.column == 3)
    #expect(error?.hint?.contains(#".version("5")"#) == true)
  }

  @Test("a manifest SwiftPM no longer loads is refused before anything is edited")
  func notLoaded() {
    let error = refusal(withoutStrings, to: manifest("3.1"))
    #expect(error?.reason == .toolsVersionNotLoaded(SwiftToolsVersion(3, 1)))
    #expect(error?.hint?.hasPrefix("raise the first line of Package.swift to '// swift-tools-version:5.3'") == true)
  }

  @Test("the hint names what SwiftPM reads differently between the two versions")
  func hint() {
    let error = refusal(withStrings, to: manifest("4.0"))
    #expect(
      error?.hint
        == "raise the first line of Package.swift to '// swift-tools-version:5.3' or later, then check that the package still loads and builds: from 4.2 'swiftLanguageVersions:' lists '.v4' and the like, not integers; from 5.0 the package's targets build in Swift 5 language mode; from 5.2 '.product(name:package:)' needs its 'package:'"
    )
  }
}
