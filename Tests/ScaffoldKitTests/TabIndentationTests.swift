import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Tabs as the indentation unit: a level a tab, alignment spaces after the tabs, multi-line
/// string literals untouched, lines broken as wide as Xcode shows them.
@Suite("Layout: tabs")
struct TabIndentationTests {
  @Test("each level becomes a tab; an alignment space stays after the tabs; blank lines stay empty")
  func levelsBecomeTabs() {
    let layout = SwiftLayout(indentation: 4, lineLength: 120, usesTabs: true)
    #expect(
      layout.format("struct A {\n  func f() {\n    g()\n\n     // aligned\n  }\n}")
        == "struct A {\n\tfunc f() {\n\t\tg()\n\n\t\t // aligned\n\t}\n}")
  }

  @Test("a multi-line string's text lines and closing delimiter keep their spaces, so its value is unchanged")
  func skipsMultilineStrings() {
    let text = "  let s = \"\"\"\n    text\n      more\n    \"\"\"\n  let t = #\"\"\"\n    raw\n    \"\"\"#\n  next()"
    let expected =
      "\tlet s = \"\"\"\n      text\n        more\n      \"\"\"\n\tlet t = #\"\"\"\n      raw\n      \"\"\"#\n\tnext()"
    #expect(SwiftLayout(indentation: 4, lineLength: 120, usesTabs: true).format(text) == expected)
  }

  @Test("a block comment's lines are code's: their levels become tabs")
  func convertsBlockComments() {
    #expect(TabIndentation.converted("    /* a\n       b */\n    c", tabWidth: 4) == "\t/* a\n\t   b */\n\tc")
  }

  @Test("lines are broken counting a tab as its width, as Xcode shows them")
  func breaksAtTheTabWidth() {
    let call = "    configure(first: value, second: value, third: value)"
    let fits = SwiftLayout(indentation: 2, lineLength: 80, usesTabs: true).format("  " + call.dropFirst(4))
    #expect(fits == "\tconfigure(first: value, second: value, third: value)")
    let long = "  configure(first: valueOne, second: valueTwo, third: valueThree, fourth: valueFour)"
    let narrow = SwiftLayout(indentation: 8, lineLength: 80, usesTabs: true).format(long)
    let wide = SwiftLayout(indentation: 2, lineLength: 90, usesTabs: true).format(long)
    #expect(narrow.split(separator: "\n").count > 1)
    #expect(narrow.split(separator: "\n").allSatisfy { $0.hasPrefix("\t") })
    #expect(wide.split(separator: "\n").count == 1)
  }
}
