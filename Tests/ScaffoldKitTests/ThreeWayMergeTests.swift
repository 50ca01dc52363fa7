import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The merge engine of `scaffold update`, on the classic cases: base is what the tool generated
/// last, ours the file on disk, theirs what the tool generates now.
@Suite("Three-way merge")
struct ThreeWayMergeTests {
  private let base = "a\nb\nc\nd\ne\n"

  private func merge(_ ours: String, _ theirs: String, base: String? = nil) -> ThreeWayMerge.Result {
    ThreeWayMerge.merge(base: base ?? self.base, ours: ours, theirs: theirs)
  }

  @Test("a side that left the base alone takes the other side's text")
  func oneSideChanged() {
    #expect(merge(base, "a\nB\nc\nd\ne\n") == .init(text: "a\nB\nc\nd\ne\n", conflicts: 0))
    #expect(merge("a\nb\nc\nD\ne\n", base) == .init(text: "a\nb\nc\nD\ne\n", conflicts: 0))
  }

  @Test("changes to lines apart merge cleanly, each kept")
  func separateLines() {
    let result = merge("a\nB (mine)\nc\nd\ne\n", "a\nb\nc\nd\nE (new)\n")
    #expect(result == .init(text: "a\nB (mine)\nc\nd\nE (new)\n", conflicts: 0))
  }

  @Test("an insertion and a change elsewhere merge cleanly")
  func insertAndChange() {
    let result = merge("a\nb\nmine\nc\nd\ne\n", "a\nb\nc\nd\ne\nf\n")
    #expect(result == .init(text: "a\nb\nmine\nc\nd\ne\nf\n", conflicts: 0))
  }

  @Test("both sides making the same change agree")
  func sameChange() {
    #expect(merge("a\nX\nc\nd\ne\n", "a\nX\nc\nd\ne\n").conflicts == 0)
    #expect(merge("a\nX\nc\nd\ne\nf\n", "a\nX\nc\nd\ne\n") == .init(text: "a\nX\nc\nd\ne\nf\n", conflicts: 0))
  }

