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

  @Test("no two views of a UIKit screen carry the same accessibility identifier")
  func accessibilityIdentifiersAreDistinct() {
    var checked = 0
    for golden in Self.goldens {
      for (path, text) in golden.files where path.hasPrefix("Sources/") && path.hasSuffix(".swift") {
        for clash in Self.sharedIdentifiers(in: text, checked: &checked) {
          Issue.record("\(golden.name)/\(path): \(clash)")
        }
      }
    }
    #expect(checked > 0, "no accessibility identifier was found to check")
  }

  @Test("an app can set, from outside the module, what a UIKit screen's controls cannot give")
  func uikitScreenInputsArePublic() {
    var checked = 0
    for golden in Self.goldens {
      for (path, text) in golden.files where path.hasSuffix("ViewController.swift") && path.hasPrefix("Sources/") {
        let module = String(path.split(separator: "/")[1])
        checked += 1
        if !text.contains("public final class \(module)ViewController: UIViewController") {
          Issue.record("\(golden.name)/\(path): the view controller is not public")
        }
        // A property with an observer is an argument no control gives (the pay screen's address).
        for line in text.split(separator: "\n") where line.hasSuffix("? {") && line.contains("  var ") {
          Issue.record("\(golden.name)/\(path): the app cannot set \(line.trimmingCharacters(in: .whitespaces))")
        }
        let builder = golden.files["Sources/\(module)/\(module)Builder.swift"] ?? ""
        if builder.contains(") -> UIViewController {") {
          Issue.record("\(golden.name): \(module)Builder.build returns a UIViewController, not the screen's own type")
        }
      }
    }
    #expect(checked > 0, "no UIKit screen was found to check")
  }

  @Test("the identifier check finds two views that share one")
  func identifierCheckFindsAClash() {
    var checked = 0
    let clashing = """
        init(ids: IDs) {
          status.accessibilityIdentifier = ids.status
          spinner.accessibilityIdentifier = ids.status
        }
        func other() {
          label.accessibilityIdentifier = ids.status
        }
      """
    #expect(
      Self.sharedIdentifiers(in: clashing, checked: &checked) == [
        "line 3: spinner and status both get ids.status"
      ])
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

  /// The identifiers given to two different views in one function or initialiser, as
  /// `line N: a and b both get X`. UIKit keeps every view of a screen, hidden or not, so a UI test
  /// that looks one up by identifier finds two; SwiftUI's `switch` branches are not concerned.
  static func sharedIdentifiers(in text: String, checked: inout Int) -> [String] {
    let modifiers = "private|fileprivate|package|public|override|static|convenience|required"
    let declaration = #"^(@\w+ )*(("# + modifiers + #") )*(init|func )"#
    var owners: [String: String] = [:]
    var clashes: [String] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.range(of: declaration, options: .regularExpression) != nil {
        owners = [:]
        continue
      }
      guard let match = trimmed.range(of: #"^(\w+\.)?accessibilityIdentifier = "#, options: .regularExpression)
      else { continue }
      checked += 1
      let receiver = trimmed[match].split(separator: ".")
      let view = receiver.count > 1 ? String(receiver[0]) : "self"
      let identifier = String(trimmed[match.upperBound...])
      if let owner = owners[identifier], owner != view {
        let views = [owner, view].sorted().joined(separator: " and ")
        clashes.append("line \(number + 1): \(views) both get \(identifier)")
      }
      owners[identifier] = view
    }
    return clashes
  }
}
