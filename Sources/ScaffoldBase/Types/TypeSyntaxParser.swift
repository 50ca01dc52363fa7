/// Parses the type syntax a spec field may use:
///
///     type := base "?"*
///     base := name | name "<" type ("," type)* ">" | "[" type "]" | "[" type ":" type "]"
///
/// Generic spellings (`Array<T>`, `Dictionary<K, V>`, `Optional<T>`) are accepted and
/// normalised to their sugared form. Anything else is rejected with the offset of the first
/// character that does not fit, so the error can point at it.
package struct TypeSyntaxParser {
  package struct Failure: Error, Equatable {
    /// Offset, in characters, from the start of the type text.
    package var offset: Int
    package var message: String
  }

  /// A parsed type and where each type name in it starts, for pointing at unknown names.
  package struct Parsed: Equatable {
    package var type: TypeExpression
    package var nameOffsets: [NameOffset]
  }

  package struct NameOffset: Equatable {
    package var name: String
    package var offset: Int
  }

  private let characters: [Character]
  private var position = 0
  private var nameOffsets: [NameOffset] = []

  init(_ text: String) {
    self.characters = Array(text)
  }

  package static func parse(_ text: String) -> Result<Parsed, Failure> {
    var parser = TypeSyntaxParser(text)
    do {
      let type = try parser.parseType()
      parser.skipSpaces()
      if parser.position < parser.characters.count {
        throw parser.failure("unexpected '\(parser.characters[parser.position])'")
      }
      return .success(Parsed(type: type, nameOffsets: parser.nameOffsets))
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(offset: 0, message: "\(error)"))
    }
  }

  private mutating func parseType() throws -> TypeExpression {
    var type = try parseBase()
    while peek() == "?" {
      position += 1
      if case .optional = type { throw failure("a double optional ('??') is not allowed", at: position - 1) }
      type = .optional(type)
    }
    return type
  }

  private mutating func parseBase() throws -> TypeExpression {
    skipSpaces()
    guard let character = peek() else { throw failure("a type is missing here") }
    if character == "[" {
      position += 1
      let first = try parseType()
      skipSpaces()
      if peek() == ":" {
        position += 1
        let value = try parseType()
        try expect("]")
        return .dictionary(key: first, value: value)
      }
      try expect("]")
      return .array(first)
    }
    guard character.isLetter || character == "_" else { throw failure("unexpected '\(character)'") }
    let start = position
    var name = ""
    while let next = peek(), next.isASCII, next.isLetter || next.isNumber || next == "_" {
      name.append(next)
      position += 1
    }
    nameOffsets.append(NameOffset(name: name, offset: start))
    skipSpaces()
    guard peek() == "<" else { return .named(name) }
    nameOffsets.removeLast()
    position += 1
    var arguments = [try parseType()]
    skipSpaces()
    while peek() == "," {
      position += 1
      arguments.append(try parseType())
      skipSpaces()
    }
    try expect(">")
    switch (name, arguments.count) {
    case ("Array", 1): return .array(arguments[0])
    case ("Optional", 1):
      if case .optional = arguments[0] { throw failure("a double optional is not allowed", at: start) }
      return .optional(arguments[0])
    case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
    default:
      throw failure(
        "'\(name)<…>' with \(arguments.count) argument(s) is not supported; use Array<T>, Optional<T> or Dictionary<K, V>",
        at: start)
    }
  }

  private mutating func expect(_ character: Character) throws {
    skipSpaces()
    guard peek() == character else {
      throw failure(peek().map { "expected '\(character)' but found '\($0)'" } ?? "expected '\(character)'")
    }
    position += 1
  }

  private mutating func skipSpaces() {
    while peek() == " " { position += 1 }
  }

  private func peek() -> Character? {
    position < characters.count ? characters[position] : nil
  }

  private func failure(_ message: String, at offset: Int? = nil) -> Failure {
    Failure(offset: offset ?? position, message: message)
  }
}
