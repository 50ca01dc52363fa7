import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Generamba import: which templates a path names")
struct GenerambaCatalogTests {
  private static let spec = "name: x\ncode_files:\n- {name: A.swift, path: a.liquid}\n"

  /// A catalog: `swifty_viper` (with a second spec), `mvvm` (its spec's name in another case),
  /// `docs` (no spec), and a hidden folder.
  private func catalog() throws -> URL {
    let root = try FileTree.temporaryDirectory().appendingPathComponent("catalog")
    try FileTree.write(
      [
        "swifty_viper/swifty_viper.rambaspec": Self.spec, "swifty_viper/old.rambaspec": Self.spec,
        "swifty_viper/a.liquid": "a", "mvvm/MVVM.rambaspec": Self.spec, "mvvm/a.liquid": "a",
        "docs/README.md": "catalog", ".git/HEAD": "ref",
      ], to: root)
    return root
  }

  private func names(_ entries: [GenerambaCatalog.Entry]) -> [String] {
    entries.map { "\($0.display) \($0.specName)" }
  }

  @Test("a catalog gives every subfolder holding a .rambaspec, each with the spec Generamba reads")
  func wholeCatalog() throws {
    let root = try catalog()
    let entries = try GenerambaCatalog.templates(at: root, display: "catalog", name: nil)
    #expect(names(entries) == ["catalog/mvvm MVVM.rambaspec", "catalog/swifty_viper swifty_viper.rambaspec"])
    #expect(entries.map(\.folderName) == ["mvvm", "swifty_viper"])
  }

  @Test("--name also finds a template by its spec's file name or its 'name:', in a folder named otherwise")
  func byTemplateName() throws {
    let root = try FileTree.temporaryDirectory().appendingPathComponent("catalog")
    try FileTree.write(
      [
        "swifty_viper_catalog/template.rambaspec": "# The official one\nname: \"swifty_viper\"  # as installed\n",
        "mvvm_folder/MVVM.rambaspec": Self.spec, "mvvm_folder/other.rambaspec": Self.spec,
      ], to: root)
    #expect(
      names(try GenerambaCatalog.templates(at: root, display: "catalog", name: "swifty_viper")) == [
        "catalog/swifty_viper_catalog template.rambaspec"
      ])
    #expect(
      names(try GenerambaCatalog.templates(at: root, display: "catalog", name: "MVVM")) == [
        "catalog/mvvm_folder MVVM.rambaspec"
      ])
  }

  @Test("--name picks one template of a catalog, or one spec of a folder; a typo gets the near name")
  func byName() throws {
    let root = try catalog()
    #expect(
      names(try GenerambaCatalog.templates(at: root, display: "catalog", name: "mvvm")) == [
        "catalog/mvvm MVVM.rambaspec"
      ])
    let folder = root.appendingPathComponent("swifty_viper")
    #expect(
      names(try GenerambaCatalog.templates(at: folder, display: "sv", name: "old")) == ["sv old.rambaspec"])
    #expect(
      problems { () throws(ScaffoldError) in
        try GenerambaCatalog.templates(at: root, display: "catalog", name: "swifty_vipr")
      } == [
        "the catalog catalog has no template 'swifty_vipr'; did you mean 'swifty_viper'?"
      ])
    #expect(
      problems { () throws(ScaffoldError) in try GenerambaCatalog.templates(at: folder, display: "sv", name: "Old") }
        == [
          "sv has no Old.rambaspec; did you mean old.rambaspec? Generamba reads <folder>/<folder>.rambaspec, letter case included; rename it, or pass sv/old.rambaspec"
        ])
  }

  @Test("a .rambaspec path names its folder; a folder of several specs none named after it is refused")
  func specPathAndAmbiguity() throws {
    let root = try catalog()
    let spec = root.appendingPathComponent("swifty_viper/old.rambaspec")
    #expect(
      names(try GenerambaCatalog.templates(at: spec, display: "catalog/swifty_viper/old.rambaspec", name: nil)) == [
        "catalog/swifty_viper old.rambaspec"
      ])
    #expect(
      problems { () throws(ScaffoldError) in
        try GenerambaCatalog.templates(at: spec, display: "old.rambaspec", name: "x")
      }
      .first?.hasPrefix("--name x asks for x.rambaspec, but the path names old.rambaspec") == true)
    let folder = try FileTree.temporaryDirectory().appendingPathComponent("Viper")
    try FileTree.write(["viper.rambaspec": Self.spec, "other.rambaspec": Self.spec], to: folder)
    #expect(
      problems { () throws(ScaffoldError) in try GenerambaCatalog.templates(at: folder, display: "Viper", name: nil) }
        == [
          "Viper has no Viper.rambaspec and several .rambaspec files: other.rambaspec, viper.rambaspec; did you mean viper.rambaspec? Generamba reads <folder>/<folder>.rambaspec, letter case included; rename it, or pass Viper/viper.rambaspec"
        ])
  }

  @Test("a folder with no template anywhere, and a path that is not there, are refused")
  func nothingThere() throws {
    let root = try catalog()
    #expect(
      problems { () throws(ScaffoldError) in
        try GenerambaCatalog.templates(at: root.appendingPathComponent("docs"), display: "docs", name: nil)
      }
      .first?.hasPrefix("docs holds no .rambaspec") == true)
    #expect(
      problems { () throws(ScaffoldError) in
        try GenerambaCatalog.templates(at: root.appendingPathComponent("nope"), display: "nope", name: nil)
      }
        == ["nope: no such file or folder"])
    #expect(
      problems { () throws(ScaffoldError) in
        try GenerambaCatalog.templates(at: root.appendingPathComponent("Swifty_Viper"), display: "x", name: nil)
      } == ["x: no such file or folder; did you mean 'swifty_viper'?"])
  }

  /// The messages (with their hints) of what `body` throws.
  private func problems(_ body: () throws(ScaffoldError) -> [GenerambaCatalog.Entry]) -> [String] {
    do {
      _ = try body()
      return []
    } catch {
      switch error {
      case .invalidTemplate(let diagnostics): return diagnostics.map { "\($0.message); \($0.hint ?? "")" }
      case .unreadableInput(let path, let reason): return ["\(path): \(reason)"]
      default: return ["unexpected \(error)"]
      }
    }
  }
}
