/// Where and how new elements join an array literal so that it keeps the style it was written
/// in: an element per line at the last element's indentation, with a trailing comma when the
/// array has one; on the same line, after `, `, when its elements share a line; an empty array
/// opened onto lines of its own one indentation step in.
struct ArrayInsertion {
  let source: ManifestSource
  /// The token index of the `[`.
  let open: Int
  /// One step of the manifest's indentation, for an array with no element to copy it from.
  let indentUnit: String

  func edits(adding elements: [String]) -> [TextEdit] {
    guard !elements.isEmpty, let close = source.partner[open] else { return [] }
    let bytes = source.bytes
    let openOffset = source.tokens[open].range.lowerBound
    let closeOffset = source.tokens[close].range.lowerBound
    guard let last = source.items(inside: open).last else {
      return emptyArrayEdits(elements, openOffset: openOffset, closeOffset: closeOffset)
    }
    let span = source.span(of: last.tokens)
    let lineStart = ManifestBytes.lineStart(in: bytes, before: span.lowerBound)
    guard lineStart > openOffset, bytes[lineStart..<span.lowerBound].allSatisfy(ManifestBytes.isBlank) else {
      return [TextEdit(at: span.upperBound, insert: elements.map { ", " + $0 }.joined())]
    }
    let indent = String(decoding: bytes[lineStart..<span.lowerBound], as: UTF8.self)
    let hasTrailingComma = last.comma != nil
    let lines = elements.indices.map { index in
      indent + elements[index] + (hasTrailingComma || index < elements.count - 1 ? "," : "")
    }
    var edits: [TextEdit] = []
    if !hasTrailingComma { edits.append(TextEdit(at: span.upperBound, insert: ",")) }
    let afterLast = last.comma.map { source.tokens[$0].range.upperBound } ?? span.upperBound
    let lineEnd = ManifestBytes.lineEnd(in: bytes, from: afterLast)
    if lineEnd < closeOffset, onlyBlanksOrLineComment(in: afterLast..<lineEnd) {
      // After the rest of the line, so a comment at its end stays with the element it follows.
      edits.append(TextEdit(at: lineEnd + 1, insert: lines.map { $0 + "\n" }.joined()))
    } else {
      edits.append(TextEdit(at: afterLast, insert: lines.map { "\n" + $0 }.joined()))
    }
    return edits
  }

  private func emptyArrayEdits(_ elements: [String], openOffset: Int, closeOffset: Int) -> [TextEdit] {
    let bytes = source.bytes
    let closeLineStart = ManifestBytes.lineStart(in: bytes, before: closeOffset)
    if closeLineStart > openOffset, bytes[closeLineStart..<closeOffset].allSatisfy(ManifestBytes.isBlank) {
      let indent = String(decoding: bytes[closeLineStart..<closeOffset], as: UTF8.self) + indentUnit
      return [TextEdit(at: closeLineStart, insert: elements.map { indent + $0 + ",\n" }.joined())]
    }
    let base = ManifestStyle.indentation(ofLineAt: openOffset, in: bytes)
    let lines = elements.map { "\n" + base + indentUnit + $0 + "," }.joined() + "\n" + base
    let inside = openOffset + 1..<closeOffset
    // `[]` or `[ ]` is replaced whole; anything else inside (a comment) stays before the elements.
    if bytes[inside].allSatisfy(ManifestBytes.isWhitespace) { return [TextEdit(replacing: inside, with: lines)] }
    return [TextEdit(at: closeOffset, insert: lines)]
  }

  private func onlyBlanksOrLineComment(in range: Range<Int>) -> Bool {
    let bytes = source.bytes
    guard let first = bytes[range].firstIndex(where: { !ManifestBytes.isBlank($0) }) else { return true }
    return bytes[first] == ManifestBytes.carriageReturn
      || (bytes[first] == ManifestBytes.slash && first + 1 < range.upperBound
        && bytes[first + 1] == ManifestBytes.slash)
  }
}

/// A replacement of some bytes of the manifest (none, for an insertion) by new text.
struct TextEdit: Equatable {
  var range: Range<Int>
  var text: String

  init(at offset: Int, insert text: String) {
    self.range = offset..<offset
    self.text = text
  }

  init(replacing range: Range<Int>, with text: String) {
    self.range = range
    self.text = text
  }

  /// `bytes` with every edit made; edits at one offset keep their order.
  static func applying(_ edits: [TextEdit], to bytes: [UInt8]) -> String {
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
    var kept = 0
    for (_, edit) in ordered {
      result.append(contentsOf: bytes[kept..<max(kept, edit.range.lowerBound)])
      result.append(contentsOf: edit.text.utf8)
      kept = max(kept, edit.range.upperBound)
    }
    result.append(contentsOf: bytes[kept...])
    return String(decoding: result, as: UTF8.self)
  }
}
