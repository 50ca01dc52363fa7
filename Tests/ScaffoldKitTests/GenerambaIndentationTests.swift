import Testing

@testable import ScaffoldGeneramba

/// The indentation an imported template is written with, which the package manifest the import
/// adds takes too.
@Suite("Generamba import: the template's indentation")
struct GenerambaIndentationTests {
  @Test(
    "the unit is a tab when most indented lines start with one, else the fewest leading spaces",
    arguments: [
      (["class A {\n    var b = 1\n    func c() {\n        d()\n    }\n}\n"], "    "),
      (["class A {\n  var b = 1\n}\n", "enum E {\n  case a\n}\n"], "  "),
      (["class A {\n\tvar b = 1\n\tfunc c() {\n\t\td()\n\t}\n}\n", "// comment\n   \n"], "\t"),
      // A blank line's whitespace does not count; no indented line at all gives four spaces.
      (["import Foundation\n  \n", "protocol P {}\n"], "    "),
    ])
  func unit(_ example: ([String], String)) {
    #expect(GenerambaIndentation.unit(of: example.0) == example.1)
  }

  @Test("a text written at two spaces a level is written at the unit a level")
  func reindented() {
    let text = "let package = Package(\n  name: \"A\",\n  targets: [\n    .target(name: \"A\")\n  ]\n)\n"
    #expect(
      GenerambaIndentation.reindented(text, unit: "    ")
        == "let package = Package(\n    name: \"A\",\n    targets: [\n        .target(name: \"A\")\n    ]\n)\n")
    #expect(
      GenerambaIndentation.reindented(text, unit: "\t")
        == "let package = Package(\n\tname: \"A\",\n\ttargets: [\n\t\t.target(name: \"A\")\n\t]\n)\n")
  }
}
