import ScaffoldBase

/// The Liquid of a `.rambaspec`. Generamba renders the spec through Liquid, with the module's
/// variables and custom parameters, before it reads the YAML, so a file entry inside
/// `{% if custom_parameters.with_storyboard %}`…`{% else %}`…`{% endif %}` is generated only
/// when the parameter is set (or, after `else`, not set). Scaffold reads the spec once, at
/// import: each such block becomes a `when: params.<key>` (or `^params.<key>`) on its entries.
///
/// The tags are blanked (replaced by spaces, their line breaks kept) rather than removed, so the
/// YAML keeps every line and column of the original file and its diagnostics point into it. A
/// tag that starts a line holding more (`{% if x %}- {name: …}`) is removed instead, as Liquid
/// renders it, so the entry keeps its indentation; `original(_:)` gives the columns back.
struct RambaspecLiquid {
  /// A block `{% if %}`…`{% endif %}` (or one branch of it): the condition it tests (`params.x`,
  /// or `^params.x` for off), from the end of its opening tag to the start of its closing tag.
  struct Block {
    var flag: String
    /// Where its `{% if %}` (or `{% unless %}`) tag starts, for a diagnostic about the block.
    var opener: (line: Int, column: Int)
    var start: (line: Int, column: Int)
    var end: (line: Int, column: Int)

    func contains(_ location: SourceLocation) -> Bool {
      (start.line, start.column) <= (location.line, location.column)
        && (location.line, location.column) < (end.line, end.column)
    }
  }

  /// The spec with its tags blanked.
  var yaml = ""
  var blocks: [Block] = []
  var diagnostics: [Diagnostic] = []
  var parameterUses: [ParameterUse] = []
  /// Tags removed from the start of a line: at which column of the YAML, and how long they were.
  private var removed: [Int: [(column: Int, length: Int)]] = [:]

  /// The position in the original file of a position in `yaml`.
  func original(_ location: SourceLocation?) -> SourceLocation? {
    guard var location, let cuts = removed[location.line] else { return location }
    location.column += cuts.filter { $0.column <= location.column }.map(\.length).reduce(0, +)
    return location
  }

