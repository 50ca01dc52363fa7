/// A document as compact text, for the build to write into the binary (`EmbeddedTemplates`) and
/// a run to read back: reading it makes each node once, with no tag to find and no whitespace
/// rule to apply. Swift that built the nodes instead (an array literal per document) cost either
/// static arrays the loader relocated before `main` in every run (optimised), or 1.7 MB more of
/// binary (unoptimised) for the same work a read of this form does.
///
/// Every field is spelled so that no escaping is needed: a node is one letter (`t`ext,
/// `v`ariable, `s`ection, `p`artial, `c`ontent type), a text is its UTF-8 length, `:` and its
/// bytes, a list is its count and `;`, a flag is `0` or `1`, a missing text is `-`.
extension MustacheDocument {
  package var encoded: String {
    var writer = EncodedWriter()
    writer.list(nodes)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The document `encoded` describes; nil when it is not one (never for `encoded`'s own text).
  package init?(encoded: String) {
    var text = encoded
    guard
      let nodes = text.withUTF8({ bytes -> [Node]? in
        var reader = EncodedReader(bytes: bytes)
        guard let nodes = reader.list(), reader.isAtEnd else { return nil }
        return nodes
      })
    else { return nil }
    self.init(nodes: nodes)
  }
}

private struct EncodedWriter {
  var bytes: [UInt8] = []

  mutating func list(_ nodes: [MustacheDocument.Node]) {
    count(nodes.count)
    for node in nodes { self.node(node) }
  }

  private mutating func node(_ node: MustacheDocument.Node) {
    switch node {
    case .text(let text):
      bytes.append(UInt8(ascii: "t"))
      string(text)
    case .variable(let name, let escaped):
      bytes.append(UInt8(ascii: "v"))
      self.name(name)
      flag(escaped)
    case .section(let name, let children, let inverted):
      bytes.append(UInt8(ascii: "s"))
      self.name(name)
      flag(inverted)
      list(children)
    case .partial(let name, let indentation):
      bytes.append(UInt8(ascii: "p"))
      string(name)
      if let indentation { string(indentation) } else { bytes.append(UInt8(ascii: "-")) }
    case .contentType(let isText):
      bytes.append(UInt8(ascii: "c"))
      flag(isText)
    }
  }

  private mutating func name(_ name: MustacheDocument.Name) {
    count(name.segments.count)
    for segment in name.segments { string(segment) }
    flag(name.isCurrent)
    flag(name.isRelative)
  }

  private mutating func count(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
    bytes.append(UInt8(ascii: ";"))
  }

  private mutating func string(_ text: String) {
    bytes.append(contentsOf: String(text.utf8.count).utf8)
    bytes.append(UInt8(ascii: ":"))
    bytes.append(contentsOf: text.utf8)
  }

  private mutating func flag(_ value: Bool) {
    bytes.append(UInt8(ascii: value ? "1" : "0"))
  }
}

/// Reads what `EncodedWriter` wrote; every read checks its bounds, so damaged text gives nil.
private struct EncodedReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { index == bytes.count }

  mutating func list() -> [MustacheDocument.Node]? {
    // Each node takes a byte at least: a damaged count cannot reserve more than the text holds.
    guard let count = number(endingWith: ";"), count <= bytes.count - index else { return nil }
    var nodes: [MustacheDocument.Node] = []
    nodes.reserveCapacity(count)
    for _ in 0..<count {
      guard let node = node() else { return nil }
      nodes.append(node)
    }
    return nodes
  }

  private mutating func node() -> MustacheDocument.Node? {
    guard let kind = byte() else { return nil }
    switch kind {
    case UInt8(ascii: "t"):
      return string().map { .text($0) }
    case UInt8(ascii: "v"):
      guard let name = name(), let escaped = flag() else { return nil }
      return .variable(name, escaped: escaped)
    case UInt8(ascii: "s"):
      guard let name = name(), let inverted = flag(), let children = list() else { return nil }
      return .section(name, children, inverted: inverted)
    case UInt8(ascii: "p"):
      guard let name = string() else { return nil }
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
        index += 1
        return .partial(name, indentation: nil)
      }
      return string().map { .partial(name, indentation: $0) }
    case UInt8(ascii: "c"):
      return flag().map { .contentType(isText: $0) }
    default:
      return nil
    }
  }

  private mutating func name() -> MustacheDocument.Name? {
    guard let count = number(endingWith: ";"), count <= bytes.count - index else { return nil }
    var segments: [String] = []
    segments.reserveCapacity(count)
    for _ in 0..<count {
      guard let segment = string() else { return nil }
      segments.append(segment)
    }
    guard let isCurrent = flag(), let isRelative = flag() else { return nil }
    return MustacheDocument.Name(segments: segments, isCurrent: isCurrent, isRelative: isRelative)
  }

  private mutating func string() -> String? {
    guard let length = number(endingWith: ":"), length <= bytes.count - index else { return nil }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
    index += length
    return text
  }

  private mutating func flag() -> Bool? {
    switch byte() {
    case UInt8(ascii: "0"): return false
    case UInt8(ascii: "1"): return true
    default: return nil
    }
  }

  private mutating func byte() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }

  /// Decimal digits up to `terminator`; nil without a digit, or for a number too long to be a count.
  private mutating func number(endingWith terminator: Unicode.Scalar) -> Int? {
    var value = 0
    var digits = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      guard digits < 12 else { return nil }
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      digits += 1
      index += 1
    }
    guard digits > 0, index < bytes.count, bytes[index] == UInt8(terminator.value) else { return nil }
    index += 1
    return value
  }
}
