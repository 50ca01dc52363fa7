import Foundation
import Testing

/// Rules every recorded golden package keeps, read from its files: what a reviewer of the
/// generated code would otherwise have to check by hand in each architecture and screen.
@Suite("Rules the golden packages keep")
struct GoldenRulesTests {
  /// Every golden package: its name and its files, path → text.
  static let goldens: [(name: String, files: [String: String])] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.snapshots.path)) ?? []
    return names.sorted().compactMap { name in
      (try? FileTree.read(RepositoryPaths.snapshots.appendingPathComponent(name))).map { (name, $0) }
    }
  }()

  @Test("no generated test expects a value of a view-model field the spec gives no source (issue 15)")
  func noExpectationNamesAnUnmappedField() {
    var checked = 0
    for golden in Self.goldens {
      for (module, unmapped) in Self.unmappedFields(in: golden.files) {
        for (path, text) in golden.files where path.hasPrefix("Tests/\(module)Tests/") {
          for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
          where line.contains("#expect(") || line.contains("XCTAssert") {
            checked += 1
            for name in unmapped where line.contains("\(name):") || line.contains(".\(name)") {
              Issue.record("\(golden.name)/\(path):\(number + 1) expects the unmapped \(name): \(line)")
            }
          }
        }
      }
    }
    #expect(checked > 0, "no golden has an unmapped field, so nothing was checked")
  }

  /// The fields each module leaves unmapped, read from the comment that marks where they are
  /// built: `// Unmapped (the spec names no source): a, b. They start empty; …`.
  static func unmappedFields(in files: [String: String]) -> [String: Set<String>] {
    let marker = "// Unmapped (the spec names no source): "
    var fields: [String: Set<String>] = [:]
    for (path, text) in files where path.hasPrefix("Sources/") {
      let module = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
      for line in text.split(separator: "\n") {
        guard let range = line.range(of: marker), let end = line[range.upperBound...].firstIndex(of: ".") else {
          continue
        }
        let names = line[range.upperBound..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        fields[module, default: []].formUnion(names)
      }
    }
    return fields
  }
}
