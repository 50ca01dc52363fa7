/// A three-way merge of lines, as `diff3 -m` and `git merge-file --diff3` do it: the text the tool
/// generated last time (base), the file on disk (ours, with the user's edits) and what the tool
/// generates now (theirs).
///
/// The texts are cut where a base line is matched, unchanged, in both others (a stable line).
/// Between two stable lines, a side that left the base alone takes the other side's change; two
/// sides that made the same change agree; otherwise the lines conflict and are written between
/// markers with all three versions. Edits on adjacent lines therefore conflict, as in git: with
/// no unchanged line between them, nothing says which order is right.
///
/// Written here rather than run through `git merge-file`, so `scaffold update` works where git
/// is not installed and conflicts look the same everywhere.
public enum ThreeWayMerge {
  /// The names written on the conflict markers.
  public struct Labels: Sendable, Equatable {
    public var ours: String
    public var base: String
    public var theirs: String

    public init(ours: String, base: String, theirs: String) {
      self.ours = ours
      self.base = base
      self.theirs = theirs
    }

    public static let standard = Labels(
      ours: "yours (on disk)", base: "generated before", theirs: "generated now")
  }

  public struct Result: Sendable, Equatable {
    /// The merged text, with conflict markers where the sides disagree.
    public var text: String
    /// How many conflicts the text holds.
    public var conflicts: Int
  }

  /// The first marker line of a conflict; `status` and `check` look for it.
  public static let conflictStart = "<<<<<<< "
  static let baseSeparator = "||||||| "
  static let separator = "======="
  static let conflictEnd = ">>>>>>> "

  public static func merge(base: String, ours: String, theirs: String, labels: Labels = .standard) -> Result {
    if ours == theirs { return Result(text: ours, conflicts: 0) }
    if ours == base { return Result(text: theirs, conflicts: 0) }
    if theirs == base { return Result(text: ours, conflicts: 0) }
    let ourText = TextLines(ours)
    var merger = Merger(base: TextLines(base).lines, ours: ourText.lines, theirs: TextLines(theirs).lines)
    merger.run()
    let newline = ourText.lineEnding
    var output = ""
    var conflicts = 0
    for chunk in merger.chunks {
      switch chunk {
      case .resolved(let lines):
        output += lines.joined()
      case .conflict(let ours, let base, let theirs):
        conflicts += 1
        output += conflictStart + labels.ours + newline + terminated(ours, newline)
        output += baseSeparator + labels.base + newline + terminated(base, newline)
        output += separator + newline + terminated(theirs, newline)
        output += conflictEnd + labels.theirs + newline
      }
    }
    return Result(text: output, conflicts: conflicts)
  }

  /// Whether a text still holds a conflict written by `merge`: a line that starts with the
  /// first marker, followed later by the other three.
  public static func hasConflictMarkers(_ text: String) -> Bool {
    // Bytes, not lines: `check` asks this of every file of every module. A line starts at the
    // text's start or after "\n", which ends both LF and CRLF lines.
    let markers = [conflictStart, baseSeparator, separator, conflictEnd].map { Array($0.utf8) }
    var text = text
    return text.withUTF8 { bytes in
      var next = 0
      var lineStart = 0
      while lineStart < bytes.count {
        let marker = markers[next]
        if bytes.count - lineStart >= marker.count,
          marker.indices.allSatisfy({ bytes[lineStart + $0] == marker[$0] })
        {
          next += 1
          if next == markers.count { return true }
        }
        guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
        lineStart = newline + 1
      }
      return false
    }
  }

  /// The lines of one side of a conflict, the last one given a line ending so the marker after
  /// it starts a line of its own (a side at the end of a file may have none).
  private static func terminated(_ lines: [String], _ newline: String) -> String {
    // "\r\n" is one Character, so a CRLF line does not end with the Character "\n".
    guard let last = lines.last, last.last != "\n", last.last != "\r\n" else { return lines.joined() }
    return lines.dropLast().joined() + last + newline
  }
}

/// The walk over the three texts that cuts them into resolved and conflicting chunks.
private struct Merger {
  enum Chunk: Equatable {
    case resolved([String])
    case conflict(ours: [String], base: [String], theirs: [String])
  }

  let base: [String]
  let ours: [String]
  let theirs: [String]
  /// For each base line matched in a side, the index of its match there.
  let inOurs: [Int: Int]
  let inTheirs: [Int: Int]
  private(set) var chunks: [Chunk] = []

  init(base: [String], ours: [String], theirs: [String]) {
    self.base = base
    self.ours = ours
    self.theirs = theirs
    inOurs = Dictionary(uniqueKeysWithValues: LineMatching.pairs(base, ours).map { ($0.old, $0.new) })
    inTheirs = Dictionary(uniqueKeysWithValues: LineMatching.pairs(base, theirs).map { ($0.old, $0.new) })
  }

  package mutating func run() {
    var (b, o, t) = (0, 0, 0)
    while b < base.count || o < ours.count || t < theirs.count {
      // A stable line: the base line is where both sides are, unchanged.
      if b < base.count, inOurs[b] == o, inTheirs[b] == t {
        append(.resolved([base[b]]))
        (b, o, t) = (b + 1, o + 1, t + 1)
        continue
      }
      // The next stable line, or the ends of the texts, closes an unstable chunk.
      var next = b
      while next < base.count, !(inOurs[next].map { $0 >= o } == true && inTheirs[next].map { $0 >= t } == true) {
        next += 1
      }
      let (ourEnd, theirEnd) = next < base.count ? (inOurs[next] ?? o, inTheirs[next] ?? t) : (ours.count, theirs.count)
      resolve(base: Array(base[b..<next]), ours: Array(ours[o..<ourEnd]), theirs: Array(theirs[t..<theirEnd]))
      (b, o, t) = (next, ourEnd, theirEnd)
    }
  }

  private mutating func resolve(base: [String], ours: [String], theirs: [String]) {
    if ours == base {
      append(.resolved(theirs))
    } else if theirs == base || ours == theirs {
      append(.resolved(ours))
    } else {
      append(.conflict(ours: ours, base: base, theirs: theirs))
    }
  }

  /// Adjacent resolved chunks are joined, so the output is a few large pieces.
  private mutating func append(_ chunk: Chunk) {
    if case .resolved(let lines) = chunk, case .resolved(let previous)? = chunks.last {
      chunks[chunks.count - 1] = .resolved(previous + lines)
    } else {
      chunks.append(chunk)
    }
  }
}
