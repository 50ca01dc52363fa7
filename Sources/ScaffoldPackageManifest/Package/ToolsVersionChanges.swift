/// What SwiftPM reads differently in a manifest whose tools version is raised, for the hint that
/// asks the user to raise it: the same text can mean something else, or stop loading.
enum ToolsVersionChanges {
  private static let changes: [(version: SwiftToolsVersion, change: String)] = [
    (SwiftToolsVersion(4, 2), "from 4.2 'swiftLanguageVersions:' lists '.v4' and the like, not integers"),
    (SwiftToolsVersion(5, 0), "from 5.0 the package's targets build in Swift 5 language mode"),
    (SwiftToolsVersion(5, 2), "from 5.2 '.product(name:package:)' needs its 'package:'"),
  ]

  /// `; then check …: from 5.0 …` for the changes in `(from, to]`, or nothing.
  static func between(_ from: SwiftToolsVersion, _ to: SwiftToolsVersion) -> String {
    let crossed = changes.filter { $0.version > from && $0.version <= to }.map(\.change)
    guard !crossed.isEmpty else { return "" }
    return ", then check that the package still loads and builds: \(crossed.joined(separator: "; "))"
  }
}
