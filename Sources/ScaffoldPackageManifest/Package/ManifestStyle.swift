/// How a manifest is indented, so that what the tool adds looks written by the same hand.
enum ManifestStyle {
  /// The blanks that start the line holding `offset`.
  static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
    let start = ManifestBytes.lineStart(in: bytes, before: offset)
    var end = start
    while end < bytes.count, ManifestBytes.isBlank(bytes[end]) { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// `\r\n` when the manifest's first line ends so (written on Windows), else `\n`.
  static func lineBreak(of bytes: [UInt8]) -> String {
    guard let newline = bytes.firstIndex(of: ManifestBytes.newline), newline > 0 else { return "\n" }
    return bytes[newline - 1] == ManifestBytes.carriageReturn ? "\r\n" : "\n"
  }

  /// One indentation step: how far the `Package(…)` call's first argument is indented past the
  /// call's own line, or, when the arguments share that line, a tab if some line starts with one
  /// and otherwise the smallest indentation of any line (four spaces when nothing is indented).
  static func indentUnit(of package: PackageCallSyntax) -> String {
    let source = package.source
    let bytes = source.bytes
    let callLine = indentation(ofLineAt: source.tokens[package.callee].range.lowerBound, in: bytes)
    if let first = package.arguments.first {
      let labelStart = source.tokens[max(first.value.lowerBound - (first.label == nil ? 0 : 2), 0)].range.lowerBound
      let lineStart = ManifestBytes.lineStart(in: bytes, before: labelStart)
      let argumentLine = indentation(ofLineAt: labelStart, in: bytes)
      if lineStart + argumentLine.utf8.count == labelStart, argumentLine.hasPrefix(callLine),
        argumentLine.count > callLine.count
      {
        return String(argumentLine.dropFirst(callLine.count))
      }
    }
    let indents = source.tokens.map { indentation(ofLineAt: $0.range.lowerBound, in: bytes) }.filter { !$0.isEmpty }
    if indents.contains(where: { $0.hasPrefix("\t") }) { return "\t" }
    return indents.min { $0.count < $1.count } ?? "    "
  }
}
