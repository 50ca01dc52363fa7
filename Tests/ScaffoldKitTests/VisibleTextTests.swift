import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Visible text in messages")
struct VisibleTextTests {
  @Test(
    "control, format and odd space characters become code points; letters, emoji and marks on letters stay",
    arguments: [
      ("plain 'Login'", "plain 'Login'"), ("a\u{1B}[2Jb", "a\\u{1B}[2Jb"), ("x\ny", "x\\u{A}y"),
      ("\u{202E}abc", "\\u{202E}abc"), ("a\u{00A0}b", "a\\u{A0}b"), ("'\u{301}x'", "'\\u{301}x'"),
      ("Café 😀 שלום", "Café 😀 שלום"), ("e\u{301}", "e\u{301}"), ("\u{FEFF}", "\\u{FEFF}"),
    ])
  func escapes(text: String, expected: String) {
    #expect(VisibleText.escaped(text) == expected)
  }

  @Test("a diagnostic is printed on one line whatever the name holds")
  func diagnosticIsOneLine() {
    let diagnostic = Diagnostic(
      "module name 'A\nerror: forged' is bad", at: SourceLocation(file: "x.yml", line: 1, column: 1), hint: "fix")
    #expect(diagnostic.description == "x.yml:1:1: error: module name 'A\\u{A}error: forged' is bad; fix")
  }

  @Test("code point names have at least four hex digits")
  func codePointNames() {
    #expect(VisibleText.codePointName("\u{7}") == "U+0007")
    #expect(VisibleText.codePointName("😀") == "U+1F600")
  }
}
