/// What a name names, which decides the casing it is used in and the rules it must meet.
package enum NameKind: String {
  case module, entity
  case useCase = "use case"
  case route, field
  case outputEvent = "output event"

  /// Types use PascalCase; use cases, routes and fields become members in lowerCamelCase.
  var isTypeName: Bool { self == .module || self == .entity }
}

/// The rules every user-given name meets, so that every accepted name compiles.
package enum NameRules {
  static let maximumLength = 100

  /// The normalised name, or `nil` after recording why `raw` cannot be used.
  package static func check(
    _ raw: Located<String>, kind: NameKind, path: String, into collector: inout DiagnosticCollector
  ) -> Name? {
    let text = raw.value
    let label = "\(kind.rawValue) name '\(text)' (\(path))"
    let advice = "use ASCII letters and digits, with '-' or '_' between words, starting with a letter"
    // Names end up in file names (`<Module>InteractorTests.swift`), which most file systems
    // cap at 255 bytes.
    if text.count > maximumLength {
      collector.error(
        "\(kind.rawValue) name (\(path)) is \(text.count) characters long, more than \(maximumLength)",
        at: raw.location,
        hint: "use a shorter name")
      return nil
    }
    guard !text.isEmpty else {
      collector.error("\(kind.rawValue) name (\(path)) is empty", at: raw.location, hint: advice)
      return nil
    }
    if let index = text.firstIndex(where: { !isAllowed($0) }) {
      let character = text[index]
      let offset = text.distance(from: text.startIndex, to: index)
      collector.error(
        "\(label) contains \(describe(character))", at: raw.location?.advanced(by: offset),
        hint: respelling(text, kind: kind).map { "write it as '\($0.written)' (it becomes '\($0.form)')" } ?? advice)
      return nil
    }
    guard let first = text.first, let name = Name(text) else {
      collector.error("\(label) has no letters", at: raw.location, hint: advice)
      return nil
    }
    if first == "-" || first == "_" {
      collector.error("\(label) starts with '\(first)'", at: raw.location, hint: advice)
      return nil
    }
    if first.isNumber {
      collector.error("\(label) starts with a digit", at: raw.location, hint: advice)
      return nil
    }
    let form = kind.isTypeName ? name.pascal : name.camel
    if SwiftReservedWords.keywords.contains(form) {
      collector.error(
        "\(label) becomes '\(form)', a Swift keyword", at: raw.location,
        hint: "choose another name, such as '\(kind.isTypeName ? form + "Item" : "is" + name.pascal)'")
      return nil
    }
    if kind.isTypeName, SwiftReservedWords.typeNames.contains(form) {
      collector.error(
        "\(label) becomes '\(form)', which would shadow the standard type the generated code uses",
        at: raw.location, hint: "choose a more specific name, such as '\(form)Item'")
      return nil
    }
    if kind == .module, WindowsDeviceNames.contains(form) {
      collector.error(
        "\(label) becomes '\(form)', a device name Windows reserves, so the package folder could not exist there",
        at: raw.location, hint: "choose another name, such as '\(form)Screen'")
      return nil
    }
    if kind.isTypeName, SwiftReservedWords.moduleNames.contains(form) {
      collector.error(
        "\(label) becomes '\(form)', the name of a system module the generated package imports",
        at: raw.location, hint: "choose another module name")
      return nil
    }
    return name
  }

  /// The name a user most likely meant when they wrote words apart (`login screen`,
  /// `order.history`): the words joined by '-', when that is a valid name. Names with letters
  /// outside ASCII get no guess, since any transliteration would be ours, not theirs.
  static func respelling(_ text: String, kind: NameKind) -> (written: String, form: String)? {
    let words = text.split(whereSeparator: { $0.isASCII && !isAllowed($0) })
    let written = words.joined(separator: "-")
    guard words.count > 1, written.allSatisfy(isAllowed), let first = written.first, first.isLetter,
      let name = Name(written)
    else { return nil }
    return (written, kind.isTypeName ? name.pascal : name.camel)
  }

  private static func isAllowed(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
  }

  /// Names the character so the reader can find it, even when it is invisible or looks like an
  /// allowed one (`ü`, a non-breaking space, a right-to-left mark).
  private static func describe(_ character: Character) -> String {
    switch character {
    case "/", "\\": return "a path separator '\(character)'"
    case ".": return "a dot"
    case " ": return "a space"
    case "\t": return "a tab"
    case "\n", "\r", "\r\n": return "a line break"
    default: break
    }
    let codePoints = character.unicodeScalars.map(VisibleText.codePointName).joined(separator: " ")
    if character.isASCII {
      return character.isLetter || character.isPunctuation || character.isSymbol
        ? "the character '\(character)'" : "the control character \(codePoints)"
    }
    return "the non-ASCII character '\(character)' (\(codePoints))"
  }
}
