/// The lines two texts share, in order: a longest common subsequence of lines. The diffs
/// (`UnifiedDiff`) and the three-way merge (`ThreeWayMerge`) are both built on it.
enum LineMatching {
  /// Above this many line pairs the comparison is not worth its quadratic cost, and no line is
  /// matched. Generated files stay far below it.
  static let comparisonLimit = 4_000_000

  /// Pairs of indices `(old, new)` of equal lines, both increasing.
  static func pairs<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [(old: Int, new: Int)] {
    guard old.count * new.count <= comparisonLimit else { return [] }
    // lengths[i][j]: the LCS length of old[i...] and new[j...].
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var pairs: [(old: Int, new: Int)] = []
    var (i, j) = (0, 0)
    while i < old.count, j < new.count {
      if old[i] == new[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        // Removals before insertions, as diff -u prints a changed line.
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}
