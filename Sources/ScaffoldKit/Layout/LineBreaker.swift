import Foundation

/// Breaks a line longer than the limit the way swift-format (with `lineBreakBeforeEachArgument`)
/// lays it out: its outermost list one element a line, one level in, the closing bracket on a
/// line of its own, collections of several elements with a trailing comma; a closure's body on
/// its own lines; else after an assignment's `=`. Each new line is broken again while too long.
struct LineBreaker {
  let layout: SwiftLayout

  /// - Parameter continuation: the line continues an assignment broken after its `=`, so an
  ///   operator breaks at its indentation rather than one level in.
  func broken(_ line: String, continuation: Bool = false) -> [String] {
    guard line.count >= layout.lineLength else { return [line] }
    let structure = LineScanner.scan(line, from: .code)
    // swift-format keeps a column for the trailing comma it would add to a collection of several
    // elements, so a line holding one is too long at exactly the limit.
    let holdsCollection = structure.groups.contains { $0.opener == "[" && $0.close != nil && !$0.commas.isEmpty }
    guard line.count > layout.lineLength || holdsCollection else { return [line] }
    guard structure.endState == .code, !structure.isUnterminated else { return [line] }
    let characters = Array(line)
    let indent = String(repeating: " ", count: SwiftLayout.leadingSpaces(line))
    let inner = indent + String(repeating: " ", count: layout.indentation)
    let trimmed = Self.text(characters[...])
    // `guard <condition> else {`: swift-format puts the condition on a line of its own.
    if trimmed.hasPrefix("guard "), let elseKeyword = structure.elseKeyword {
      let condition = Self.text(characters[(indent.count + 6)..<elseKeyword])
      return [indent + "guard"] + broken(inner + condition) + [indent + Self.text(characters[elseKeyword...])]
    }
    let group = Self.outermost(in: structure, of: characters)
    // `a == .b(…)`: swift-format breaks before the operator and lays the call out one level in
    // (a collection, `a == […]`, stays on the operator's line).
    let operatorBefore = structure.operators.last { offset in
      offset < group?.open ?? characters.count && !Self.text(characters[..<offset]).isEmpty
    }
    if let operatorBefore, group?.opener ?? "(" == "(" {
      return broken(Self.trailingTrimmed(characters[..<operatorBefore]), continuation: continuation)
        + broken((continuation ? indent : inner) + Self.text(characters[operatorBefore...]), continuation: continuation)
    }
    let equals = structure.assignments.first.flatMap { offset in
      offset + 1 < characters.count && !Self.text(characters[(offset + 1)...]).isEmpty ? offset : nil
    }
    func splitAtEquals(_ offset: Int) -> [String] {
      broken(Self.trailingTrimmed(characters[...offset]))
        + broken(inner + Self.text(characters[(offset + 1)...]), continuation: true)
    }
    if let colon = Self.typeColon(before: group, in: structure, characters) {
      // A declaration whose type fits before its `=` breaks after the `=`, as swift-format does.
      if let equals, Self.trailingTrimmed(characters[...equals]).count <= layout.lineLength { return splitAtEquals(equals) }
      return broken(Self.trailingTrimmed(characters[...colon]))
        + broken(inner + Self.text(characters[(colon + 1)...]), continuation: true)
    }
    if let group {
      return split(group, characters, indent: indent, inner: inner).flatMap { broken($0) }
    }
    if let equals { return splitAtEquals(equals) }
    return [line]
  }

  /// The colon of a declaration or parameter whose type holds `group`: swift-format breaks after
  /// it and keeps the type whole (`let name:` / `[Item] = []`, `action:` / `@escaping (A, B) -> C`).
  /// A label's colon before a value (`address: Address(…)`) is not one.
  static func typeColon(before group: BracketGroup?, in structure: LineStructure, _ characters: [Character]) -> Int? {
    guard group?.opener != "{", let colon = structure.colons.first, colon < group?.open ?? characters.count else {
      return nil
    }
    if let equals = structure.assignments.first, equals < colon || (group.map { $0.open > equals } ?? false) {
      return nil
    }
    let before = text(characters[..<colon]).split(separator: " ")
    let after = text(characters[(colon + 1)...])
    let declares = before.count >= 2 && ["let", "var"].contains(before[before.count - 2])
    let returnsFromGroup = group?.close.map { text(characters[($0 + 1)...]).hasPrefix("->") } == true
    let isFunctionType = group != nil && (after.hasPrefix("@") || returnsFromGroup)
    return declares || isFunctionType ? colon : nil
  }

  /// The list to break: of the groups the line opens and closes, not inside another such group
  /// and not empty, the longest (the first of equals).
  static func outermost(in structure: LineStructure, of characters: [Character]) -> BracketGroup? {
    let closed = structure.groups.filter { group in
      guard let close = group.close, group.opener != "<", !structure.modifierParentheses.contains(group.open)
      else { return false }
      return !text(characters[(group.open + 1)..<close]).isEmpty
    }
    let outer = closed.filter { group in
      var parent = group.parent
      while let index = parent {
        if structure.groups[index].close != nil { return false }
        parent = structure.groups[index].parent
      }
      return true
    }
    var best: BracketGroup?
    for group in outer {
      guard let close = group.close else { continue }
      if let chosen = best, let chosenClose = chosen.close, chosenClose - chosen.open >= close - group.open { continue }
      best = group
    }
    return best
  }

  private func split(_ group: BracketGroup, _ characters: [Character], indent: String, inner: String) -> [String] {
    guard let close = group.close else { return [String(characters)] }
    let closing = indent + Self.text(characters[close...])
    if group.opener == "{" {
      let bodyStart = group.closureIn.map { $0 + 2 } ?? group.open + 1
      return [
        Self.trailingTrimmed(characters[..<bodyStart]), inner + Self.text(characters[bodyStart..<close]), closing,
      ]
    }
    var elements: [String] = []
    var start = group.open + 1
    for comma in group.commas + [close] {
      let element = Self.text(characters[start..<comma])
      if !element.isEmpty { elements.append(element) }
      start = comma + 1
    }
    // swift-format wants a trailing comma in a broken collection of several elements, and none
    // after the last argument or a single element.
    let trailing = group.opener == "[" && elements.count > 1 ? "," : ""
    let lines = elements.enumerated().map { index, element in
      inner + element + (index < elements.count - 1 ? "," : trailing)
    }
    return [Self.trailingTrimmed(characters[...group.open])] + lines + [closing]
  }

  static func text(_ characters: ArraySlice<Character>) -> String {
    String(characters).trimmingCharacters(in: .whitespaces)
  }

  static func trailingTrimmed(_ characters: ArraySlice<Character>) -> String {
    var text = String(characters)
    while text.last == " " { text.removeLast() }
    return text
  }
}
