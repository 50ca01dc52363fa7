extension ContextValue {
  /// Pretty JSON with sorted keys: stable bytes, so contexts can be diffed and recorded.
  /// Written into one byte buffer: render fingerprints serialise every module's whole context,
  /// and building a string per value and joining them took an eighth of `scaffold check`.
  public func jsonText(indent: String = "") -> String {
    String(decoding: jsonBytes(indent: indent), as: UTF8.self)
  }

  /// `jsonText`'s UTF-8 bytes, for a digest of them: making a `String` of them first checks
  /// every byte again.
  package func jsonBytes(indent: String = "") -> [UInt8] {
    var writer = JSONWriter()
    writer.indent.append(contentsOf: indent.utf8)
    writer.write(self)
    return writer.bytes
  }
}

/// `jsonText`'s output, two spaces per level, appended to `bytes`.
private struct JSONWriter {
  var bytes: [UInt8] = []
  var indent: [UInt8] = []

  mutating func write(_ value: ContextValue) {
    switch value {
    case .string(let text): quote(text)
    case .bool(let flag): append(flag ? "true" : "false")
    case .int(let number): bytes.append(contentsOf: String(number).utf8)
    case .list(let values):
      guard !values.isEmpty else { return append("[]") }
      bytes.append(UInt8(ascii: "["))
      nested(count: values.count) { writer, index in writer.write(values[index]) }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return append("{}") }
      // Sorted with their values: looking each key up again was a tenth of the writing.
      let sorted = members.sorted { $0.key < $1.key }
      bytes.append(UInt8(ascii: "{"))
      nested(count: sorted.count) { writer, index in
        writer.quote(sorted[index].key)
        writer.append(": ")
        writer.write(sorted[index].value)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Punctuation, copied from the literal's bytes (appending a `String`'s UTF-8 view goes
  /// through the generic sequence path, a hundred instructions or more each time).
  private mutating func append(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `count` items, one a line, indented one level deeper than the brackets around them.
  private mutating func nested(count: Int, item: (inout JSONWriter, Int) -> Void) {
    let outer = indent.count
    indent.append(UInt8(ascii: " "))
    indent.append(UInt8(ascii: " "))
    for index in 0..<count {
      append(index == 0 ? "\n" : ",\n")
      bytes.append(contentsOf: indent)
      item(&self, index)
    }
    indent.removeLast(indent.count - outer)
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: indent)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A JSON string: quotes, backslashes and control characters escaped, everything else as is.
  mutating func quote(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings need no escape: copied whole from their buffer. A module's fingerprint
    // writes its whole context, and a byte at a time through `String.UTF8View` was most of it.
    let copied = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
      guard !buffer.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
        return false
      }
      bytes.append(contentsOf: buffer)
      return true
    }
    if copied == true {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case UInt8(ascii: "\n"): append("\\n")
      case UInt8(ascii: "\r"): append("\\r")
      case UInt8(ascii: "\t"): append("\\t")
      case ..<0x20:
        append("\\u00")
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
