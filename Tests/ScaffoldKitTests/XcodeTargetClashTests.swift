import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The checks that keep the modules of one app target apart: types (one Swift module) and
/// resources (one bundle), against the target and against each other in one run.
@Suite("Clashes inside one Xcode target")
struct XcodeTargetClashTests {
  private let project: XcodeProject
  private let target: XcodeTarget
  private let root: URL

  init() throws {
    project = try XcodeFixtures.project("53-localized-storyboards")
    target = try project.target(named: "Journal")
    root = try FileTree.temporaryDirectory()
  }

  private func source(_ path: String, _ text: String) -> GeneratedFile {
    GeneratedFile(path: path, contents: text, kind: .source)
  }

  private func table(_ module: String, region: String = "en") -> GeneratedFile {
    GeneratedFile(
      path: "Journal/\(module)/Resources/\(region).lproj/\(module).strings", contents: "\"a\" = \"b\";\n",
      kind: .resource)
  }

  private func messages(_ body: () throws(ScaffoldError) -> Void) -> [String] {
    do {
      try body()
      return []
    } catch .packageRefused(let diagnostics) {
      return diagnostics.map(\.message)
    } catch {
      return ["\(error)"]
    }
  }

  @Test("the same type in two modules of one run is refused at the first module's file; distinct types pass")
  func typeInTwoModules() {
    let modules = [
      (name: "Checkout", files: [source("Journal/Checkout/CheckoutEntities.swift", "\npublic struct Address {}\n")]),
      (name: "Book", files: [source("Journal/Book/BookEntities.swift", "public struct Address {}\n")]),
    ]
    let refused = messages { () throws(ScaffoldError) in
      try XcodeTargetDeclarations.check(modules, targets: (target, nil), in: project, root: root, replacing: [])
    }
    #expect(refused.count == 1)
    #expect(
      refused.first?.hasPrefix(
        "module Book would declare 'Address' in target Journal, which Journal/Checkout/CheckoutEntities.swift:2 "
          + "declares already") == true, "\(refused)")
    let distinct = [
      modules[0], (name: "Book", files: [source("Journal/Book/BookEntities.swift", "struct Shelf {}\n")]),
    ]
    #expect(
      messages { () throws(ScaffoldError) in
        try XcodeTargetDeclarations.check(distinct, targets: (target, nil), in: project, root: root, replacing: [])
      }.isEmpty)
  }

  @Test("an entity's clash is fixed in the spec, a module type's by another module name")
  func clashHints() {
    let modules = [
      (name: "Checkout", files: [source("Journal/Checkout/CheckoutEntities.swift", "struct Address {}\n")]),
      (name: "Book", files: [source("Journal/Book/BookEntities.swift", "struct Address {}\n")]),
    ]
    for (entities, expected) in [
      (["Address"], "rename the entity 'Address' in the spec"), ([], "choose another module name"),
    ] {
      do {
        try XcodeTargetDeclarations.check(
          modules, targets: (target, nil), in: project, root: root, replacing: [], entities: Set(entities))
        Issue.record("the clash passed")
      } catch .packageRefused(let diagnostics) {
        #expect(diagnostics.count == 1 && diagnostics[0].hint?.hasPrefix(expected) == true, "\(diagnostics)")
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test("the target's resources: a variant group as each localization, the phase's plain files")
  func targetResources() {
    let files = project.resources(of: target).files
    #expect(files.contains("Journal/de.lproj/Localizable.strings"), "\(files)")
    #expect(files.contains("Journal/Assets.xcassets"), "\(files)")
    #expect(!files.contains { $0.hasSuffix(".swift") })
  }

  @Test("a table named like one of the target's, or another module's of the run, is refused; its own is not")
  func tableNames() {
    let check = { (modules: [(name: String, files: [GeneratedFile])], own: Set<String>) in
      messages { () throws(ScaffoldError) in
        try XcodeResourceClashes.check(modules, targets: (target, nil), in: project, root: root, replacing: own)
      }
    }
    let localizable = check([("Localizable", [table("Localizable"), table("Localizable", region: "de")])], [])
    #expect(localizable.count == 2, "each localization of the table: \(localizable)")
    #expect(localizable.allSatisfy { $0.contains("which has Journal/de.lproj/Localizable.strings already") })
    // Two modules' tables of one name (as differing folders could give): the second is refused.
    let twice = check(
      [
        ("Settings", [table("Settings")]),
        ("Preferences", [GeneratedFile(path: "Journal/Preferences/Settings.strings", contents: "", kind: .resource)]),
      ], [])
    #expect(
      twice == [
        "module Preferences would add 'Settings.strings' (Journal/Preferences/Settings.strings) to target Journal, "
          + "which has Journal/Settings/Resources/en.lproj/Settings.strings already: one bundle cannot hold both; "
          + "nothing was written"
      ])
    #expect(check([("Settings", [table("Settings")])], []).isEmpty)
    // The app's own table, were it the module's from an earlier run, is the module's to replace.
    #expect(
      check(
        [("Localizable", [table("Localizable")])],
        [
          "Journal/de.lproj/Localizable.strings",
          "Journal/en.lproj/Localizable.strings", "Journal/fr.lproj/Localizable.strings",
        ]
      ).isEmpty)
  }
}
