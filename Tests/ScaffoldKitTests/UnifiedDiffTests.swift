import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Unified diffs")
struct UnifiedDiffTests {
  @Test("equal texts give no diff")
  func equal() {
    #expect(UnifiedDiff.text(old: "a\nb\n", new: "a\nb\n", path: "f") == "")
  }

  @Test("a changed line: removal before insertion, three lines of context, diff -u numbering")
  func changedLine() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      UnifiedDiff.text(old: old, new: new, path: "f.swift") == """
        --- a/f.swift
        +++ b/f.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test("distant changes make separate hunks; a new file diffs against /dev/null")
  func hunksAndNewFiles() {
    let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\n2b\n").replacingOccurrences(of: "\n19\n", with: "\n")
    let diff = UnifiedDiff.text(old: old, new: new, path: "f")
    #expect(diff.components(separatedBy: "\n@@ ").count == 3)
    #expect(diff.contains("@@ -16,5 +16,4 @@\n 16\n 17\n 18\n-19\n 20\n"))
    #expect(UnifiedDiff.text(old: nil, new: "x\ny\n", path: "n") == "--- /dev/null\n+++ b/n\n@@ -0,0 +1,2 @@\n+x\n+y\n")
  }
}
