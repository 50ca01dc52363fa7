/// What to tell the user when the package's platforms are older than the generated code needs.
/// Only advice: on Linux the platforms do not matter, and the package is the user's to change.
enum PlatformAdvice {
  static func notes(for package: PackageDescription) -> [String] {
    let needed = PackageSettings.default.platforms.map { "\($0.platform.rawValue) \($0.version)" }
      .joined(separator: " and ")
    if package.platforms.isEmpty {
      return [
        "Package.swift declares no platforms, so Apple platforms default to versions older than the generated code needs (\(needed)); add 'platforms: [.iOS(.v16), .macOS(.v13)]' or later to build it there"
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
