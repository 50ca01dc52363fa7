/// Refuses an edit that would write what the manifest's tools version lacks, at the
/// `swift-tools-version` line, rather than write a manifest SwiftPM no longer loads; and a module
/// whose target would build in a language mode older than Swift 5.
///
/// Refused rather than generated without the part: the module's strings table is what its
/// `Bundle.module` lookups and its strings tests read, so a module without it would show its keys
/// and fail its own tests. The fix is the user's, one line: raising the tools version.
enum ToolsVersionGate {
  package static func check(
    _ written: Set<PackageDescriptionAPI>, package: PackageCallSyntax, bindings: ManifestBindings
  ) throws(ManifestEditError) {
    let source = bindings.source
    let codeStart = source.tokens.first?.range.lowerBound ?? source.bytes.count
    let line = try ToolsVersionLine.read(source.bytes, codeStart: codeStart)
    let language = PackageLanguageMode(of: package, bindings: bindings, toolsVersion: line.version)
    var needed = written
    // The default mode comes with the tools version; a listed mode is the list's to change.
    if language.labelToken == nil { needed.insert(.swift5LanguageMode) }
    let missing = PackageDescriptionAPI.allCases.filter { needed.contains($0) && $0.introduced > line.version }
    if !missing.isEmpty {
      throw ManifestEditError(.toolsVersionTooOld(line.version, missing: missing), at: line.offset, in: source.bytes)
    }
    if let label = language.labelToken, language.mode < .v5 {
      throw source.error(.languageModeTooOld(language.mode), atToken: label)
    }
  }
}
