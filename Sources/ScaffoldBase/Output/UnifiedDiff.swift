/// A unified diff (`diff -u` format) of two texts, for `--diff` and `scaffold check`.
public enum UnifiedDiff {
  /// The diff from `old` to `new` under `---`/`+++` headers; empty when the texts are equal.
  /// `old == nil` means the file does not exist yet.
  public static func text(old: String?, new: String, path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = old.map(lines) ?? []
    let newLines = lines(new)
    let header = "--- \(old == nil ? "/dev/null" : "a/\(path)")\n+++ b/\(path)\n"
    let edits = script(from: oldLines, to: newLines)
    return header + hunks(edits, context: context).joined()
  }

  enum Edit: Equatable {
    case keep(String)
    case remove(String)
    case insert(String)
  }

  /// The shortest edit script, by the longest common subsequence of lines; removals come
  /// before insertions, as diff -u prints a changed line.
  static func script(from old: [String], to new: [String]) -> [Edit] {
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    for pair in LineMatching.pairs(old, new) + [(old.count, new.count)] {
      edits += old[i..<pair.old].map(Edit.remove) + new[j..<pair.new].map(Edit.insert)
      if pair.old < old.count { edits.append(.keep(old[pair.old])) }
      (i, j) = (pair.old + 1, pair.new + 1)
    }
    return edits
  }

  /// Groups edits into hunks with `context` unchanged lines around each change.
  static func hunks(_ edits: [Edit], context: Int) -> [String] {
    let changed = edits.indices.filter { if case .keep = edits[$0] { return false } else { return true } }
    guard let first = changed.first else { return [] }
    // Ranges of edit indices, merged when their context would touch.
    var ranges: [ClosedRange<Int>] = []
    var start = max(0, first - context)
    var end = min(edits.count - 1, first + context)
    for index in changed.dropFirst() {
      if index - context <= end + 1 {
        end = min(edits.count - 1, index + context)
      } else {
        ranges.append(start...end)
        start = max(0, index - context)
        end = min(edits.count - 1, index + context)
      }
    }
    ranges.append(start...end)

    return ranges.map { range in
      var oldStart = 1
      var newStart = 1
      for edit in edits[..<range.lowerBound] {
        switch edit {
        case .keep: (oldStart, newStart) = (oldStart + 1, newStart + 1)
        case .remove: oldStart += 1
        case .insert: newStart += 1
        }
      }
      var body = ""
      var oldCount = 0
      var newCount = 0
      for edit in edits[range] {
        switch edit {
        case .keep(let line):
          body += " \(line)\n"
          oldCount += 1
          newCount += 1
        case .remove(let line):
          body += "-\(line)\n"
          oldCount += 1
        case .insert(let line):
          body += "+\(line)\n"
          newCount += 1
        }
      }
      // diff -u names an empty side by the line before it.
      let oldLabel = oldCount == 0 ? "\(oldStart - 1),0" : "\(oldStart),\(oldCount)"
      let newLabel = newCount == 0 ? "\(newStart - 1),0" : "\(newStart),\(newCount)"
      return "@@ -\(oldLabel) +\(newLabel) @@\n" + body
    }
  }

  /// Lines without their terminators; a final newline does not make an extra empty line.
  static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }
}
