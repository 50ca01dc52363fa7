import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Reading `project.pbxproj`: every fixture's objects, sections and targets, the bytes each
/// object occupies, and positioned errors for what Xcode would refuse too.
@Suite("Reading project.pbxproj")
struct XcodeProjectReaderTests {
  @Test("the corpus holds a project of each object version the slice covers")
  func corpusVersions() throws {
    let versions = Set(try XcodeFixtures.names.map { try XcodeFixtures.project($0).objectVersion })
    #expect(versions == ["46", "50", "52", "53", "54", "55", "56", "60", "63", "70", "77"])
  }

  @Test("each object's bytes run from its identifier to the ';' that ends it", arguments: XcodeFixtures.names)
  func objectRanges(_ name: String) throws {
    let project = try XcodeFixtures.project(name)
    #expect(!project.objects.isEmpty)
    for object in project.objects.values {
      let text = String(decoding: project.bytes[object.entry.keyRange.lowerBound..<object.entry.end], as: UTF8.self)
      #expect(text.hasPrefix(object.id + " ") || text.hasPrefix(object.id + "="), "\(name): \(object.id)")
      #expect(text.hasSuffix("};"), "\(name): \(object.id)")
      #expect(text.contains("isa = \(object.isa);"), "\(name): \(object.id)")
    }
  }

