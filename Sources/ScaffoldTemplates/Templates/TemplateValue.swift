import Foundation
import ScaffoldBase

/// A text a template derives from its context (`values:` in `template.yml`), seen by its files
/// as `values.<name>`: `from` rendered as Mustache, then passed through Liquid's string filters
/// in order. Mustache has no filters; an imported Generamba template's `{{ developer.company |
/// upcase }}` becomes one of these, so any variable takes any filter, as in Liquid.
public struct TemplateValue: Sendable, Equatable {
  public var name: String
  /// Mustache text over the context (`{{project.organisation}}`).
  public var from: String
  public var filters: [LiquidFilter]

  public init(name: String, from: String, filters: [LiquidFilter]) {
    self.name = name
    self.from = from
    self.filters = filters
  }

  /// `values.<name>` for each of the template's `values:`: its `from` rendered over the context,
  /// then filtered. Reading the manifest proved each `from` is valid Mustache.
  static func adding(_ values: [TemplateValue], to context: ContextValue) -> ContextValue {
    guard !values.isEmpty, case .object(var root) = context else { return context }
    var computed: [String: ContextValue] = [:]
    for value in values {
      let text = (try? MustacheDocument(parsing: value.from))?.render(context, partials: [:]) ?? value.from
      computed[value.name] = .string(value.value(rendered: text))
    }
    root["values"] = .object(computed)
    return .object(root)
  }

  /// `from`'s rendered text with every filter applied.
  public func value(rendered text: String) -> String {
    filters.reduce(text) { $1.apply(to: $0) }
  }
}

/// Liquid's standard string filters, as Liquid (and python-liquid, the tests' reference) applies
/// them: `capitalize` uppercases the first character and lowercases the rest, `strip` and its
/// kin remove whitespace, `default` replaces an empty text; and the two Generamba adds,
/// `upperFirstWord` and `lowerFirstWord`, which change the first character only.
public enum LiquidFilter: Sendable, Equatable {
  case capitalize, downcase, upcase, strip, lstrip, rstrip, upperFirstWord, lowerFirstWord
  case append(String)
  case prepend(String)
  case replace(String, with: String)
  case replaceFirst(String, with: String)
  case remove(String)
  case removeFirst(String)
  /// Liquid's `default`: the argument when the text is empty (Generamba's variables are never nil
  /// or false, so empty is the one case).
  case defaultValue(String)

  /// The filters that take no argument, and how many arguments the others take.
  public static let arities: [String: Int] = [
    "capitalize": 0, "downcase": 0, "upcase": 0, "strip": 0, "lstrip": 0, "rstrip": 0, "append": 1, "prepend": 1,
    "replace": 2, "replace_first": 2, "remove": 1, "remove_first": 1, "default": 1, "upperFirstWord": 0,
    "lowerFirstWord": 0,
  ]

  /// The filter called `name` in Liquid with `arguments`, or `nil` for one this does not know or
  /// given the wrong number of arguments.
  public init?(name: String, arguments: [String]) {
    guard Self.arities[name] == arguments.count else { return nil }
    switch (name, arguments.first, arguments.last) {
    case ("capitalize", _, _): self = .capitalize
    case ("downcase", _, _): self = .downcase
    case ("upcase", _, _): self = .upcase
    case ("strip", _, _): self = .strip
    case ("lstrip", _, _): self = .lstrip
    case ("rstrip", _, _): self = .rstrip
    case ("upperFirstWord", _, _): self = .upperFirstWord
    case ("lowerFirstWord", _, _): self = .lowerFirstWord
    case ("append", let text?, _): self = .append(text)
    case ("prepend", let text?, _): self = .prepend(text)
    case ("replace", let old?, let new?): self = .replace(old, with: new)
    case ("replace_first", let old?, let new?): self = .replaceFirst(old, with: new)
    case ("remove", let text?, _): self = .remove(text)
    case ("remove_first", let text?, _): self = .removeFirst(text)
    case ("default", let text?, _): self = .defaultValue(text)
    default: return nil
    }
  }

  /// A name a value may have: it is a context key (`values.<name>`).
  public static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }

  /// The name and arguments as a manifest writes them.
  public var spelling: (name: String, arguments: [String]) {
    switch self {
    case .capitalize: return ("capitalize", [])
    case .downcase: return ("downcase", [])
    case .upcase: return ("upcase", [])
    case .strip: return ("strip", [])
    case .lstrip: return ("lstrip", [])
    case .rstrip: return ("rstrip", [])
    case .upperFirstWord: return ("upperFirstWord", [])
    case .lowerFirstWord: return ("lowerFirstWord", [])
    case .append(let text): return ("append", [text])
    case .prepend(let text): return ("prepend", [text])
    case .replace(let old, let new): return ("replace", [old, new])
    case .replaceFirst(let old, let new): return ("replace_first", [old, new])
    case .remove(let text): return ("remove", [text])
    case .removeFirst(let text): return ("remove_first", [text])
    case .defaultValue(let text): return ("default", [text])
    }
  }

  public func apply(to text: String) -> String {
    switch self {
    case .capitalize:
      guard let first = text.first else { return text }
      return first.uppercased() + text.dropFirst().lowercased()
    case .downcase: return text.lowercased()
    case .upcase: return text.uppercased()
    case .strip: return String(Self.trimmingTail(Self.trimmingHead(text[...])))
    case .lstrip: return String(Self.trimmingHead(text[...]))
    case .rstrip: return String(Self.trimmingTail(text[...]))
    case .upperFirstWord: return text.prefix(1).uppercased() + text.dropFirst()
    case .lowerFirstWord: return text.prefix(1).lowercased() + text.dropFirst()
    case .append(let suffix): return text + suffix
    case .prepend(let prefix): return prefix + text
    case .replace(let old, let new): return Self.replacing(old, with: new, in: text, once: false)
    case .replaceFirst(let old, let new): return Self.replacing(old, with: new, in: text, once: true)
    case .remove(let old): return Self.replacing(old, with: "", in: text, once: false)
    case .removeFirst(let old): return Self.replacing(old, with: "", in: text, once: true)
    case .defaultValue(let fallback): return text.isEmpty ? fallback : text
    }
  }

  private static func trimmingHead(_ text: Substring) -> Substring { text.drop { $0.isWhitespace } }

  private static func trimmingTail(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
    return text[..<end]
  }

  /// Every (or the first) occurrence of `old` replaced, scanning left to right; an empty `old`
  /// matches before every character and at the end, as Python's `str.replace` does.
  private static func replacing(_ old: String, with new: String, in text: String, once: Bool) -> String {
    guard !old.isEmpty else {
      if once { return new + text }
      return new + text.map { String($0) + new }.joined()
    }
    var result = ""
    var rest = text[...]
    while let range = rest.range(of: old) {
      result += rest[..<range.lowerBound] + new
      rest = rest[range.upperBound...]
      if once { break }
    }
    return result + rest
  }
}
