/// The Swift language mode a package's targets build in, as SwiftPM picks it: the newest mode
/// its `swiftLanguageModes:` (`swiftLanguageVersions:` before 6.0) lists that the compiler has,
/// or, when it lists none, its tools version's default (4 before 4.2, 4.2 before 5, 5 before 6).
struct PackageLanguageMode {
  var mode: SwiftLanguageMode
  /// The token index of the `swiftLanguageModes:`/`swiftLanguageVersions:` label the mode comes
  /// from; `nil` when it is the tools version's default.
  var labelToken: Int?

  /// Elements that cannot be read (a constant of another type, a version the compiler does not
  /// have) are left out; a list with none that can be read counts as absent.
  init(of package: PackageCallSyntax, bindings: ManifestBindings, toolsVersion: SwiftToolsVersion) {
    for label in ["swiftLanguageModes", "swiftLanguageVersions"] {
      guard let argument = package.arguments.labelled(label),
        let listed = Self.modes(in: argument.value, bindings: bindings).max()
      else { continue }
      self.mode = listed
      self.labelToken = argument.value.lowerBound - 2
      return
    }
    self.mode = toolsVersion.defaultLanguageMode
    self.labelToken = nil
  }

  /// `.v4`, `.v4_2`, `.v5`, `.v6` (with or without `SwiftLanguageMode.`/`SwiftVersion.`),
  /// `.version("5")`, and tools version 4.0's integers (`[4]`).
  private static func modes(in value: Range<Int>, bindings: ManifestBindings) -> [SwiftLanguageMode] {
    let source = bindings.source
    return (bindings.arrayLiterals(in: value) ?? []).flatMap { open in
      source.items(inside: open).compactMap { item -> SwiftLanguageMode? in
        let tokens = source.tokens[item.tokens]
        if let call = source.call(in: item.tokens), call.name == "version", let argument = call.arguments.first {
          return source.literal(in: argument.value).flatMap(mode(named:))
        }
        guard let last = tokens.last, last.kind == .word else { return nil }
        if tokens.count == 1 { return mode(named: last.text) }
        guard tokens.dropLast().last?.text == "." else { return nil }
        guard last.text.hasPrefix("v") else { return nil }
        return mode(named: last.text.dropFirst().replacingOccurrences(of: "_", with: "."))
      }
    }
  }

  private static func mode(named name: some StringProtocol) -> SwiftLanguageMode? {
    SwiftLanguageMode.allCases.first { $0.name == name || "\($0.name).0" == name }
  }
}
