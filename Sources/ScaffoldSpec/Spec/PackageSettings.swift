/// How the generated `Package.swift` is set up: the platforms it supports and the Swift tools
/// version it declares.
public struct PackageSettings: Sendable, Equatable {
  public var platforms: [PlatformRequirement]
  /// `6.0` or later, so the package builds in Swift 6 language mode.
  public var toolsVersion: String

  /// Whether every platform has Observation, so templates may use `@Observable`.
  public var supportsObservation: Bool {
    platforms.allSatisfy { requirement in
      let version = PackageSettingsRules.version(requirement.version) ?? []
      return !version.lexicographicallyPrecedes(requirement.platform.observationVersion)
    }
  }

  public static let `default` = PackageSettings(
    platforms: [
      PlatformRequirement(platform: .iOS, version: "16.0"), PlatformRequirement(platform: .macOS, version: "13.0"),
    ],
    toolsVersion: "6.0")
}

/// One `platforms:` entry of the generated package.
public struct PlatformRequirement: Sendable, Equatable {
  public var platform: ApplePlatform
  /// Dotted version, such as `16.0`.
  public var version: String

  package init(platform: ApplePlatform, version: String) {
    self.platform = platform
    self.version = version
  }
}

/// The platforms a Swift package can name, with the oldest version the generated code supports
/// (it uses `Task.sleep(for:)` and the `Duration` API, new in the 2022 releases).
public enum ApplePlatform: String, CaseIterable, Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst

  /// The first version with the Observation framework (`@Observable`).
  public var observationVersion: [Int] {
    switch self {
    case .iOS, .tvOS, .macCatalyst: return [17]
    case .macOS: return [14]
    case .watchOS: return [10]
    case .visionOS: return [1]
    }
  }

  public var minimumVersion: [Int] {
    switch self {
    case .iOS, .tvOS, .macCatalyst: return [16]
    case .macOS: return [13]
    case .watchOS: return [9]
    case .visionOS: return [1]
    }
  }
}
