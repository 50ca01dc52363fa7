import Foundation

/// The public API a framework model (Tests/UIKitShim, Tests/SwiftUIShim) declares, read from its
/// source: its types, qualified by the types they are nested in (`UIAlertAction.Style`), and its
/// members, named as Apple's documentation names them (`Text.init(verbatim:)`,
/// `View.task(priority:_:)`, `UIView.backgroundColor`, `UIAlertAction.Style.cancel`, and a macro
/// by its own name: `Preview(_:body:)`).
///
/// It reads only the shape the models are written in (one declaration's modifiers on the line of
/// its keyword, no string literal holding braces), which is enough to compare their names with a
/// list taken from the documentation; it is not a Swift parser. Declarations that are not public
/// (how the model stores a value) are not API and are left out.
struct FrameworkModelReader {
  private(set) var types: Set<String> = []
  private(set) var members: Set<String> = []

  /// One brace level: the type whose members it holds (a type or an extension's body), or nil
  /// for anything else (a function's body, a closure).
  private var scopes: [Scope] = []
  private struct Scope {
    let owner: String?
    let isProtocol: Bool
  }

  init(source: String) throws {
    let text = Self.strippingCommentsAndStrings(source)
    let keyword = try NSRegularExpression(
      pattern: #"[{}]|\b(struct|class|enum|protocol|actor|extension|typealias|associatedtype|func|init|subscript"#
        + #"|macro|var|let|case)\b"#
    )
    var pending: Scope?
    for match in keyword.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let range = Range(match.range, in: text) else { continue }
      let token = String(text[range])
      let after = text[range.upperBound...]
      switch token {
      case "{":
        scopes.append(pending ?? Scope(owner: nil, isProtocol: false))
        pending = nil
      case "}":
        _ = scopes.popLast()
      default:
        // `class func`, `class var`: a member of a class, not a class.
        if token == "class", let next = Self.identifier(at: after), ["func", "var", "let"].contains(next) { continue }
        let owner = scopes.last?.owner
        let atTopLevel = scopes.isEmpty
        guard atTopLevel || owner != nil else { continue }  // inside a body: not a declaration of the API
        let isPublic = (scopes.last?.isProtocol ?? false) || Self.isPublic(before: range.lowerBound, in: text)
        switch token {
        case "extension":
          pending = Scope(owner: Self.identifier(at: after), isProtocol: false)
        case "struct", "class", "enum", "protocol", "actor":
          guard let name = Self.identifier(at: after) else { continue }
          let path = owner.map { "\($0).\(name)" } ?? name
          if isPublic { types.insert(path) }
          pending = Scope(owner: path, isProtocol: token == "protocol")
        case "typealias", "associatedtype":
          guard isPublic, let name = Self.identifier(at: after) else { continue }
          if let owner { members.insert("\(owner).\(name)") } else { types.insert(name) }
          pending = nil
        case "case":
          guard let owner else { continue }
          let line = after.prefix { $0 != "\n" }
          for item in line.split(separator: ",") {
            if let name = Self.identifier(at: item) { members.insert("\(owner).\(name)") }
          }
        case "var", "let":
          if isPublic, let owner, let name = Self.identifier(at: after) { members.insert("\(owner).\(name)") }
          pending = nil
        default:  // func, macro (`Preview(_:body:)`, at the top level), init, subscript
          let name = ["func", "macro"].contains(token) ? Self.identifier(at: after) : token
          if isPublic, let name {
            members.insert((owner.map { "\($0)." } ?? "") + "\(name)(\(Self.labels(after)))")
          }
          pending = nil
        }
      }
    }
  }

  /// The argument labels of the parameter list that `text` starts with (after the name and any
  /// generic parameters), as the documentation writes them: `_:tableName:bundle:comment:`.
  private static func labels(_ text: Substring) -> String {
    guard let open = text.firstIndex(of: "(") else { return "" }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    var previous: Character = " "
    for character in text[open...] {
      defer { previous = character }
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where previous != "-": depth -= 1
      default: break
      }
      if depth == 0 { break }
      if depth == 1, character == "," {
        parameters.append(current)
        current = ""
      } else if !(depth == 1 && character == "(") {
        current.append(character)
      }
    }
    parameters.append(current)
    return parameters.compactMap { parameter -> String? in
      let words = parameter.components(separatedBy: ":")[0]
        .replacingOccurrences(of: #"@\w+(\([^)]*\))?"#, with: "", options: .regularExpression)
        .split(whereSeparator: \.isWhitespace)
      return words.first.map { "\($0):" }
    }.joined()
  }

  /// The identifier `text` starts with, after spaces and a `?` or `!` (`init?`), without backticks.
  private static func identifier<S: StringProtocol>(at text: S) -> String? {
    let trimmed = text.drop { $0 == " " || $0 == "?" || $0 == "!" || $0 == "`" }
    let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// Whether the declaration whose keyword starts at `start` says `public` or `open` among the
  /// attributes and modifiers before it on its line.
  private static func isPublic(before start: String.Index, in text: String) -> Bool {
    let lineStart = text[..<start].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let words = text[lineStart..<start].split { !($0.isLetter || $0 == "_") }
    return words.contains("public") || words.contains("open")
  }

  private static func strippingCommentsAndStrings(_ source: String) -> String {
    source
      .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
      .replacingOccurrences(of: #""[^"\n]*""#, with: "\"\"", options: .regularExpression)
  }
}
