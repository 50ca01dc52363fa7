/// A short, readable line diff for snapshot failures: the first differing region with context,
/// `-` for the recorded line and `+` for the generated one.
enum LineDiff {
  static func describe(expected: String, actual: String, context: Int = 3, limit: Int = 40) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    var lines = ["@@ line \(prefix + 1) @@"]
    for index in max(0, prefix - context)..<prefix { lines.append("  " + old[index]) }
    for index in prefix..<(old.count - suffix) { lines.append("- " + old[index]) }
    for index in prefix..<(new.count - suffix) { lines.append("+ " + new[index]) }
    for index in (new.count - suffix)..<min(new.count, new.count - suffix + context) { lines.append("  " + new[index]) }
    if lines.count > limit { lines = Array(lines.prefix(limit)) + ["… (\(lines.count - limit) more lines)"] }
    return lines.joined(separator: "\n")
  }
}
