extension ContextValue {
  /// Pretty JSON with sorted keys: stable bytes, so contexts can be diffed and recorded.
  /// Written into one byte buffer: render fingerprints serialise every module's whole context,
  /// and building a string per value and joining them took an eighth of `scaffold check`.
  public func jsonText(indent: String = "") -> String {
    var writer = JSONWriter()
    writer.indent.append(contentsOf: indent.utf8)
    writer.write(self)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}

/// `jsonText`'s output, two spaces per level, appended to `bytes`.
private struct JSONWriter {
  var bytes: [UInt8] = []
  var indent: [UInt8] = []

  mutating func write(_ value: ContextValue) {
    switch value {
    case .string(let text): quote(text)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .int(let number): bytes.append(contentsOf: String(number).utf8)
    case .list(let values):
      guard !values.isEmpty else { return bytes.append(contentsOf: "[]".utf8) }
      bytes.append(UInt8(ascii: "["))
      nested(count: values.count) { writer, index in writer.write(values[index]) }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return bytes.append(contentsOf: "{}".utf8) }
      let keys = members.keys.sorted()
      bytes.append(UInt8(ascii: "{"))
      nested(count: keys.count) { writer, index in
        writer.quote(keys[index])
        writer.bytes.append(contentsOf: ": ".utf8)
        if let member = members[keys[index]] { writer.write(member) }
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// `count` items, one a line, indented one level deeper than the brackets around them.
  private mutating func nested(count: Int, item: (inout JSONWriter, Int) -> Void) {
    let outer = indent.count
    indent.append(contentsOf: "  ".utf8)
    for index in 0..<count {
      bytes.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
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
      case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
      case UInt8(ascii: "\n"): bytes.append(contentsOf: "\\n".utf8)
      case UInt8(ascii: "\r"): bytes.append(contentsOf: "\\r".utf8)
      case UInt8(ascii: "\t"): bytes.append(contentsOf: "\\t".utf8)
      case ..<0x20:
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
