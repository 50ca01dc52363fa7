/// Where a line of Swift starts or ends: in code, or inside a literal that runs on (a multi-line
/// string, whose lines are text and not code; a block comment).
enum LexState: Equatable {
  case code
  case multilineString(pounds: Int)
  case blockComment(depth: Int)
}

/// A bracket pair opened in code on one line (never inside a string or comment).
struct BracketGroup: Equatable {
  /// The offsets (in characters) of the opening bracket and of its partner, when the line closes it.
  var open: Int
  var close: Int?
  var opener: Character
  /// The commas directly inside it (not inside a nested bracket).
  var commas: [Int] = []
  /// A closure's `in` (`{ [weak self] in`), after which its body starts.
  var closureIn: Int?
  /// The group it is directly inside, as an index into the line's groups.
  var parent: Int?
}

/// What the layout stage needs to know of one line: its brackets, its top-level `=`, and the
/// state it ends in. Strings (with interpolations, raw and multi-line) and comments are skipped,
/// so a bracket or comma in a message is never taken for code.
struct LineStructure: Equatable {
  var groups: [BracketGroup] = []
  /// Offsets of assignments (`=`, not `==` or `<=`) outside every bracket of the line.
  var assignments: [Int] = []
  /// Offsets of the binary operators swift-format breaks before (`==`, `!=`, `&&`, `||`), outside
  /// every bracket of the line.
  var operators: [Int] = []
  /// Offsets of colons outside every bracket of the line (`let name: Type`, `label: value`).
  var colons: [Int] = []
  /// The offset of the first `else` outside every bracket (`guard … else {`).
  var elseKeyword: Int?
  /// The offset of the first `where` outside every bracket (a generic `where` clause).
  var whereKeyword: Int?
  /// Offsets of member accesses (`Type.member`) outside every bracket, strings and comments.
  var memberDots: [Int] = []
  /// Offsets of the parentheses of modifiers (`private(set)`, `unowned(unsafe)`).
  var modifierParentheses: [Int] = []
  /// The line ends in a `//` comment.
  var hasComment = false
  var endState: LexState = .code
  /// A string literal the line does not close: the line is left as it is.
  var isUnterminated = false
}

/// What the joiner and the layout ask of a line that fits: where it ends, whether it can be
/// joined, and how many braces it opens and closes (a closure body's lines move with it). The
/// brackets themselves stay with the scanner (`LineScanner.summarize`), so a summary is kept for
/// every line of a file without an array of its own.
struct LineSummary: Equatable {
  var endState: LexState
  /// The line ends in a `//` comment.
  var hasComment: Bool
  /// A string literal the line does not close.
  var isUnterminated: Bool
  /// Braces the line leaves open.
  var openedBraces: Int
  /// Braces the line closes that earlier lines opened.
  var closedBraces: Int
}