  @Test("every object lies in the section named after its isa", arguments: XcodeFixtures.names)
  func sections(_ name: String) throws {
    let project = try XcodeFixtures.project(name)
    for object in project.objects.values {
      let section = try #require(
        project.sections.first { $0.name == object.isa }, "\(name): no section for \(object.isa)")
      #expect(section.begin.upperBound < object.entry.keyRange.lowerBound && object.entry.end < section.end.lowerBound)
    }
    // Sections come in name order, as Xcode writes them.
    let names = project.sections.map(\.name)
    #expect(names == names.sorted(), "\(name)")
  }

  @Test("targets, their kinds and their product module names")
  func targets() throws {
    let expected: [String: [(String, String, Bool, Bool)]] = [
      "46-classic-app": [("Legacy App", "Legacy_App", true, false), ("LegacyAppTests", "LegacyAppTests", false, true)],
      "50-named-groups": [("Atlas", "AtlasApp", true, false)],
      "56-app-and-framework": [
        ("Shop", "Shop", true, false), ("ShopTests", "ShopTests", false, true), ("ShopCore", "CoreKit", true, false),
      ],
      "60-swift-packages": [("Notes (iOS)", "Notes", true, false), ("NotesTests", "NotesTests", false, true)],
      "63-cocoapods": [("Travel", "Travel", true, false)],
      "70-synchronized-inline": [("Weather", "Weather", true, false), ("WeatherTests", "WeatherTests", false, true)],
      "77-synchronized-folders": [("Recipes", "Recipes", true, false), ("RecipesTests", "RecipesTests", false, true)],
    ]
    for (name, targets) in expected {
      let read = try XcodeFixtures.project(name).targets
      #expect(read.map(\.name) == targets.map(\.0), "\(name)")
      #expect(read.map(\.productModuleName) == targets.map(\.1), "\(name)")
      #expect(read.map(\.isCodeTarget) == targets.map(\.2), "\(name)")
      #expect(read.map(\.isTestTarget) == targets.map(\.3), "\(name)")
    }
  }

  @Test("an unknown target is refused with the closest name and the list of targets")
  func unknownTarget() throws {
    let project = try XcodeFixtures.project("56-app-and-framework")
    #expect(
      throws: XcodeRefusal(
        "the project has no target named 'ShopCor'; did you mean 'ShopCore'?",
        hint: "its targets: Shop, ShopTests, ShopCore")
    ) { try project.target(named: "ShopCor") }
    #expect(
      throws: XcodeRefusal(
        "the project has no target named 'Checkout'", hint: "its targets: Shop, ShopTests, ShopCore")
    ) {
      try project.target(named: "Checkout")
    }
  }

  @Test("product names become module names as Xcode's c99extidentifier makes them")
  func c99Identifiers() {
    #expect(XcodeProject.c99Identifier("My App") == "My_App")
    #expect(XcodeProject.c99Identifier("2048") == "_048")
    #expect(XcodeProject.c99Identifier("Café-Menu") == "Café_Menu")
  }

  @Test("quoted strings keep their escapes' characters; objects of kinds the reader never heard of are read too")
  func valuesAndUnknownObjects() throws {
    let project = try XcodeFixtures.project("63-cocoapods")
    let script = try #require(project.objects["D1E2F3A4B5C6D7E8F9A0B1C2"]?.string("shellScript"))
    #expect(script.hasPrefix("diff \"${PODS_PODFILE_DIR_PATH}/Podfile.lock\""))
    #expect(script.contains("\nif [ $? != 0 ] ; then\n"))
    let future = """
      // !$*UTF8*$!
      {
      \tobjectVersion = 99;
      \tobjects = {
      \t\tAAAAAAAAAAAAAAAAAAAAAAAA = {isa = PBXProject; targets = (); futureKey = <0fbd7723>; };
      \t\tBBBBBBBBBBBBBBBBBBBBBBBB = {isa = PBXHologramGroup; depth = "3 \\U00e9"; };
      \t};
      \trootObject = AAAAAAAAAAAAAAAAAAAAAAAA;
      }
      """
    let read = try XcodeProject(text: future)
    #expect(read.objectVersion == "99")
    #expect(read.objects["BBBBBBBBBBBBBBBBBBBBBBBB"]?.isa == "PBXHologramGroup")
    #expect(read.objects["BBBBBBBBBBBBBBBBBBBBBBBB"]?.string("depth") == "3 é")
  }

  @Test(
    "a quoted string reads the same with or without escapes, wherever they are",
    arguments: [
      ("\"<group>\"", "<group>"), ("\"\"", ""), ("\"Login Screen.swift\"", "Login Screen.swift"),
      ("\"Ünïcödé Fïlé.swift\"", "Ünïcödé Fïlé.swift"), ("\"\\\"quoted\\\"\"", "\"quoted\""),
      ("\"a\\nb\"", "a\nb"), ("\"tail\\t\"", "tail\t"), ("\"\\U00e9t\u{E9}\"", "\u{E9}t\u{E9}"),
      ("\"back\\\\slash\"", "back\\slash"),
    ])
  func quotedStrings(written: String, read: String) throws {
    let text = """
      // !$*UTF8*$!
      {
      \tobjectVersion = 77;
      \tobjects = {
      \t\tAAAAAAAAAAAAAAAAAAAAAAAA = {isa = PBXProject; targets = (); name = \(written); };
      \t};
      \trootObject = AAAAAAAAAAAAAAAAAAAAAAAA;
      }
      """
    let project = try XcodeProject(text: text)
    #expect(project.objects["AAAAAAAAAAAAAAAAAAAAAAAA"]?.string("name") == read)
  }

  @Test(
    "a malformed project is refused at the line and column of the fault",
    arguments: [
      (
        "{\n\tobjects = {\n\t\tA = {isa = PBXGroup\n\t\t};\n}", 4, 3, "expected ';' after the value of 'isa', found '}'"
      ),
      ("{\n\tname = \"open;\n}\n", 2, 9, "a quoted string is not closed before the end of the file"),
      ("{\n\t/* never closed\n}", 2, 2, "a '/*' comment is not closed before the end of the file"),
      ("{\n\tlist = (a b);\n}", 2, 12, "expected ',' or ')' after an array item, found 'b'"),
      ("{\n\tobjects = {\n\t};\n}\n}", 5, 1, "text after the end of the project's top-level dictionary"),
      ("{ key = ; }", 1, 9, "expected a value, found ';'"),
      ("{\n\tobjects = {\n\t};\n}", 1, 1, "'rootObject' is missing or has the wrong kind of value"),
    ])
  func malformed(_ text: String, line: Int, column: Int, message: String) {
    do {
      _ = try XcodeProject(text: text)
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.line == line && error.column == column, "\(error)")
      #expect(error.message == message)
      #expect(error.description == "project.pbxproj:\(line):\(column): error: \(message)")
    }
  }

  @Test("a project with merge-conflict markers is refused at the first marker, with what to do")
  func conflictMarkers() throws {
    var lines = try XcodeFixtures.text("56-app-and-framework").components(separatedBy: "\n")
    let index = try #require(
      lines.firstIndex { $0.contains("A10000000000000000000002 /* ContentView.swift in Sources */") })
    lines.insert("<<<<<<< HEAD", at: index)
    lines.insert("=======", at: index + 2)
    lines.insert(">>>>>>> feature/cart", at: index + 3)
    #expect(throws: XcodeProjectError(.mergeConflict, line: index + 1, column: 1)) {
      try XcodeProject(text: lines.joined(separator: "\n"))
    }
    let error = XcodeProjectError(.mergeConflict, line: 3, column: 1)
    #expect(error.message.contains("merge-conflict markers"))
    #expect(error.hint.contains("remove the marker lines"))
  }

  @Test(
    "each of git's four markers at a line's start is a conflict; six of its character, or one not at the start, is not",
    arguments: ["<", "=", ">", "|"])
  func conflictMarkerShapes(_ character: String) {
    let marker = String(repeating: character, count: 7)
    let refused = ["\(marker)", "\(marker) ours", "{\n\(marker)\n}", "a\n\(marker)"]
    for text in refused {
      #expect(throws: XcodeProjectError.self, "\(text.debugDescription)") {
        try PropertyListParser.refuseConflictMarkers(in: Array(text.utf8))
      }
    }
    let kept = [String(repeating: character, count: 6), "\t\(marker)", "a\(marker)", "x\n\(marker.dropLast())"]
    for text in kept {
      #expect(throws: Never.self, "\(text.debugDescription)") {
        try PropertyListParser.refuseConflictMarkers(in: Array(text.utf8))
      }
    }
  }
}
