/// The byte ranges to delete so that some elements leave an array literal and everything else
/// stays as it was written.
///
/// - An element on lines of its own goes with those whole lines, its trailing comma and a
///   comment at the end of its last line; comments on lines before it are left, since they may
///   speak of the whole array (as those of `swift package init` do).
/// - An element that shares its line goes with its comma and the blanks after it, or, when it is
///   the last element kept by nothing after it, with the comma before it: `[ A, B ]` → `[ A ]`.
/// - A last element written without a trailing comma takes the comma of the element before it,
///   so an array keeps the trailing-comma style it had.
/// - An array that loses every element and holds nothing else (no comment) becomes `[]`.
struct ListElementRemoval {
  struct Element {
    /// The UTF-8 offsets of the element's expression.
    var span: Range<Int>
    /// The offset of the comma after it, if any.
    var comma: Int?
  }

  let bytes: [UInt8]
  /// The offsets of the `[` and of its `]`.
  let open: Int
  let close: Int
  let elements: [Element]

  func deletions(removing removed: Set<Int>) -> [Range<Int>] {
    guard !removed.isEmpty else { return [] }
    var ranges: [Range<Int>] = []
    for index in removed.sorted() {
      let element = elements[index]
      let keptAfter = elements.indices.contains { $0 > index && !removed.contains($0) }
      if let lines = ownLines(of: element) {
        ranges.append(lines)
        if index == elements.count - 1, element.comma == nil,
          let kept = elements.indices.last(where: { $0 < index && !removed.contains($0) }),
          let comma = elements[kept].comma
        {
          ranges.append(comma..<comma + 1)
        }
      } else if keptAfter, let comma = element.comma {
        ranges.append(withBlanks(element.span.lowerBound..<comma + 1))
      } else if index > 0, let previousComma = elements[index - 1].comma {
        ranges.append(previousComma..<element.span.upperBound)
      } else {
        ranges.append(element.span.lowerBound..<(element.comma.map { $0 + 1 } ?? element.span.upperBound))
      }
    }
    let merged = Self.merged(ranges).map(wholeLinesWhenBlank)
    if removed.count == elements.count, isWhitespace(after: merged) {
      return [open + 1..<close]
    }
    return merged
  }

  /// Sorted, with overlapping and touching ranges joined.
  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// The element's whole lines when nothing but blanks stands before it on its first line and
  /// nothing but its comma, blanks and a line comment after it on its last.
  private func ownLines(of element: Element) -> Range<Int>? {
    let lineStart = ManifestBytes.lineStart(in: bytes, before: element.span.lowerBound)
    guard lineStart > open, bytes[lineStart..<element.span.lowerBound].allSatisfy(ManifestBytes.isBlank) else {
      return nil
    }
    var index = skippingBlanks(from: element.span.upperBound)
    if let comma = element.comma {
      guard index == comma else { return nil }
      index = skippingBlanks(from: comma + 1)
    }
    guard endsLine(at: index) else { return nil }
    let lineEnd = ManifestBytes.lineEnd(in: bytes, from: index)
    guard lineEnd < close else { return nil }
    return lineStart..<lineEnd + 1
  }

  /// `range` and the blanks after it, or before it when the line ends right after it, so that
  /// no blank is left dangling at the end of a line.
  private func withBlanks(_ range: Range<Int>) -> Range<Int> {
    let after = skippingBlanks(from: range.upperBound)
    if after < bytes.count, bytes[after] != ManifestBytes.newline, after < close {
      return range.lowerBound..<after
    }
    var before = range.lowerBound
    while before > open + 1, ManifestBytes.isBlank(bytes[before - 1]) { before -= 1 }
    return before..<range.upperBound
  }

  /// A deletion that would leave a line of blanks takes the whole line instead.
  private func wholeLinesWhenBlank(_ range: Range<Int>) -> Range<Int> {
    let lineStart = ManifestBytes.lineStart(in: bytes, before: range.lowerBound)
    let after = skippingBlanks(from: range.upperBound)
    guard bytes[range.upperBound - 1] != ManifestBytes.newline, lineStart > open,
      bytes[lineStart..<range.lowerBound].allSatisfy(ManifestBytes.isBlank), after < close,
      bytes[after] == ManifestBytes.newline
    else { return range }
    return lineStart..<after + 1
  }

  private func isWhitespace(after deletions: [Range<Int>]) -> Bool {
    (open + 1..<close).allSatisfy { offset in
      deletions.contains { $0.contains(offset) } || ManifestBytes.isWhitespace(bytes[offset])
    }
  }

  private func skippingBlanks(from offset: Int) -> Int {
    var index = offset
    while index < bytes.count, ManifestBytes.isBlank(bytes[index]) { index += 1 }
    return index
  }

  /// A newline, the end of the text or a line comment, which runs to the newline.
  private func endsLine(at offset: Int) -> Bool {
    offset >= bytes.count || bytes[offset] == ManifestBytes.newline || bytes[offset] == ManifestBytes.carriageReturn
      || (bytes[offset] == ManifestBytes.slash && offset + 1 < bytes.count && bytes[offset + 1] == ManifestBytes.slash)
  }
}
