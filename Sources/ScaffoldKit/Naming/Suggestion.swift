/// "Did you mean" for misspelt keys and type names.
enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo:
  /// at most two edits, or one for short words, ignoring letter case.
  static func closest(to word: String, in candidates: [String]) -> String? {
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

  /// Levenshtein distance over characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1]
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current.append(min(previous[j + 1] + 1, current[j] + 1, substitution))
      }
      previous = current
    }
    return previous[right.count]
  }

  /// `; did you mean 'x'?` or nothing.
  static func didYouMean(_ word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
