import Foundation
import Testing

/// "The same spec gives the same bytes" across processes: each process seeds Swift's hashing
/// at random, so anything generated in the order of a `Set` or `Dictionary` would differ from
/// one run to the next. Two renders in one process share a seed and could not show it.
@Suite("Reproducible output")
struct ReproducibilityTests {
  /// Runs `arguments` in two fresh processes with random hash seeds and returns both trees.
  private func twoRuns(_ arguments: [String], folder: String) throws -> ([String: Data], [String: Data]) {
    var trees: [[String: Data]] = []
    for _ in 0..<2 {
      let directory = try ScaffoldBinary.temporaryDirectory()
      let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures").standardizedFileURL
      let resolved = arguments.map { $0.replacingOccurrences(of: "$FIXTURES", with: fixtures.path) }
      // An empty value switches deterministic hashing off, whatever the test runner inherited.
      let result = try ScaffoldBinary.run(
        resolved + ["--output", "out"], in: directory, environment: ["SWIFT_DETERMINISTIC_HASHING": ""])
      #expect(result.status == 0, "\(result.standardError)")
      trees.append(FileSnapshot.of(directory.appendingPathComponent("out/\(folder)")))
    }
    return (trees[0], trees[1])
  }

  @Test(
    "two processes generate the same bytes for a spec with entities, use cases and routes",
    arguments: ["viper", "vip", "mvvm", "mvp", "mvc"])
  func moduleIsReproducible(_ architecture: String) throws {
    let (first, second) = try twoRuns(
      [architecture, "Checkout", "--spec", "$FIXTURES/Checkout.yml", "--ui", "swiftui"], folder: "Checkout")
    #expect(first.count > 10)
    #expect(first == second, "files that differ: \(Self.differing(first, second))")
  }

  @Test("two processes generate the same bytes for a package of several linked modules")
  func appIsReproducible() throws {
    let (first, second) = try twoRuns(["generate", "$FIXTURES/Shop.yml"], folder: "Shop")
    #expect(first.count > 30)
    #expect(first == second, "files that differ: \(Self.differing(first, second))")
  }

  private static func differing(_ first: [String: Data], _ second: [String: Data]) -> [String] {
    Set(first.keys).union(second.keys).filter { first[$0] != second[$0] }.sorted()
  }
}
