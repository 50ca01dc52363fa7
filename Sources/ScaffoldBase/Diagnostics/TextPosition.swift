/// A 1-based line and column, in characters, of a UTF-8 offset: where an editor puts the cursor
/// for an error found while scanning a file's bytes.
package struct TextPosition: Equatable, Sendable {
  package var line: Int
  package var column: Int

  package init(of offset: Int, in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    let lineStart = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    line = bytes[..<lineStart].count { $0 == UInt8(ascii: "\n") } + 1
    column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
  }
}
