import ScaffoldBase

/// The rules for `platforms:` and `swiftToolsVersion:`.
package enum PackageSettingsRules {
  package static func check(_ spec: ModuleSpec, into collector: inout DiagnosticCollector) -> PackageSettings {
    var settings = PackageSettings.default
    if let written = spec.platforms {
      // One fixed order, so the manifest does not depend on how the spec happened to list them
      // (and a spec read back from a record, with sorted keys, renders the same).
      settings.platforms = written.compactMap { platform($0, into: &collector) }.sorted {
        (ApplePlatform.allCases.firstIndex(of: $0.platform) ?? 0)
          < (ApplePlatform.allCases.firstIndex(of: $1.platform) ?? 0)
      }
      if written.isEmpty {
        collector.error(
          "platforms is empty", at: spec.file.map { SourceLocation(file: $0, line: 1, column: 1) },
          hint: "name at least one, such as 'iOS: \"16.0\"', or remove the key for the defaults")
      }
    }
    if let written = spec.swiftToolsVersion {
      switch version(written.value) {
      case let parts? where parts.lexicographicallyPrecedes([6]):
        collector.error(
          "swiftToolsVersion \(written.value) is older than 6.0", at: written.location,
          hint: "use 6.0 or later: the generated code needs Swift 6 language mode")
      case .some:
        settings.toolsVersion = written.value
      case nil:
        collector.error(
          "swiftToolsVersion '\(written.value)' is not a version", at: written.location, hint: "write it like 6.0")
      }
    }
    return settings
  }

  private static func platform(_ spec: PlatformSpec, into collector: inout DiagnosticCollector)
    -> PlatformRequirement?
  {
    let names = ApplePlatform.allCases.map(\.rawValue)
    guard let platform = ApplePlatform(rawValue: spec.name.value) else {
      collector.error(
        "unknown platform '\(spec.name.value)'\(Suggestion.didYouMean(spec.name.value, in: names))",
        at: spec.name.location, hint: "use one of \(names.joined(separator: ", "))")
      return nil
    }
    guard let parts = version(spec.version.value) else {
      collector.error(
        "'\(spec.version.value)' is not a version for \(platform.rawValue)", at: spec.version.location,
        hint: "write it like \"16.0\", in quotes")
      return nil
    }
    if parts.lexicographicallyPrecedes(platform.minimumVersion) {
      let minimum = platform.minimumVersion.map(String.init).joined(separator: ".")
      collector.error(
        "\(platform.rawValue) \(spec.version.value) is older than the generated code supports",
        at: spec.version.location,
        hint: "use \(platform.rawValue) \(minimum) or later (the code uses Swift concurrency's Duration APIs)")
      return nil
    }
    // SwiftPM wants at least a major and minor part.
    let normalised = parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".")
    return PlatformRequirement(platform: platform, version: normalised)
  }

  /// `16`, `16.4` or `16.4.1` as numbers; `nil` for anything else.
  package static func version(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    let numbers = parts.compactMap { part in part.allSatisfy(\.isNumber) && !part.isEmpty ? Int(part) : nil }
    return numbers.count == parts.count ? numbers : nil
  }
}
