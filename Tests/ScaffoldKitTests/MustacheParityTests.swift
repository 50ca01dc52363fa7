import Mustache
import Testing

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// Scaffold renders Mustache with its own `MustacheDocument`; swift-mustache, which rendered it
/// before, is the reference it must match byte for byte, whitespace quirks included: a team's
/// template must not change its output because the engine did.
@Suite("Our Mustache renders as swift-mustache did")
struct MustacheParityTests {
  static let pragma = MustacheDocument.plainTextPragma

  /// swift-mustache's output, or `nil` when it refuses the template.
  private func reference(_ text: String, partials: [String: String], context: ContextValue) -> String? {
    var library = MustacheLibrary()
    for (name, partial) in partials {
      guard let parsed = try? MustacheTemplate(string: Self.pragma + partial) else { return nil }
      library.register(parsed, named: name)
    }
    guard let template = try? MustacheTemplate(string: Self.pragma + text) else { return nil }
    return template.render(context.mustacheValue, library: library)
  }

  /// Ours, or `nil` when it refuses the template.
  private func ours(_ text: String, partials: [String: String], context: ContextValue) -> String? {
    var parsed: [String: MustacheDocument] = [:]
    for (name, partial) in partials {
      guard let document = try? MustacheDocument(parsing: Self.pragma + partial) else { return nil }
      parsed[name] = document
    }
    guard let document = try? MustacheDocument(parsing: Self.pragma + text) else { return nil }
    return document.render(context, partials: parsed)
  }

  @Test("every file and partial of every built-in template, for a module of each architecture")
  func builtIns() throws {
    let generator = ModuleGenerator()
    for architecture in Architecture.allCases {
      let template = try Template.builtIn(architecture)
      let module = try generator.module(
        from: ModuleSpec(),
        commandLine: CommandLineInput(
          name: "Checkout", architecture: architecture, useCases: ["loadCart", "pay"], routes: ["receipt"]))
      let context = generator.context(for: module).merged(with: TemplateRenderer.fileContext(path: "A.swift"))
      for (path, text) in template.files {
        let expected = try #require(reference(text, partials: template.partials, context: context), "\(path)")
        #expect(ours(text, partials: template.partials, context: context) == expected, "\(architecture) \(path)")
      }
    }
  }

  @Test("templates made of random tags, text and whitespace render alike, and fail alike", arguments: 0..<8)
  func randomTemplates(batch: Int) {
    var random = SplitMix(seed: UInt64(batch) &* 0x9E37_79B9 &+ 17)
    var rendered = 0
    for index in 0..<400 {
      var writer = TemplateWriter(random: random)
      let text = writer.template(depth: 0)
      let partials = ["part": writer.template(depth: 2), "leaf": writer.template(depth: 3)]
      random = writer.random
      let expected = reference(text, partials: partials, context: Self.context)
      let actual = ours(text, partials: partials, context: Self.context)
      #expect(
        actual == expected,
        "batch \(batch) template \(index):\n\(text.debugDescription)\npartials: \(partials.debugDescription)")
      if actual != expected { return }
      if actual != nil { rendered += 1 }
    }
    // Most are valid (about two in three): the comparison is mostly of output, not of refusals.
    #expect(rendered > 200, "\(rendered) of 400 rendered")
  }

  @Test("malformed templates are refused by both")
  func malformed() {
    let broken = [
      "{{#a}}open", "{{/a}}", "{{#a}}{{/b}}", "{{name", "{{{name}}", "{{! never closed", "text {",
      "{{#a}}{{#b}}{{/a}}{{/b}}",
      "{{%CONTENT_TYPE}}", "{{%OTHER:TEXT}}",
    ]
    for text in broken {
      #expect(reference(text, partials: [:], context: Self.context) == nil, "\(text)")
      #expect(ours(text, partials: [:], context: Self.context) == nil, "\(text)")
    }
  }

  static let context: ContextValue = [
    "name": "Ada", "count": 3, "flag": true, "off": false, "html": "<a & 'b'>\"",
    "items": [
      ["name": "first", "isLast": false, "tags": ["x", "y"]],
      ["name": "second", "isLast": true, "tags": []],
    ],
    "empty": [], "object": ["name": "inner", "deep": ["value": "d"]], "lines": "a\nb",
  ]
}

/// A deterministic random source (SplitMix64), so a failing case can be run again.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Int(value % UInt64(bound))
  }

  mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }
}

/// Writes random templates from the pieces whose whitespace rules are subtle: tags alone on
/// their lines or among text, indented, at the end of the text, CRLF lines, lone braces.
struct TemplateWriter {
  var random: SplitMix
  static let names = [
    "name", " name ", "count", "flag", "off", "html", "items", "empty", "object", "object.name", "object.deep.value",
    "missing", "missing.name", ".", ".name", "isLast", "tags", "lines", "",
  ]
  static let sectionNames = ["flag", "off", "items", "empty", "object", "missing", "name", "count", "tags", "isLast"]
  static let texts = ["abc", " ", "  ", "\t", "x{y", "}", "{ {", "a}b", "é", "\u{2028}"]
  static let newlines = ["\n", "\n", "\n", "\r\n", "\r"]

  mutating func template(depth: Int) -> String {
    (0..<random.next(7) + 1).map { _ in piece(depth: depth) }.joined()
  }

  private mutating func piece(depth: Int) -> String {
    let indent = random.pick(["", "", "  ", "\t", " "])
    switch random.next(depth < 3 ? 11 : 8) {
    case 0, 1: return random.pick(Self.texts)
    case 2: return random.pick(Self.newlines)
    case 3: return "{{\(random.pick(Self.names))}}"
    case 4:
      let name = random.pick(["name", "html", " object.name "])
      // Now and then an extra or a missing brace: refused, or text after the tag, alike.
      return random.pick(["{{{\(name)}}}", "{{&\(name)}}", "{{{\(name)}}}", "{{&\(name)}}", "{{&\(name)}}}"])
        + (random.next(40) == 0 ? "{{{name}}" : "")
    case 5: return indent + "{{! " + random.pick(["note", "two\nlines"]) + " }}" + random.pick(Self.newlines + [""])
    case 6:
      return indent + "{{%CONTENT_TYPE:" + random.pick(["TEXT", "HTML"]) + "}}" + random.pick(Self.newlines + [""])
    case 7:
      // The top includes `part` and `leaf`, `part` includes `leaf`, `leaf` nothing: no include loops.
      let choices = depth < 2 ? ["part", "leaf", "nothing"] : depth == 2 ? ["leaf", "nothing"] : ["nothing"]
      return indent + "{{> " + random.pick(choices) + "}}" + random.pick(Self.newlines + [""])
    default:
      let name = random.pick(Self.sectionNames)
      let sigil = random.pick(["#", "^"])
      let standalone = random.next(2) == 0
      let newline = random.pick(Self.newlines)
      let body = template(depth: depth + 1)
      return standalone
        ? "\(indent){{\(sigil)\(name)}}\(newline)\(body)\(indent){{/\(name)}}\(random.pick(Self.newlines + [""]))"
        : "{{\(sigil)\(name)}}\(body){{/\(name)}}"
    }
  }
}
