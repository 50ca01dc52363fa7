import Foundation

/// Reads `SwiftDeclarations` from a file's tokens, keeping one scope per `{`: a type's body,
/// where its members are read, or any other body (a function's, a computed property's, a
/// closure's), where only names are collected for the function around it.
struct DeclarationReader {
  private let tokens: [String]
  private var index = 0
  private var types: [SwiftDeclarations.TypeDeclaration] = []
  /// Open braces: the index in `types` of the type whose body each opens, or `nil`.
  private var scopes: [Int?] = []
  /// The function whose body is being read, as (type index, function index).
  private var body: (type: Int, function: Int, depth: Int)?

  private static let typeKinds: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension"]

  init(tokens: [String]) { self.tokens = tokens }

  mutating func read() -> [SwiftDeclarations.TypeDeclaration] {
    while index < tokens.count {
      let token = tokens[index]
      if let open = body {
        readBody(token, open)
        continue
      }
      let owner = scopes.last ?? nil
      switch token {
      case "{":
        scopes.append(nil)
        index += 1
      case "}":
        if !scopes.isEmpty { scopes.removeLast() }
        index += 1
      case "@":
        skipAttribute()
      case "class" where peek(1) == "func" || peek(1) == "var" || peek(1) == "let":
        index += 1  // `class func`: a member, not a class
      case _ where Self.typeKinds.contains(token) && isName(peek(1)):
        readType(kind: token)
      default:
        // Members are read in a type's body only: elsewhere they are a statement's words.
        guard let owner else {
          index += 1
          continue
        }
        switch token {
        case "func": readFunction(in: owner)
        case "let", "var": readProperty(in: owner)
        case "case" where types[owner].kind == "enum": readCases(in: owner)
        default: index += 1
        }
      }
    }
    return types
  }

