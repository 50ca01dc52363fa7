import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Folders Xcode 16 keeps in step with the disk: exception sets made, extended and taken back.
@Suite("Synchronized folders")
struct XcodeSynchronizedFolderTests {
  private func exclude(_ paths: [String], from targetName: String, folder: String, in fixture: String) throws
    -> (before: String, after: String, project: XcodeProject)
  {
    let text = try XcodeFixtures.text(fixture)
    let project = try XcodeProject(text: text)
    let exclusion = XcodeProjectEditor.Exclusion(
      folderID: try project.group(atPath: folder), target: try project.target(named: targetName), paths: paths)
    let editor = XcodeProjectEditor(project: project, projectName: fixture)
    let after = try editor.excluding([exclusion])
    let undone = XcodeProjectEditor(project: try XcodeProject(text: after), projectName: fixture)
      .includingAgain([exclusion])
    #expect(undone == text, "\(LineDiff.describe(expected: text, actual: undone))")
    return (text, after, project)
  }

  @Test("an existing set gains the paths in sorted order, one a line")
  func extendsExistingSet() throws {
    let (before, after, _) = try exclude(
      ["Login/LoginView.swift", "Login/LoginBuilder.swift"], from: "CookbookWidget", folder: "Shared",
      in: "77-shared-synchronized-folder")
    #expect(
      after
        == before.replacingOccurrences(
          of: "\t\t\t\tAppOnly/Settings.swift,\n",
          with: "\t\t\t\tAppOnly/Settings.swift,\n\t\t\t\tLogin/LoginBuilder.swift,\n\t\t\t\tLogin/LoginView.swift,\n"))
  }

  @Test("a target without a set gets one, named in the folder's exceptions, as Xcode 16 writes it")
  func makesSet() throws {
    let (before, after, _) = try exclude(
      ["Login/LoginView.swift"], from: "Cookbook", folder: "Shared", in: "77-shared-synchronized-folder")
    let added = LineSet.added(from: before, to: after)
    let id = try #require(added.first?.split(separator: " ").first.map { $0.trimmingCharacters(in: .whitespaces) })
    let comment = "/* Exceptions for \"Shared\" folder in \"Cookbook\" target */"
    #expect(
      added == [
        "\t\t\(id) \(comment) = {", "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;",
        "\t\t\tmembershipExceptions = (", "\t\t\t\tLogin/LoginView.swift,", "\t\t\t);",
        "\t\t\ttarget = E50000000000000000005001 /* Cookbook */;", "\t\t};", "\t\t\t\t\(id) \(comment),",
      ], "\(added)")
    let read = try XcodeProject(text: after)
    let folder = try #require(read.objects[try read.group(atPath: "Shared")])
    #expect(folder.strings("exceptions").count == 2)
    #expect(read.objects[id]?.string("target") == "E50000000000000000005001")
  }

  @Test("a folder without exceptions gets the key before path, over lines or on its one line")
  func makesExceptionsKey() throws {
    let (before, after, _) = try exclude(
      ["Login/LoginTests.swift"], from: "Recipes", folder: "RecipesTests", in: "77-synchronized-folders")
    let added = LineSet.added(from: before, to: after)
    #expect(added.contains("\t\t\texceptions = ("))
    #expect(after.contains("\t\t\t);\n\t\t\tpath = RecipesTests;\n"))
    let (_, inline, _) = try exclude(
      ["Login/LoginTests.swift"], from: "Weather", folder: "WeatherTests", in: "70-synchronized-inline")
    let line = try #require(inline.split(separator: "\n").first { $0.contains("path = WeatherTests;") })
    #expect(line.contains("explicitFolders = (); exceptions = (") == false)
    #expect(line.contains("isa = PBXFileSystemSynchronizedRootGroup; exceptions = ("))
  }

  @Test("the default group of an Xcode 16 target is its first synchronized folder")
  func defaultGroup() throws {
    let project = try XcodeFixtures.project("77-shared-synchronized-folder")
    let choice = try project.defaultGroup(for: try project.target(named: "CookbookWidget"))
    #expect(choice.path == "Shared" && choice.folder == "Shared" && choice.isSynchronized)
    #expect(project.synchronizedTargets(of: choice.id).map(\.name) == ["Cookbook", "CookbookWidget"])
    #expect(throws: XcodeRefusal.self) { try project.group(atPath: "Shared/Login") }
  }
}

