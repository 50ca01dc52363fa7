import Foundation
import ScaffoldBase

/// Two things in Generamba test templates that only make sense in an app's Xcode project, turned
/// into what compiles in the package Scaffold generates, each with a note saying so.
enum GenerambaTestFiles {
  /// `@testable import {{ module_info.project_name }}`: in Generamba the module's code is in the
  /// app target, named after the project, so the tests import the app. In a generated package the
  /// code is in the module's own target, which `module_info.product_module_name`
  /// (`{{targets.productModule}}`) names, so such a line is rewritten to it before conversion. The
  /// line keeps its number, so diagnostics still point into the original file.
  /// Returns the rewritten text and where each rewritten tag was (`file:line:column`).
  static func testableImports(in text: String, file: String) -> (text: String, positions: [String]) {
    guard text.contains("project_name") else { return (text, []) }
    var positions: [String] = []
    let lines = text.components(separatedBy: "\n").enumerated().map { number, line -> String in
      guard
        let range = line.range(
          of: #"@testable\s+import\s+\{\{-?\s*module_info\.project_name\s*-?\}\}"#, options: .regularExpression),
        let tag = line.range(of: "{{", range: range)
      else { return line }
      let column = line.distance(from: line.startIndex, to: tag.lowerBound) + 1
      positions.append("\(file):\(number + 1):\(column)")
      return line.replacingCharacters(
        in: tag.lowerBound..<range.upperBound, with: "{{ module_info.product_module_name }}")
    }
    return (lines.joined(separator: "\n"), positions)
  }

  /// One note for a template's rewritten imports, at the first, counting the others.
  static func testableImportsNote(_ positions: [String]) -> String? {
    guard let first = positions.first else { return nil }
    let others = positions.count > 1 ? " (here and in \(positions.count - 1) more place(s))" : ""
    return
      "\(first): '@testable import {{ module_info.project_name }}'\(others) imports the app in Generamba; the package's code is in the module's own target, so it imports {{targets.productModule}} (Generamba's module_info.product_module_name)"
  }

  /// The file name Scaffold writes for a Swift template Generamba names with a C-family
  /// extension (the official mvc_tablecontroller's `ViewControllerTests.m`): SwiftPM ignores a
  /// test target holding C-family files ("C language in tests is not yet supported"), so the
  /// file gets `.swift`, and a note. Any other name is kept.
  static func swiftName(
    _ fileName: String, template: String, entry: Located<String>, notes: inout [String]
  ) -> String {
    let templateName = template.hasSuffix(".liquid") ? String(template.dropLast(".liquid".count)) : template
    guard templateName.lowercased().hasSuffix(".swift"),
      let dot = fileName.lastIndex(of: "."),
      GenerambaImport.cFamilyExtensions.contains(fileName[fileName.index(after: dot)...].lowercased())
    else { return fileName }
    let at = entry.location.map { "\($0): " } ?? ""
    notes.append(
      "\(at)'\(entry.value)' has an Objective-C extension but its template '\(template)' is Swift; it is written with the extension .swift, which SwiftPM compiles"
    )
    return fileName[..<dot] + ".swift"
  }
}
