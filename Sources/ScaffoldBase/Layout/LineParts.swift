/// A line being broken, with what the breaker asks of it.
struct LineParts {
  package let line: String
  let characters: LineText
  let structure: LineStructure
  /// The line's own indentation, and one level more.
  let indent: String
  let inner: String
  /// The list to break, when the line has one (`LineBreaker.outermost`).
  let group: BracketGroup?
  /// The first assignment with a value after it.
  let equals: Int?

  init(line: String, structure: LineStructure, indentation: Int) {
    self.line = line
    self.characters = LineText(line)
    self.structure = structure
    let spaces = SwiftLayout.leadingSpaces(line)
    indent = String(repeating: " ", count: spaces)
    inner = String(repeating: " ", count: spaces + indentation)
    group = LineBreaker.outermost(in: structure, of: characters)
    let characters = self.characters
    equals = structure.assignments.first { offset in
      offset + 1 < characters.count && !LineBreaker.text(characters[(offset + 1)..<characters.count]).isEmpty
    }
  }

  /// The text from `start` to `end`, trimmed.
  func text(_ start: Int, _ end: Int) -> String {
    guard start < end else { return "" }
    return LineBreaker.text(characters[start..<end])
  }

  func text(from start: Int) -> String {
    text(start, characters.count)
  }

  /// The line up to and with `offset`, its indentation kept.
  func upTo(_ offset: Int) -> String {
    LineBreaker.trailingTrimmed(characters[0..<offset + 1])
  }

  /// The line before `offset`, its indentation kept.
  func before(_ offset: Int) -> String {
    LineBreaker.trailingTrimmed(characters[0..<offset])
  }
}

/// A line sliced by character offsets (the offsets `LineScanner` gives), without an array of
/// `Character`s: each offset's index into the line is found once, by bytes when each byte is a
/// character (`LineScanner.isOneBytePerCharacter`).
struct LineText {
  let line: String
  /// The index of each character, and the end index.
  private let indices: [String.Index]

  init(_ line: String) {
    self.line = line
    let byBytes = LineScanner.isOneBytePerCharacter(line.utf8)
    indices = (byBytes ? Array(line.utf8.indices) : Array(line.indices)) + [line.endIndex]
  }

  var count: Int { indices.count - 1 }

  subscript(offsets: Range<Int>) -> Substring {
    line[indices[offsets.lowerBound]..<indices[offsets.upperBound]]
  }
}
