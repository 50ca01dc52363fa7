/// "Did you mean" for misspelt keys and type names (and, in the command-line tool, commands).
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo:
  /// at most two edits, or one for short words, ignoring letter case.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = word.count <= 4 ? 1 : 2
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Edit distance where swapping two neighbouring letters counts as one edit, the commonest
  /// typo (`nmae` for `name`): optimal string alignment distance.
  package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var table = Array(repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in 0...left.count { table[i][0] = i }
    for j in 0...right.count { table[0][j] = j }
    for i in 1...left.count {
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[left.count][right.count]
  }

  /// `; did you mean 'x'?` or nothing.
  package static func didYouMean(_ word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
