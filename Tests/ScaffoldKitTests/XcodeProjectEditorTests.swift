import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Adding a module's files to classic groups and build phases, byte for byte.
@Suite("Adding files to an Xcode project")
struct XcodeProjectEditorTests {
  /// One app target, its group, an empty Sources phase, no Resources phase: the smallest project
  /// where every kind of insertion happens (into a section, a new section, a list, a new phase).
  static let small = fixture("small.pbxproj")
  /// What adding `Login` to it gives, byte for byte; Python's pbxproj, which imitates Xcode's
  /// writer, writes it back unchanged (scripts/check-xcode-projects).
  static let smallEdited = fixture("small.expected.pbxproj")

  private static func fixture(_ name: String) -> String {
    (try? String(contentsOf: XcodeFixtures.folder.appendingPathComponent("Unit/\(name)"), encoding: .utf8)) ?? ""
  }

  @Test("a module group with a sub-folder, a source and a resource: every added byte where Xcode puts it")
  func exactBytes() throws {
    let project = try XcodeProject(text: Self.small)
    let app = try project.target(named: "App")
    let edited = try XcodeProjectEditor(project: project, projectName: "App").adding([
      .init(
        parentGroupID: "F00000000000000000000011", name: "Login",
        files: [
          .init(path: "LoginView.swift", target: app, phase: .sources),
          .init(path: "Resources/Localizable.strings", target: app, phase: .resources),
        ])
    ])
    #expect(edited == Self.smallEdited, "\(LineDiff.describe(expected: Self.smallEdited, actual: edited))")
  }

  private func addLogin(_ files: [String], to text: String, projectName: String = "App") throws -> String {
    let project = try XcodeProject(text: text)
    let app = try project.codeTarget(named: "App")
    return try XcodeProjectEditor(project: project, projectName: projectName).adding([
      .init(
        parentGroupID: try project.group(atPath: "App"), name: "Login",
        files: files.map { .init(path: $0, target: app, phase: $0.hasSuffix(".swift") ? .sources : .resources) })
    ])
  }

  @Test("a second run over the edited project changes nothing")
  func secondRunIsNoOp() throws {
    let files = ["LoginView.swift", "Resources/Localizable.strings"]
    let once = try addLogin(files, to: Self.small)
    #expect(try addLogin(files, to: once) == once)
  }

