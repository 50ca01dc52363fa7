/// The moments of a write at which tests stop or fail it on purpose, to prove that a run killed
/// or failing there leaves the destination as it was or complete (the CLI reads them from
/// `SCAFFOLD_TEST_PAUSE_AT` and `SCAFFOLD_TEST_FAIL_AT`; they are for tests only).
public enum WriteCheckpoint: Sendable, Hashable, CustomStringConvertible {
  /// After the given number of files are written to the staging folder (`staged:3`).
  case staged(Int)
  /// After the given number of renames into an existing package (`renamed:2`); the manifest's
  /// is the last.
  case renamed(Int)
  /// Before the staging folder of a new package is renamed into place (`publish`).
  case publish

  public init?(_ text: String) {
    if text == "publish" {
      self = .publish
      return
    }
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2, let count = Int(parts[1]), count > 0 else { return nil }
    switch parts[0] {
    case "staged": self = .staged(count)
    case "renamed": self = .renamed(count)
    default: return nil
    }
  }

  public var description: String {
    switch self {
    case .staged(let count): return "staged:\(count)"
    case .renamed(let count): return "renamed:\(count)"
    case .publish: return "publish"
    }
  }
}
