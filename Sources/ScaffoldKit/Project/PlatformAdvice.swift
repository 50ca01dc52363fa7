import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldXcode

/// What to tell the user when the package's platforms are older than the generated code needs.
/// Only advice: on Linux the platforms do not matter, and the package is the user's to change.
enum PlatformAdvice {
  static func notes(for package: PackageDescription) -> [String] {
    let needed = PackageSettings.default.platforms.map { "\($0.platform.rawValue) \($0.version)" }
      .joined(separator: " and ")
    if package.platforms.isEmpty {
      return [
        "Package.swift declares no platforms, so Apple platforms default to versions older than the generated code needs (\(needed)); \(platformsAdvice(toolsVersion: package.toolsVersion)) to build it there"
      ]
    }
    return package.platforms.compactMap { requirement in
      let version = PackageSettingsRules.version(requirement.version) ?? []
      guard version.lexicographicallyPrecedes(requirement.platform.minimumVersion) else { return nil }
      let minimum = requirement.platform.minimumVersion.map(String.init).joined(separator: ".")
      return
        "Package.swift supports \(requirement.platform.rawValue) \(requirement.version), older than the generated code needs (\(minimum)); raise it to build the module there"
    }
  }
}

extension PlatformAdvice {
  /// `platforms:` spelt as the package's tools version has it: `.iOS(.v16)` and `.macOS(.v13)` are
  /// there from 5.7, the versions as strings from 5.0, `platforms:` itself not before 5.0.
  private static func platformsAdvice(toolsVersion: SwiftToolsVersion?) -> String {
    let version = toolsVersion ?? SwiftToolsVersion(5, 7)
    if version < SwiftToolsVersion(5, 0) {
      return
        "'platforms:' needs swift-tools-version 5.0, so raise it and add 'platforms: [.iOS(\"16.0\"), .macOS(\"13.0\")]' or later"
    }
    if version < SwiftToolsVersion(5, 7) { return "add 'platforms: [.iOS(\"16.0\"), .macOS(\"13.0\")]' or later" }
    return "add 'platforms: [.iOS(.v16), .macOS(.v13)]' or later"
  }

  /// The platforms a module in an Xcode target is generated for: the target's deployment targets,
  /// raised to what the generated code needs where they are older (the module's record stays a
  /// valid spec), with a note for each raised one. Empty when the target sets none: the defaults.
  static func platforms(of target: XcodeTarget) -> (platforms: [PlatformRequirement], notes: [String]) {
    var notes: [String] = []
    let written = ApplePlatform.allCases.compactMap { platform in
      deploymentSettings[platform].flatMap { target.deploymentTargets[$0] }.flatMap { version in
        PackageSettingsRules.version(version).map { _ in PlatformRequirement(platform: platform, version: version) }
      }
    }
    let platforms = written.map { requirement in
      let version = PackageSettingsRules.version(requirement.version) ?? []
      let minimum = requirement.platform.minimumVersion
      guard version.lexicographicallyPrecedes(minimum) else { return requirement }
      let needed = minimum.count == 1 ? "\(minimum[0]).0" : minimum.map(String.init).joined(separator: ".")
      notes.append(
        "target \(target.name) deploys to \(requirement.platform.rawValue) \(requirement.version), older than the generated code needs (\(needed)); raise its deployment target to build the module there"
      )
      return PlatformRequirement(platform: requirement.platform, version: needed)
    }
    return (platforms, notes)
  }

  /// The build setting that holds each platform's deployment target (Mac Catalyst has none of its own).
  private static let deploymentSettings: [ApplePlatform: String] = [
    .iOS: "IPHONEOS_DEPLOYMENT_TARGET", .macOS: "MACOSX_DEPLOYMENT_TARGET", .tvOS: "TVOS_DEPLOYMENT_TARGET",
    .watchOS: "WATCHOS_DEPLOYMENT_TARGET", .visionOS: "XROS_DEPLOYMENT_TARGET",
  ]
}
