import Foundation

/// The types a Swift file declares at file scope: a declaration at the start of a line, after
/// any attributes (`@MainActor`, `@available(iOS 15, *)`) and modifiers. Nested and
/// `#if`-indented types are not read; that is enough to find the names two files would both
/// declare. It reads UTF-8 bytes and only splits the lines that start with a letter or `@`,
/// because a clash check reads every Swift file of an Xcode target (thousands) on each run.
package enum TopLevelTypes {
  /// The declared names with their 1-based lines, in order.
  package static func declared(in text: String) -> [(name: String, line: Int)] {
    var text = text
    return text.withUTF8 { declared(inUTF8: $0) }
  }

  /// The same, for the bytes of a file as read (not checked to be UTF-8: a name is turned into a
  /// `String` only when a declaration is found).
  package static func declared(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [(name: String, line: Int)] {
    var result: [(String, Int)] = []
    var start = 0
    var line = 1
    while start < bytes.count {
      let end = lineEnd(in: bytes, from: start)
      let first = bytes[start]
      if first == UInt8(ascii: "@") || isIdentifierStart(first),
        let name = declaredName(in: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      {
        result.append((name, line))
      }
      start = end + 1
      line += 1
    }
    return result
  }

  private static let modifiers: Set<[UInt8]> = Set(
    ["public", "internal", "package", "fileprivate", "private", "open", "final", "indirect", "nonisolated"].map {
      Array($0.utf8)
    })
  private static let kinds: Set<[UInt8]> = Set(
    ["struct", "class", "enum", "protocol", "actor", "typealias"].map { Array($0.utf8) })

  /// The name a line declares, if it declares a type.
  private static func declaredName(in line: UnsafeBufferPointer<UInt8>) -> String? {
    var position = 0
    while true {
      skipBlanks(line, &position)
      guard position < line.count else { return nil }
      if line[position] == UInt8(ascii: "@") {
        position += 1
        _ = identifier(line, &position)
        skipArguments(line, &position)
        continue
      }
      let word = identifier(line, &position)
      if modifiers.contains(word) { continue }
      guard kinds.contains(word) else { return nil }
      skipBlanks(line, &position)
      let name = identifier(line, &position)
      return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }
  }

  private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    else { return bytes.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Letters, digits and `_`; any byte of a non-ASCII character counts, as Swift allows most.
  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func identifier(_ line: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> [UInt8] {
    let start = position
    while position < line.count,
      isIdentifierStart(line[position]) || (line[position] >= UInt8(ascii: "0") && line[position] <= UInt8(ascii: "9"))
    {
      position += 1
    }
    return Array(line[start..<position])
  }

  private static func skipBlanks(_ line: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
    while position < line.count, line[position] == UInt8(ascii: " ") || line[position] == UInt8(ascii: "\t") {
      position += 1
    }
  }

  /// An attribute's `(…)`, nested parentheses included.
  private static func skipArguments(_ line: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
    guard position < line.count, line[position] == UInt8(ascii: "(") else { return }
    var depth = 0
    while position < line.count {
      if line[position] == UInt8(ascii: "(") { depth += 1 }
      if line[position] == UInt8(ascii: ")") { depth -= 1 }
      position += 1
      if depth == 0 { return }
    }
  }
}