  func original(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      var moved = diagnostic
      moved.location = original(diagnostic.location)
      return moved
    }
  }

  /// The flags of the blocks around `location`, outermost first.
  func flags(at location: SourceLocation?) -> [String] {
    guard let location else { return [] }
    return blocks.filter { $0.contains(location) }.sorted {
      ($0.start.line, $0.start.column) < ($1.start.line, $1.start.column)
    }
    .map(\.flag)
  }

  init(_ text: String, file: String) {
    let tokens: [LiquidToken]
    switch LiquidScanner.scan(text) {
    case .success(let scanned): tokens = scanned
    case .failure(let failure):
      diagnostics.append(
        Diagnostic(
          "Liquid syntax error: \(failure.message)",
          at: SourceLocation(file: file, line: failure.line, column: failure.column), hint: "close the tag"))
      return
    }
    // Open blocks; a `nil` flag is one whose condition was refused, kept so its end tag matches.
    // `start` is where the current branch began (after the `if`, or after its `else`).
    var open: [(tag: String, flag: String?, token: LiquidToken, start: (line: Int, column: Int), inElse: Bool)] = []
    var inComment = false
    // Refused block tags: their end tags are not reported again.
    var refused: Set<String> = []
    for (position, token) in tokens.enumerated() {
      let at = SourceLocation(file: file, line: token.line, column: token.column)
      guard token.kind == .tag else {
        yaml += inComment ? Self.blanked(token.source) : token.source
        continue
      }
      // Only the current line is scanned, so a long spec stays linear.
      let lineSoFar = yaml[(yaml.lastIndex(where: \.isLineBreak).map { yaml.index(after: $0) } ?? yaml.startIndex)...]
      if lineSoFar.allSatisfy({ $0 == " " || $0 == "\t" }), !token.source.contains(where: \.isLineBreak),
        Self.lineContinues(after: position, in: tokens)
      {
        removed[token.line, default: []].append((lineSoFar.count + 1, token.source.count))
      } else {
        yaml += Self.blanked(token.source)
      }
      let words = token.content.split(separator: " ", maxSplits: 1).map(String.init)
      let name = words.first ?? ""
      let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
      if inComment {
        inComment = name != "endcomment"
        continue
      }
      switch name {
      case "comment": inComment = true
      case _ where name.hasPrefix("#"), "raw", "endraw": break
      case "if", "unless":
        open.append((name, condition(argument, tag: name, token: token, at: at), token, Self.end(of: token), false))
      case "endif", "endunless":
        let opener = String(name.dropFirst(3))
        guard let last = open.last, last.tag == opener else {
          diagnostics.append(
            Diagnostic("'{% \(name) %}' without an open '{% \(opener) %}'", at: at, hint: "remove it"))
          continue
        }
        open.removeLast()
        blocks += Self.branch(last.flag, opener: last.token, start: last.start, closer: token)
      case "else":
        guard var last = open.last, !last.inElse else {
          diagnostics.append(
            Diagnostic("'{% else %}' without an open '{% if %}' in its first branch", at: at, hint: "remove it"))
          continue
        }
        open.removeLast()
        blocks += Self.branch(last.flag, opener: last.token, start: last.start, closer: token)
        last.flag = last.flag.map(Self.negated)
        last.start = Self.end(of: token)
        last.inElse = true
        open.append(last)
      case "elsif":
        diagnostics.append(
          Diagnostic(
            "'{% elsif %}' in the .rambaspec cannot be converted: a file's 'when:' tests flags, not a chain of them",
            at: at, hint: "nest '{% if %}' blocks instead"))
      case _ where name.hasPrefix("end") && refused.contains(String(name.dropFirst(3))):
        break
      default:
        refused.insert(name)
        diagnostics.append(
          Diagnostic(
            "'{% \(name) %}' in the .rambaspec cannot be converted: only '{% if custom_parameters.<key> %}' around file entries becomes 'when:'",
            at: at, hint: "list the files it produces plainly"))
      }
    }
    for block in open {
      diagnostics.append(
        Diagnostic(
          "'{% \(block.tag) %}' is never closed",
          at: SourceLocation(file: file, line: block.token.line, column: block.token.column),
          hint: "add '{% end\(block.tag) %}'"))
    }
  }

  /// The flag `{% if custom_parameters.x %}` tests, or `nil` (and a diagnostic) when the
  /// condition is not one `when:` can hold.
  private mutating func condition(_ argument: String, tag: String, token: LiquidToken, at: SourceLocation) -> String? {
    guard let (key, negated) = LiquidConverter.parameterCondition(argument) else {
      diagnostics.append(
        Diagnostic(
          "the condition '\(argument)' in the .rambaspec cannot be converted: 'when:' tests a flag",
          at: at,
          hint:
            "only 'custom_parameters.<key>' converts (alone, or == \"true\" / != \"false\"); it becomes a bool parameter"
        ))
      return nil
    }
    parameterUses.append(ParameterUse(key: key, isCondition: true, location: at))
    // `unless`, `== "false"` and `!= "true"` hold when the flag is off.
    return negated != (tag == "unless") ? "^params.\(key)" : "params.\(key)"
  }

  /// The branch from `start` to the tag `closer`, of the block `opener` opened: a block, unless
  /// its condition was refused (no flag).
  private static func branch(
    _ flag: String?, opener: LiquidToken, start: (line: Int, column: Int), closer: LiquidToken
  ) -> [Block] {
    flag.map {
      [Block(flag: $0, opener: (opener.line, opener.column), start: start, end: (closer.line, closer.column))]
    } ?? []
  }

  /// `params.x` ↔ `^params.x`.
  static func negated(_ condition: String) -> String {
    condition.hasPrefix("^") ? String(condition.dropFirst()) : "^" + condition
  }

  /// Whether text other than blanks and tags follows the tag at `position` on its line.
  private static func lineContinues(after position: Int, in tokens: [LiquidToken]) -> Bool {
    for token in tokens[(position + 1)...] {
      if token.kind == .tag {
        if token.source.contains(where: \.isLineBreak) { return false }
        continue
      }
      let line = token.source.prefix { !$0.isLineBreak }
      if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { return true }
      if line.count < token.source.count { return false }
    }
    return false
  }

  /// Spaces for every character but line breaks, which are kept so the lines stay where they were.
  private static func blanked(_ source: String) -> String {
    String(source.map { $0.isLineBreak ? $0 : " " })
  }

  /// The line and column right after the token.
  private static func end(of token: LiquidToken) -> (line: Int, column: Int) {
    token.position(at: token.source.count)
  }
}