@Suite("Types a target declares")
struct XcodeTargetDeclarationTests {
  @Test("top-level type declarations, with their modifiers and attributes, and their lines")
  func topLevelTypes() {
    let text = """
      import UIKit

      public struct LoginModel: Equatable {
        struct Nested {}
      }
      @MainActor final class LoginPresenter {}
      extension LoginModel {}
      typealias LoginID = String
      public enum LoginError<T>: Error {}
      // class Commented
      """
    let found = TopLevelTypes.declared(in: text)
    #expect(found.map(\.name) == ["LoginModel", "LoginPresenter", "LoginID", "LoginError"])
    #expect(found.map(\.line) == [3, 6, 8, 9])
  }

  @Test("a target's Swift files: those its phases build and its synchronized folders")
  func swiftSources() throws {
    let classic = try XcodeFixtures.project("46-classic-app")
    #expect(
      classic.swiftSources(of: try classic.target(named: "Legacy App")).files == ["Legacy App/AppDelegate.swift"])
    let synchronized = try XcodeFixtures.project("77-shared-synchronized-folder")
    let sources = synchronized.swiftSources(of: try synchronized.target(named: "CookbookWidget"))
    #expect(sources.files.isEmpty && sources.folders == ["Shared", "CookbookWidget"])
  }
}

@Suite("Where groups and files are on disk")
struct XcodeLocationTests {
  @Test("a file's place in its group's folder is the path both resolve to, plain names or not")
  func filePaths() {
    let folders = ["", "App", "App/UI/Screens", "Shared", "a/\u{301}b"]
    let owns = [
      "Login.swift", "Sub/Login.swift", "../Login.swift", "./Login.swift", "../../../Login.swift", ".", "..", "",
      "Sub//Login.swift", "Ünïcödé.swift", "\u{301}Login.swift", "Login.swift/",
    ]
    for folder in folders {
      let resolvedFolder = XcodeProject.resolved(folder.split(separator: "/").map(String.init))
      #expect(resolvedFolder == folder, "each folder here is one a group's place can be")
      for own in owns {
        let slow = XcodeProject.resolved(
          folder.split(separator: "/").map(String.init) + own.split(separator: "/").map(String.init))
        #expect(XcodeProject.path(of: own, inFolder: folder) == slow, "\(folder) + \(own)")
      }
    }
  }

  @Test("a group's folder follows the paths of its groups, not their names; SOURCE_ROOT starts at the project's folder")
  func folders() throws {
    let project = try XcodeFixtures.project("50-named-groups")
    let screens = try project.choice(ofGroup: try project.group(atPath: "Atlas/Screens"), reason: "")
    #expect(screens.path == "Atlas/Screens" && screens.folder == "Atlas/UI/Screens")
    #expect(try project.choice(ofGroup: try project.group(atPath: "Style"), reason: "").folder == "")
    #expect(
      project.swiftSources(of: try project.target(named: "Atlas")).files == [
        "Atlas/AppDelegate.swift", "Atlas/UI/Screens/HomeScreen.swift", "Shared/Style/Theme.swift",
        "Atlas/UI/Screens/Search/SearchScreen.swift",
      ])
    // Screens is where the app's screens are: the module goes there, not beside AppDelegate.swift.
    let chosen = try project.defaultGroup(for: try project.target(named: "Atlas"))
    #expect(chosen.path == "Atlas/Screens" && chosen.folder == "Atlas/UI/Screens")
    #expect(
      chosen.reason
        == "its name, Screens, is one teams keep modules in; it holds 2 of the 4 Swift files of target Atlas")
  }
}
