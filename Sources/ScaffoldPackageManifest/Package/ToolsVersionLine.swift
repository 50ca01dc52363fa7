/// The `// swift-tools-version:X.Y[.Z]` comment of a manifest, read by SwiftPM's rules as Swift 6.3
/// applies them (measured with `swift package dump-package`):
///
/// - the label is matched in any letter case and is followed by `:` at once;
/// - the version is two or three numbers, ended by the line or by `;` (what follows is ignored);
/// - up to 5.3 the line is exactly `// swift-tools-version:X.Y`, after nothing but line feeds;
///   from 5.4 any spaces and tabs may come before `//`, after it and after `:`;
/// - from 6.0 the line may come after other comments.
///
/// A manifest with no such line is read as 3.1, which SwiftPM no longer loads; nor anything older
/// than 4.0.
struct ToolsVersionLine: Equatable {
  package var version: SwiftToolsVersion
  /// The UTF-8 offset of the version number, where errors about it point.
  var offset: Int

  private static let label = Array("swift-tools-version".utf8)

  /// The tools version a spelling of the line needs, and the spelling in words for the error.
  private typealias SpellingNeed = (version: SwiftToolsVersion, what: String)

  /// The line in `bytes`, read as SwiftPM reads it; `codeStart` is where the first token of
  /// code starts (the line is in the comments before it).
  /// - Throws: a `ManifestEditError` at the line when SwiftPM would not load the manifest.
  package static func read(_ bytes: [UInt8], codeStart: Int) throws(ManifestEditError) -> ToolsVersionLine {
    var start = 0
    var needed: SpellingNeed?
    while start < codeStart, ManifestBytes.isWhitespace(bytes[start]) {
      if bytes[start] == ManifestBytes.carriageReturn {
        needed = (.laterLine, "a line of its own after the first")
      } else if ManifestBytes.isBlank(bytes[start]), needed == nil {
        needed = (.relaxedSpelling, "spaces or tabs before '//'")
      }
      start += 1
    }
    guard var spec = specification(in: bytes, at: start) else {
      // SwiftPM 6 also finds the line after other comments.
      var lineStart = ManifestBytes.lineEnd(in: bytes, from: start) + 1
      while lineStart < codeStart {
        var first = lineStart
        while first < codeStart, ManifestBytes.isBlank(bytes[first]) { first += 1 }
        if let later = specification(in: bytes, at: first) {
          return try checked(later, needed: (.laterLine, "a line after other comments"), in: bytes)
        }
        lineStart = ManifestBytes.lineEnd(in: bytes, from: lineStart) + 1
      }
      throw ManifestEditError(.toolsVersionMissing, at: min(start, bytes.count), in: bytes)
    }
    if let needed, needed.version > (spec.needed?.version ?? SwiftToolsVersion(0, 0)) { spec.needed = needed }
    return try checked(spec, needed: spec.needed, in: bytes)
  }

  /// What a `//` comment at `start` says, when it is the tools version's: `nil` for another comment.
  private struct Specification {
    var text: ArraySlice<UInt8>
    var offset: Int
    var needed: SpellingNeed?
  }

  private static func specification(in bytes: [UInt8], at start: Int) -> Specification? {
    guard start + 2 <= bytes.count, bytes[start] == ManifestBytes.slash, bytes[start + 1] == ManifestBytes.slash
    else { return nil }
    var index = start + 2
    var needed: SpellingNeed?
    let afterMarker = index
    while index < bytes.count, ManifestBytes.isBlank(bytes[index]) { index += 1 }
    if index - afterMarker != 1 || bytes[afterMarker] == ManifestBytes.tab {
      needed = (.relaxedSpelling, "other spacing than one space after '//'")
    }
    guard index + label.count <= bytes.count,
      zip(bytes[index..<index + label.count], label).allSatisfy({ lowercased($0) == $1 })
    else { return nil }
    index += label.count
    let end = ManifestBytes.lineEnd(in: bytes, from: index)
    guard index < end, bytes[index] == UInt8(ascii: ":") else {
      return Specification(text: bytes[index..<end], offset: index, needed: needed)
    }
    index += 1
    let afterColon = index
    while index < end, ManifestBytes.isBlank(bytes[index]) { index += 1 }
    if index > afterColon, needed == nil { needed = (.relaxedSpelling, "spaces after ':'") }
    var versionEnd = index
    while versionEnd < end, bytes[versionEnd] != UInt8(ascii: ";"), bytes[versionEnd] != ManifestBytes.carriageReturn {
      versionEnd += 1
    }
    return Specification(text: bytes[index..<versionEnd], offset: index, needed: needed)
  }

  private static func checked(
    _ spec: Specification, needed: SpellingNeed?, in bytes: [UInt8]
  ) throws(ManifestEditError) -> ToolsVersionLine {
    guard let version = SwiftToolsVersion(String(decoding: spec.text, as: UTF8.self)) else {
      throw ManifestEditError(
        .toolsVersionMisspelt(String(decoding: spec.text, as: UTF8.self)), at: spec.offset, in: bytes)
    }
    if let needed, version < needed.version {
      throw ManifestEditError(
        .toolsVersionSpelling(version, needed: needed.version, spelling: needed.what), at: spec.offset, in: bytes)
    }
    guard version >= .oldestLoaded else {
      throw ManifestEditError(.toolsVersionNotLoaded(version), at: spec.offset, in: bytes)
    }
    return ToolsVersionLine(version: version, offset: spec.offset)
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}
