import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The merge base's file format and what `update` decides for each file.
@Suite("Merge bases and update decisions")
struct MergeBaseTests {
  @Test("an archive reads back byte for byte, whatever the texts hold")
  func roundTrip() throws {
    let texts = [
      "Sources/A.swift": "file 3 Sources/Evil.swift\nabc\n",  // looks like a header
      "Sources/B.swift": "",
      "Sources/C.swift": "no final newline",
      "Sources/D.swift": "line\r\nwindows\r\n",
      "Sources/Ünïcødé é.swift": "// 日本語 🎉\n",
      "scaffold-base 1": "scaffold-base 1\n",
    ]
    let archive = BaseArchive(texts: texts)
    let read = try #require(BaseArchive(text: archive.text))
    #expect(read.texts == texts)
    #expect(archive.text.hasPrefix("scaffold-base 1\nfile "))
  }

  @Test("a damaged or foreign file is no base, never a wrong one")
  func damaged() {
    #expect(BaseArchive(text: "") == nil)
    #expect(BaseArchive(text: "{\"json\": true}\n") == nil)
    #expect(BaseArchive(text: "scaffold-base 1\nfile 100 A.swift\nshort\n") == nil)
    #expect(BaseArchive(text: "scaffold-base 1\nfile x A.swift\n\n") == nil)
    #expect(BaseArchive(text: "scaffold-base 1\nfile 3 A.swift\nabcd\n") == nil)
    #expect(BaseArchive(text: "scaffold-base 1\n")?.texts == [:])
  }

  @Test("an archive reads exactly when it is readable, cut or changed anywhere")
  func readableAsRead() {
    let text = BaseArchive(texts: ["Sources/A.swift": "one\ntwo\n", "Sources/B é.swift": "", "C": "x"]).text
    var variants = (0...text.utf8.count).map { String(decoding: text.utf8.prefix($0), as: UTF8.self) }
    variants += ["file 9 ", "file +8 ", "file -0 ", "file 8  ", "fil 8 ", "file 8\u{301} "].map {
      text.replacingOccurrences(of: "file 8 ", with: $0)
    }
    for variant in variants {
      #expect(BaseArchive.isReadable(variant) == (BaseArchive(text: variant) != nil), "\(variant.debugDescription)")
    }
    #expect(BaseArchive.isReadable(text))
  }

  @Test("bases are parsed when a merge first asks; the first module's base of a path wins; unreadable ones are noted")
  func lazyBases() {
    let first = BaseArchive(texts: ["Sources/A.swift": "first\n"]).text
    let second = BaseArchive(texts: ["Sources/A.swift": "second\n", "Sources/B.swift": "b\n"]).text
    let bases = MergeBases(modules: ["A", "B", "C", "D", "E"], texts: [first, second, "damaged", nil, nil])
    let decision = MergeDecision(base: { bases.base(ofPath: $0) }, restoresDeleted: false)
    let file = GeneratedFile(path: "Sources/A.swift", contents: "new\n", kind: .source)
    #expect(decision.change(for: file, existing: "new\n", generatedBefore: true).action == .unchanged)
    #expect(decision.change(for: file, existing: nil, generatedBefore: false).action == .create)
    #expect(!bases.hasParsed)
    #expect(bases.base(ofPath: "Sources/A.swift") == "first\n")
    #expect(bases.base(ofPath: "Sources/B.swift") == "b\n")
    #expect(bases.hasParsed)
    #expect(bases.missing(recorded: ["A", "C", "D"]) == ["C", "D"])
  }

  private let file = GeneratedFile(
    path: "Sources/A.swift", contents: "one\ntwo\nthree\nfour new\n", kind: .source)

  @Test(
    "an edit elsewhere merges; the same line edited on both sides conflicts; without a base every difference conflicts"
  )
  func decisions() {
    let decision = MergeDecision(bases: ["Sources/A.swift": "one\ntwo\nthree\nfour\n"], restoresDeleted: false)
    let merged = decision.change(for: file, existing: "one mine\ntwo\nthree\nfour\n", generatedBefore: true)
    #expect(merged.action == .merge)
    #expect(merged.contents == "one mine\ntwo\nthree\nfour new\n")
    let conflicted = decision.change(for: file, existing: "one\ntwo\nthree\nfour mine\n", generatedBefore: true)
    #expect(conflicted.action == .conflicted)
    #expect(ThreeWayMerge.hasConflictMarkers(conflicted.contents))
    let same = decision.change(for: file, existing: "one\ntwo\nthree\nfour new\n", generatedBefore: true)
    #expect(same.action == .unchanged)
    let noBase = MergeDecision(bases: [:], restoresDeleted: false)
    #expect(
      noBase.change(for: file, existing: "one mine\ntwo\nthree\nfour\n", generatedBefore: true).action == .conflicted)
  }

  @Test("a file deleted by hand stays deleted unless restored; a file never generated is created")
  func deleted() {
    let bases = ["Sources/A.swift": "one\ntwo\nthree\nfour\n"]
    #expect(
      MergeDecision(bases: bases, restoresDeleted: false).change(for: file, existing: nil, generatedBefore: true)
        .action == .keptDeleted)
    #expect(
      MergeDecision(bases: bases, restoresDeleted: true).change(for: file, existing: nil, generatedBefore: true)
        .action == .create)
    #expect(
      MergeDecision(bases: [:], restoresDeleted: false).change(for: file, existing: nil, generatedBefore: false)
        .action == .create)
  }

  @Test("merge, conflicted and kept-deleted: only the first two write")
  func writes() {
    #expect(FileAction.merge.writes && FileAction.conflicted.writes && !FileAction.keptDeleted.writes)
  }
}