  @Test("a module whose group exists gains only the file it lacks, at the end of the group and the phase")
  func existingGroupGainsAFile() throws {
    let once = try addLogin(["LoginView.swift"], to: Self.small)
    let twice = try addLogin(["LoginView.swift", "LoginRouter.swift"], to: once)
    let added = LineSet.added(from: once, to: twice)
    #expect(added.count == 4, "\(added)")
    #expect(
      added.contains {
        $0.hasSuffix(
          "/* LoginRouter.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LoginRouter.swift; sourceTree = \"<group>\"; };"
        )
      })
    #expect(added.contains { $0.hasPrefix("\t\t\t\t") && $0.hasSuffix("/* LoginRouter.swift */,") })
    #expect(added.contains { $0.hasPrefix("\t\t\t\t") && $0.hasSuffix("/* LoginRouter.swift in Sources */,") })
    let read = try XcodeProject(text: twice)
    let login = try read.group(atPath: "App/Login")
    let names = try #require(read.objects[login]).strings("children").compactMap { read.objects[$0]?.displayName }
    #expect(names == ["LoginView.swift", "LoginRouter.swift"])
  }

  @Test("identifiers are 24 uppercase hex digits, the same on every run, and differ between projects")
  func identifiers() throws {
    let first = try addLogin(["LoginView.swift"], to: Self.small)
    #expect(try addLogin(["LoginView.swift"], to: Self.small) == first)
    let other = try addLogin(["LoginView.swift"], to: Self.small, projectName: "Other")
    let ids = Set(try XcodeProject(text: first).objects.keys).subtracting(
      try XcodeProject(text: Self.small).objects.keys)
    let otherIDs = Set(try XcodeProject(text: other).objects.keys).subtracting(
      try XcodeProject(text: Self.small).objects.keys)
    #expect(ids.count == 3 && otherIDs.count == 3 && ids.isDisjoint(with: otherIDs))
    for id in ids { #expect(id.count == 24 && id.allSatisfy { $0.isHexDigit && !$0.isLowercase }, "\(id)") }
  }

  @Test("an identifier the project already uses is never made again: the next one of the same seed is")
  func collision() throws {
    var identifiers = XcodeIdentifier(projectName: "App")
    let wanted = identifiers.make("file", "F00000000000000000000011/Login/LoginView.swift")
    // The project already has an object of the user's with that identifier.
    let taken = Self.small.replacingOccurrences(of: "F00000000000000000000001", with: wanted)
    let edited = try addLogin(["LoginView.swift"], to: taken)
    let read = try XcodeProject(text: edited)
    #expect(read.objects[wanted]?.string("path") == "App.app")
    let reference = try #require(read.objects.values.first { $0.string("path") == "LoginView.swift" })
    #expect(reference.id != wanted && reference.id.count == 24)
    // Made again over the project before the edit (which holds `wanted`, not the new file's).
    var again = XcodeIdentifier(existing: try XcodeProject(text: taken).objects, projectName: "App")
    #expect(again.make("file", "F00000000000000000000011/Login/LoginView.swift") == reference.id)
  }

  @Test("names that need quotes are quoted as Xcode quotes them, and comments stay closed")
  func quoting() throws {
    #expect(XcodeText.value("Login View.swift") == "\"Login View.swift\"")
    #expect(XcodeText.value("Login-Info.plist") == "\"Login-Info.plist\"")
    #expect(XcodeText.value("Sources/Login.swift") == "Sources/Login.swift")
    #expect(XcodeText.value("a___b") == "\"a___b\"")
    #expect(XcodeText.value("") == "\"\"")
    #expect(XcodeText.value("say \"hi\"\\") == #""say \"hi\"\\""#)
    #expect(XcodeText.reference("AB", "odd */ name") == "AB /* odd * / name */")
    let edited = try addLogin(["Login View.swift"], to: Self.small)
    #expect(edited.contains("path = \"Login View.swift\"; sourceTree"))
    #expect(try XcodeProject(text: edited).objects.values.contains { $0.string("path") == "Login View.swift" })
  }

  @Test("a list written on one line gains the item on that line")
  func oneLineList() throws {
    let inline = Self.small.replacingOccurrences(of: "\t\t\tfiles = (\n\t\t\t);", with: "\t\t\tfiles = ();")
    let edited = try addLogin(["LoginView.swift"], to: inline)
    let line = try #require(edited.split(separator: "\n").first { $0.contains("files = (") })
    #expect(line.hasPrefix("\t\t\tfiles = (") && line.hasSuffix(" /* LoginView.swift in Sources */,);"))
    #expect(try addLogin(["LoginView.swift"], to: edited) == edited)
  }

  @Test("a project without section comments gets its objects among the others, sorted by identifier")
  func noSections() throws {
    let bare = Self.small.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("/* Begin") && !$0.hasPrefix("/* End") }.joined(separator: "\n")
    let edited = try addLogin(["LoginView.swift"], to: bare)
    #expect(!edited.contains("section */"))
    let original = try XcodeProject(text: bare).objectsNode.entries?.map(\.key) ?? []
    let keys = try XcodeProject(text: edited).objectsNode.entries?.map(\.key) ?? []
    // Each new object sits just before the first object of the file whose identifier is greater.
    var expected = original
    for id in keys.filter({ !original.contains($0) }).sorted() {
      let next = original.first { $0 > id }
      expected.insert(id, at: next.flatMap { expected.firstIndex(of: $0) } ?? expected.count)
    }
    #expect(keys == expected && keys.count == original.count + 3, "\(keys) \(expected)")
  }

  @Test("a group path, a target or a test target that does not fit is refused with what there is")
  func refusals() throws {
    let project = try XcodeFixtures.project("56-app-and-framework")
    #expect(
      throws: XcodeRefusal(
        "group 'Shop' has no group named 'Feature'; did you mean 'Features'?", hint: "its groups: Features")
    ) {
      try project.group(atPath: "Shop/Feature")
    }
    #expect(try project.group(atPath: "Shop/Features/Cart") == "A10000000000000000000404")
    #expect(try project.group(atPath: "") == "A10000000000000000000401")
    #expect(
      throws: XcodeRefusal(
        "target 'ShopTests' is bundle.unit-test, not an app, framework or library target",
        hint: "name one of: Shop, ShopCore")
    ) {
      try project.codeTarget(named: "ShopTests")
    }
    #expect(throws: XcodeRefusal("target 'Shop' is application, not a test target", hint: "name one of: ShopTests")) {
      try project.testTarget(named: "Shop")
    }
  }
}

/// The lines one text has that another lacks, for tests of what an edit added.
enum LineSet {
  static func added(from old: String, to new: String) -> [String] {
    var remaining = old.split(separator: "\n", omittingEmptySubsequences: false)[...]
    var added: [String] = []
    for line in new.split(separator: "\n", omittingEmptySubsequences: false) {
      if remaining.first == line { remaining = remaining.dropFirst() } else { added.append(String(line)) }
    }
    return remaining.isEmpty ? added : added + ["<lines removed: \(remaining.count)>"]
  }
}