  @Test("both sides editing the same line conflict, with all three versions between markers")
  func sameLine() {
    let result = merge("a\nb\nmine\nd\ne\n", "a\nb\ntheirs\nd\ne\n")
    #expect(result.conflicts == 1)
    #expect(
      result.text == """
        a
        b
        <<<<<<< yours (on disk)
        mine
        ||||||| generated before
        c
        =======
        theirs
        >>>>>>> generated now
        d
        e

        """)
    #expect(ThreeWayMerge.hasConflictMarkers(result.text))
  }

  @Test("edits on adjacent lines conflict, as in git: no unchanged line orders them")
  func adjacentLines() {
    let result = merge("a\nB\nc\nd\ne\n", "a\nb\nC\nd\ne\n")
    #expect(result.conflicts == 1)
    #expect(result.text.contains("<<<<<<< yours (on disk)\nB\nc\n||||||| generated before\nb\nc\n=======\nb\nC\n"))
  }

  @Test("two different insertions at the same place conflict; the same insertion does not")
  func insertsAtTheSamePlace() {
    let different = merge("a\nb\nmine\nc\nd\ne\n", "a\nb\ntheirs\nc\nd\ne\n")
    #expect(different.conflicts == 1)
    #expect(different.text.contains("<<<<<<< yours (on disk)\nmine\n||||||| generated before\n=======\ntheirs\n"))
    #expect(merge("a\nb\nsame\nc\nd\ne\n", "a\nb\nsame\nc\nd\ne\n").conflicts == 0)
  }

  @Test("a line deleted on one side and edited on the other conflicts")
  func deleteAgainstEdit() {
    let result = merge("a\nb\nd\ne\n", "a\nb\nC\nd\ne\n")
    #expect(result.conflicts == 1)
    #expect(result.text.contains("<<<<<<< yours (on disk)\n||||||| generated before\nc\n=======\nC\n>>>>>>> "))
  }

  @Test("a line deleted on one side and left alone on the other is deleted")
  func deleteAgainstNothing() {
    #expect(merge("a\nb\nd\ne\n", base) == .init(text: "a\nb\nd\ne\n", conflicts: 0))
    #expect(merge("a\nb\nc\nd\ne\nmine\n", "a\nc\nd\ne\n") == .init(text: "a\nc\nd\ne\nmine\n", conflicts: 0))
  }

  @Test("a missing final newline is a change of the last line, kept or merged like any other")
  func finalNewline() {
    // Theirs drops the final newline; ours edits the first line: both kept.
    #expect(merge("A\nb\nc\nd\ne\n", "a\nb\nc\nd\ne") == .init(text: "A\nb\nc\nd\ne", conflicts: 0))
    // Both change the last line, one without a newline: the conflict still puts each marker on
    // a line of its own.
    let result = merge("a\nb\nc\nd\nmine", "a\nb\nc\nd\ntheirs\n")
    #expect(result.conflicts == 1)
    #expect(
      result.text.hasSuffix(
        "<<<<<<< yours (on disk)\nmine\n||||||| generated before\ne\n=======\ntheirs\n>>>>>>> generated now\n"))
  }

  @Test("CRLF text merges line by line and its conflict markers use CRLF")
  func crlf() {
    let base = "a\r\nb\r\nc\r\nd\r\n"
    #expect(
      merge("a\r\nB\r\nc\r\nd\r\n", "a\r\nb\r\nc\r\nD\r\n", base: base)
        == .init(text: "a\r\nB\r\nc\r\nD\r\n", conflicts: 0))
    let conflict = merge("a\r\nmine\r\nc\r\nd\r\n", "a\r\ntheirs\r\nc\r\nd\r\n", base: base)
    #expect(conflict.text.contains("<<<<<<< yours (on disk)\r\nmine\r\n||||||| generated before\r\nb\r\n=======\r\n"))
  }

  @Test("an empty base: identical texts merge, different ones are one conflict")
  func emptyBase() {
    #expect(merge("x\n", "x\n", base: "") == .init(text: "x\n", conflicts: 0))
    let result = merge("mine\n", "theirs\n", base: "")
    #expect(result.conflicts == 1)
    #expect(
      result.text == "<<<<<<< yours (on disk)\nmine\n||||||| generated before\n=======\ntheirs\n>>>>>>> generated now\n"
    )
  }

  @Test("a file emptied by hand against a template change conflicts; against no change it stays empty")
  func emptiedByHand() {
    #expect(merge("", base) == .init(text: "", conflicts: 0))
    #expect(merge("", "a\nb\nc\nd\ne\nf\n").conflicts == 1)
  }

  @Test("several separate conflicts are counted one by one, with the clean parts between them kept")
  func severalConflicts() {
    let result = merge("A1\nb\nc\nd\nE1\n", "A2\nb\nc\nd\nE2\n")
    #expect(result.conflicts == 2)
    #expect(result.text.contains(">>>>>>> generated now\nb\nc\nd\n<<<<<<< yours (on disk)\n"))
  }

  @Test("conflict markers are found only as a whole set, each at the start of a line")
  func markerDetection() {
    #expect(!ThreeWayMerge.hasConflictMarkers("let arrow = \"<<<<<<< not a conflict\"\n"))
    #expect(!ThreeWayMerge.hasConflictMarkers("<<<<<<< yours\nonly a start\n"))
    #expect(ThreeWayMerge.hasConflictMarkers(merge("x\nb\nc\nd\ne\n", "y\nb\nc\nd\ne\n").text))
    let markers = ["<<<<<<< yours\n", "a\n", "||||||| base\n", "b\n", "=======\n", "c\n", ">>>>>>> now\n"]
    #expect(ThreeWayMerge.hasConflictMarkers(markers.joined()))
    // CRLF lines, and a last marker with no newline after it.
    #expect(ThreeWayMerge.hasConflictMarkers(markers.joined().replacingOccurrences(of: "\n", with: "\r\n")))
    #expect(ThreeWayMerge.hasConflictMarkers(String(markers.joined().dropLast())))
    // Out of order, or one missing: not a conflict the merge wrote.
    #expect(!ThreeWayMerge.hasConflictMarkers(markers.reversed().joined()))
    #expect(!ThreeWayMerge.hasConflictMarkers(markers.filter { !$0.hasPrefix("=") }.joined()))
    // Indented markers are text, not markers.
    #expect(!ThreeWayMerge.hasConflictMarkers(markers.map { " " + $0 }.joined()))
  }

  @Test("the text splits into lines that keep their endings and join back byte for byte")
  func lines() {
    for text in ["", "a", "a\n", "a\r\nb\nc", "\n\n", "a\r\n\r\n"] {
      #expect(TextLines(text).text == text)
    }
    #expect(TextLines("a\r\nb\nc").lines == ["a\r\n", "b\n", "c"])
    #expect(TextLines("a\r\nb\r\nc\n").lineEnding == "\r\n")
    #expect(TextLines("a\r\nb\nc\n").lineEnding == "\n")
  }
}
