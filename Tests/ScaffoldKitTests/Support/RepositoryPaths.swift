import Foundation

/// Paths inside this repository, found from this file's location so tests run from any directory.
enum RepositoryPaths {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ScaffoldKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let fixtures = root.appendingPathComponent("Tests/Fixtures")
  static let snapshots = root.appendingPathComponent("Tests/__Snapshots__")
}