  private func peek(_ offset: Int) -> String? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  private func isName(_ token: String?) -> Bool {
    guard let first = token?.utf8.first else { return false }
    let lowercased = first | 0x20
    return first >= 0x80 || first == UInt8(ascii: "_")
      || (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z"))
  }

  /// The names in a function's body, until the brace that closes it.
  private mutating func readBody(_ token: String, _ open: (type: Int, function: Int, depth: Int)) {
    index += 1
    if token == "{" {
      body = (open.type, open.function, open.depth + 1)
    } else if token == "}" {
      body = open.depth == 1 ? nil : (open.type, open.function, open.depth - 1)
    } else if isName(token) {
      types[open.type].functions[open.function].calls.insert(token)
    }
  }

  /// `@MainActor`, `@available(iOS 16, *)`: skipped with its arguments.
  private mutating func skipAttribute() {
    index += 2
    if peek(0) == "(" { skipBalanced(open: "(", close: ")") }
  }

  /// Past the bracket that closes the one at `index`.
  private mutating func skipBalanced(open: String, close: String) {
    var depth = 0
    while index < tokens.count {
      if tokens[index] == open { depth += 1 }
      if tokens[index] == close {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      index += 1
    }
  }

  /// `struct Name<T>: A, B where … {`: the type, and its body as a scope of its own.
  private mutating func readType(kind: String) {
    var path = (scopes.last ?? nil).map { types[$0].path } ?? []
    index += 1
    // `extension A.B`: the extended type's whole name.
    var name = tokens[index]
    index += 1
    while kind == "extension", peek(0) == ".", isName(peek(1)) {
      name += "." + tokens[index + 1]
      index += 2
    }
    path = kind == "extension" ? name.split(separator: ".").map(String.init) : path + [name]
    if peek(0) == "<" { skipBalanced(open: "<", close: ">") }
    var inherits: [String] = []
    if peek(0) == ":" {
      index += 1
      while index < tokens.count, tokens[index] != "{", tokens[index] != "where" {
        if isName(tokens[index]), peek(-1) != "." { inherits.append(tokens[index]) }
        index += 1
      }
    }
    while index < tokens.count, tokens[index] != "{", tokens[index] != "}" { index += 1 }
    guard index < tokens.count, tokens[index] == "{" else { return }
    index += 1
    types.append(.init(path: path, kind: kind, inherits: inherits))
    scopes.append(types.count - 1)
  }

  /// `func name(label name: Type, …) async throws -> Result { … }`, in the type `owner`.
  private mutating func readFunction(in owner: Int) {
    index += 1
    guard let name = peek(0), isName(name) else { return }
    index += 1
    if peek(0) == "<" { skipBalanced(open: "<", close: ">") }
    guard peek(0) == "(" else { return }
    let start = index + 1
    skipBalanced(open: "(", close: ")")
    let parameters = Self.parameters(Array(tokens[start..<max(start, index - 1)]))
    var function = SwiftDeclarations.Function(name: name, parameters: parameters)
    // A requirement ends at the line; a body starts with the first `{` of the declaration. What
    // follows `->` up to either (or `where`) is the result's type.
    var result: [String] = []
    var reading = false
    while index < tokens.count, !["{", "\n", "}"].contains(tokens[index]) {
      let token = tokens[index]
      if token == "where" {
        reading = false
      } else if reading {
        result.append(token)
      } else if token == ">", peek(-1) == "-", result.isEmpty {
        reading = true
      }
      index += 1
    }
    if !result.isEmpty { function.returns = Self.typeText(result) }
    types[owner].functions.append(function)
    if peek(0) == "{" {
      index += 1
      body = (owner, types[owner].functions.count - 1, 1)
    }
  }

  /// `case a, b(label: Type) = …`: each case with its associated values.
  private mutating func readCases(in owner: Int) {
    index += 1
    while let name = peek(0), isName(name) {
      index += 1
      var parameters: [SwiftDeclarations.Parameter] = []
      if peek(0) == "(" {
        let start = index + 1
        skipBalanced(open: "(", close: ")")
        parameters = Self.parameters(Array(tokens[start..<max(start, index - 1)]), unlabeled: true)
      }
      types[owner].cases.append(.init(name: name, parameters: parameters))
      while index < tokens.count, ![",", "\n", "}", ";"].contains(tokens[index]) { index += 1 }
      guard peek(0) == "," else { return }
      index += 1
      while peek(0) == "\n" { index += 1 }
    }
  }

  /// The parameters between a function's parentheses, split at the commas outside brackets.
  /// - Parameter unlabeled: an enum case's associated value without a label (`case edit(Profile)`)
  ///   is kept, named after its type (`profile`).
  private static func parameters(_ tokens: [String], unlabeled: Bool = false) -> [SwiftDeclarations.Parameter] {
    var parts: [[String]] = [[]]
    var depth = 0
    var previous = ""
    for token in tokens where token != "\n" {
      depth += nesting(token, after: previous)
      previous = token
      if token == ",", depth == 0 {
        parts.append([])
      } else {
        parts[parts.count - 1].append(token)
      }
    }
    return parts.compactMap { part in
      guard let colon = part.firstIndex(of: ":"), colon > 0 else {
        guard unlabeled, !part.isEmpty else { return nil }
        let type = typeText(part)
        return .init(label: nil, name: SpecInference.fieldName(for: type), type: type)
      }
      let names = part[..<colon].filter { $0 != "@" }
      guard let name = names.last else { return nil }
      let label = names.count > 1 ? names[names.count - 2] : name
      var type = part[(colon + 1)...]
      if let equals = type.firstIndex(of: "=") { type = type[..<equals] }
      return .init(label: label == "_" ? nil : label, name: name, type: typeText(Array(type)))
    }
  }

  /// `let name: Type` or `var name: Type = …`; a `{` after the type makes it computed (or a
  /// protocol's `{ get }`), and it is left out.
  private mutating func readProperty(in owner: Int) {
    index += 1
    guard let name = peek(0), isName(name), peek(1) == ":" else { return }
    index += 2
    var type: [String] = []
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0, token == "\n" || token == "=" || token == "{" || token == "}" || token == ";" { break }
      depth += Self.nesting(token, after: type.last ?? "")
      type.append(token)
      index += 1
    }
    if peek(0) == "{" { return }
    types[owner].properties.append(.init(name: name, type: Self.typeText(type)))
  }

  /// How a token changes the depth of brackets: `>` after `-` is an arrow, not a bracket.
  private static func nesting(_ token: String, after previous: String) -> Int {
    switch token {
    case "(", "[", "<": return 1
    case ")", "]": return -1
    case ">": return previous == "-" ? 0 : -1
    default: return 0
    }
  }

  /// Tokens of a type joined as Swift writes them: `[String: Int]?`, `(Item) async -> Void`.
  static func typeText(_ tokens: [String]) -> String {
    var text = ""
    var previous = ""
    for token in tokens where token != "\n" {
      if token == ">", previous == "-" {
        text.removeLast()
        text = text.trimmingCharacters(in: .whitespaces) + " -> "
      } else if token == "," || token == ":" {
        text += token + " "
      } else if ["inout", "some", "any", "borrowing", "consuming", "sending", "throws", "async"].contains(token) {
        text += (text.isEmpty || text.hasSuffix(" ") || text.hasSuffix("(") ? "" : " ") + token + " "
      } else {
        text += token
      }
      previous = token
    }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
