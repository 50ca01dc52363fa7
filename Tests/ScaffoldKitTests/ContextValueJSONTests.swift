import Testing

@testable import ScaffoldBase

/// `jsonText` writes into one byte buffer; records and render fingerprints depend on its bytes,
/// so it must write exactly what the string-joining version before it wrote.
@Suite("Context values as JSON text")
struct ContextValueJSONTests {
  @Test("the same bytes as the string-joining writer, for random values; and read back the same")
  func sameBytes() throws {
    var random = SplitMix(seed: 2026)
    for _ in 0..<400 {
      let value = randomValue(depth: 0, &random)
      let indent = String(repeating: " ", count: random.next(3) * 2)
      #expect(value.jsonText(indent: indent) == Self.reference(value, indent: indent))
      #expect(ContextJSONReader.value(of: value.jsonText()) == value)
      #expect(try ContextValue.composed(value.jsonText()) == value)
    }
  }

  @Test("escapes: quotes, backslashes, newlines, tabs and other control characters")
  func escapes() {
    let value: ContextValue = ["k\"ey": "a\"b\\c\nd\re\tf\u{1}g\u{1F}h é 🙂"]
    #expect(value.jsonText() == "{\n  \"k\\\"ey\": \"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u001fh é 🙂\"\n}")
    #expect(ContextValue.list([]).jsonText() == "[]" && ContextValue.object([:]).jsonText() == "{}")
  }

  @Test("JSON is read by bytes as Yams reads it: strings, escapes, numbers as integers or text, nesting")
  func byteReaderMatchesYams() throws {
    let texts = [
      #"{"a": "x\u00e9\/\b\f", "b": [1, -0, 1.5, 2e3, -12, 99999999999999999999], "c": {}}"#,
      #"[true,false,"true","12",[],[[]],{"k":{"l":[0]}}]"#,
      " \n{\"spaced\" :\t\"out\" }\r\n",
      #""\"quoted\\""#, "7", "-3",
    ]
    for text in texts {
      let fromBytes = try #require(ContextJSONReader.value(of: text), "\(text)")
      #expect(fromBytes == (try ContextValue.composed(text)), "\(text)")
    }
  }

  /// A surrogate pair's escapes are refused by libyaml, and `jsonText` never writes them.
  @Test("what is not plain JSON is left to Yams, which reads it or reports it as before")
  func byteReaderGivesUp() throws {
    for text in [
      "", "null", #"{"a": null}"#, #"{"a": 1, "a": 2}"#, "a: 1", "{a: 1}", "[1,]", "01", "+1", "1.", "\"tab\there\"",
      #"{"a": 1} x"#, "[1 2]", #""\ud83d\ude42""#,
    ] {
      #expect(ContextJSONReader.value(of: text) == nil, "\(text)")
    }
    #expect(try ContextValue(jsonText: "a: 1\nb: [x, 'y']\n") == ["a": 1, "b": ["x", "y"]])
    #expect(throws: (any Error).self) { try ContextValue(jsonText: #"{"a": null}"#) }
    #expect(throws: (any Error).self) { try ContextValue(jsonText: #"{"a": 1, "a": 2}"#) }
  }

  private func randomValue(depth: Int, _ random: inout SplitMix) -> ContextValue {
    let pieces = [
      "a", "Login", "\"", "\\", "\n", "\t", "\r", "\u{0}", "\u{7}", "é", "🙂", " ", "true", "12", "null", "",
    ]
    func text() -> String { (0..<random.next(5)).map { _ in pieces[random.next(pieces.count)] }.joined() }
    switch random.next(depth > 3 ? 3 : 5) {
    case 0: return .string(text())
    case 1: return .bool(random.next(2) == 0)
    case 2: return .int(random.next(2001) - 1000)
    case 3: return .list((0..<random.next(4)).map { _ in randomValue(depth: depth + 1, &random) })
    default:
      var members: [String: ContextValue] = [:]
      for _ in 0..<random.next(4) { members[text()] = randomValue(depth: depth + 1, &random) }
      return .object(members)
    }
  }

  /// The writer `jsonText` replaced, kept as the reference.
  private static func reference(_ value: ContextValue, indent: String) -> String {
    let inner = indent + "  "
    switch value {
    case .string(let text): return quoted(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .list(let values):
      guard !values.isEmpty else { return "[]" }
      return "[\n" + values.map { inner + reference($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let lines = members.keys.sorted().map { key in
        "\(inner)\(quoted(key)): \(members[key].map { reference($0, indent: inner) } ?? "null")"
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
