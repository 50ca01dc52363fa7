/// Where one text first occurs in another, found by their UTF-8 bytes. `range(of:)` and
/// `contains(_:)` with a text are Foundation's search (the text bridged to `NSString`), which took
/// a one-module run about 0.15 ms for a few dozen short texts. Meant for needles that begin and
/// end with an ASCII byte (a path's `/Support/`, a condition's `canImport(UIKit)`): a match then
/// starts and ends on a scalar's boundary, so the range slices the text as any other does.
package enum ByteSearch {
  package static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
    let bytes = text.utf8
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return text.startIndex..<text.startIndex }
    guard bytes.count >= pattern.count else { return nil }
    var start = bytes.startIndex
    let last = bytes.index(bytes.endIndex, offsetBy: -pattern.count)
    while true {
      if bytes[start...].starts(with: pattern) { return start..<bytes.index(start, offsetBy: pattern.count) }
      if start == last { return nil }
      start = bytes.index(after: start)
    }
  }

  package static func contains(_ needle: String, in text: String) -> Bool {
    firstRange(of: needle, in: text) != nil
  }
}
