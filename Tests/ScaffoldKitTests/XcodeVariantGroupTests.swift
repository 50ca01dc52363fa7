import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A module's strings table as Xcode's Localize panel adds one: a variant group named after the
/// file, a reference per language, the group in the Resources phase, the language in
/// `knownRegions`; and all of it taken out again.
@Suite("Localized files in an Xcode project")
struct XcodeVariantGroupTests {
  /// The small unit project, with the `knownRegions` of a project Xcode 3 made.
  static let project = XcodeProjectEditorTests.small.replacingOccurrences(
    of: "\t\t\tisa = PBXProject;\n",
    with: "\t\t\tisa = PBXProject;\n\t\t\tknownRegions = (\n\t\t\t\tEnglish,\n\t\t\t\tJapanese,\n\t\t\t);\n")

  private func add(_ files: [String], to text: String) throws -> String {
    let project = try XcodeProject(text: text)
    let app = try project.codeTarget(named: "App")
    return try XcodeProjectEditor(project: project, projectName: "App").adding([
      .init(
        parentGroupID: try project.group(atPath: "App"), name: "Login",
        files: files.map { .init(path: $0, target: app, phase: $0.hasSuffix(".swift") ? .sources : .resources) })
    ])
  }

  @Test("a variant group named after the table, holding 'en' at en.lproj/<table>, built in Resources")
  func variantGroupShape() throws {
    let edited = try add(["LoginView.swift", "Resources/en.lproj/Login.strings"], to: Self.project)
    let read = try XcodeProject(text: edited)
    let resources = try #require(read.objects[try read.group(atPath: "App/Login/Resources")])
    let variant = try #require(resources.strings("children").compactMap { read.objects[$0] }.first)
    #expect(resources.strings("children").count == 1)
    #expect(variant.isa == "PBXVariantGroup" && variant.string("name") == "Login.strings")
    #expect(variant.string("path") == nil && variant.string("sourceTree") == "<group>")
    let english = try #require(variant.strings("children").first.flatMap { read.objects[$0] })
    #expect(variant.strings("children").count == 1)
    let referenceLine =
      "\(english.id) /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; "
      + "name = en; path = en.lproj/Login.strings; sourceTree = \"<group>\"; };"
    #expect(edited.contains("\t\t\(referenceLine)\n"))
    #expect(
      edited.contains("\t\t\(variant.id) /* Login.strings */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"))
    #expect(edited.contains("/* Begin PBXVariantGroup section */\n") && !edited.contains("en.lproj */ = {"))
    // The group, not the language's reference, is what the Resources phase builds.
    let builds = read.objects.values.filter { $0.isa == "PBXBuildFile" && $0.string("fileRef") == variant.id }
    let build = try #require(builds.first)
    #expect(builds.count == 1)
    #expect(
      edited.contains(
        "\(build.id) /* Login.strings in Resources */ = {isa = PBXBuildFile; fileRef = \(variant.id) /* Login.strings */; };"
      ))
    let app = try read.codeTarget(named: "App")
    let phases = try #require(read.objects[app.id]).strings("buildPhases").compactMap { read.objects[$0] }
    #expect(phases.first { $0.isa == "PBXResourcesBuildPhase" }?.strings("files") == [build.id])
    // `en` joins knownRegions at the end, and `Base`, which Xcode lists in every project it makes.
    #expect(read.knownRegions == ["English", "Japanese", "en", "Base"])
  }

  @Test("a second run changes nothing; a second language joins the existing group, once")
  func reruns() throws {
    let files = ["Resources/en.lproj/Login.strings"]
    let once = try add(files, to: Self.project)
    #expect(try add(files, to: once) == once)
    let french = try add(files + ["Resources/fr.lproj/Login.strings"], to: once)
    let added = LineSet.added(from: once, to: french)
    #expect(added.count == 3, "\(added)")
    #expect(added.contains { $0.hasSuffix("name = fr; path = fr.lproj/Login.strings; sourceTree = \"<group>\"; };") })
    #expect(added.contains { $0.hasPrefix("\t\t\t\t") && $0.hasSuffix("/* fr */,") })
    #expect(added.contains("\t\t\t\tfr,"))
    #expect(try XcodeProject(text: french).knownRegions == ["English", "Japanese", "en", "Base", "fr"])
  }

  @Test("a project that lists the language already keeps its knownRegions; one without the key is left so")
  func knownRegionsKept() throws {
    let modern = Self.project.replacingOccurrences(of: "English,\n\t\t\t\tJapanese,", with: "en,\n\t\t\t\tBase,")
    let edited = try add(["Resources/en.lproj/Login.strings"], to: modern)
    #expect(try XcodeProject(text: edited).knownRegions == ["en", "Base"])
    #expect(try XcodeProject(text: modern).missingRegions(["en"]) == [])
    let bare = try add(["Resources/en.lproj/Login.strings"], to: XcodeProjectEditorTests.small)
    #expect(try XcodeProject(text: bare).knownRegions == nil)
  }

  @Test("removal takes the group, its languages, its build file and the added regions out: the original bytes")
  func removal() throws {
    let edited = try add(["LoginView.swift", "Resources/en.lproj/Login.strings"], to: Self.project)
    let project = try XcodeProject(text: edited)
    let parent = try project.group(atPath: "App")
    let removed = try XcodeProject(
      text: XcodeProjectEditor(project: project, projectName: "App").removing([
        .init(parentGroupID: parent, name: "Login")
      ]))
    #expect(removed.unusedRegions(["en", "Base"]) == ["en", "Base"])
    let restored = XcodeProjectEditor(project: removed, projectName: "App").removingRegions(["en", "Base"])
    #expect(restored == Self.project, "\(LineDiff.describe(expected: Self.project, actual: restored))")
  }

  @Test("an edited table stays, with its group and language, and so does its region")
  func editedTableKept() throws {
    let edited = try add(["LoginView.swift", "Resources/en.lproj/Login.strings"], to: Self.project)
    let project = try XcodeProject(text: edited)
    let removal = XcodeProjectEditor.GroupRemoval(
      parentGroupID: try project.group(atPath: "App"), name: "Login", keeping: ["Resources/en.lproj/Login.strings"])
    let removed = try XcodeProject(text: XcodeProjectEditor(project: project, projectName: "App").removing([removal]))
    let resources = try #require(removed.objects[try removed.group(atPath: "App/Login/Resources")])
    let variant = try #require(resources.strings("children").first.flatMap { removed.objects[$0] })
    #expect(variant.isa == "PBXVariantGroup" && variant.strings("children").count == 1)
    #expect(removed.objects.values.contains { $0.isa == "PBXBuildFile" && $0.string("fileRef") == variant.id })
    #expect(removed.objects.values.allSatisfy { $0.string("path") != "LoginView.swift" })
    #expect(removed.unusedRegions(["en", "Base"]) == ["Base"])
  }
}
