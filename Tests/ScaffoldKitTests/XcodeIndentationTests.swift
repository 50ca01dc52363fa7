import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The text settings of Xcode's File inspector, read along the groups down to the module's: the
/// nearest group that sets each one wins.
@Suite("Indentation settings of an Xcode project's groups")
struct XcodeIndentationTests {
  /// Fixture 56 with tabs on its main group and a narrower indent on the `Shop` group.
  private func project() throws -> XcodeProject {
    let text = try XcodeFixtures.text("56-app-and-framework")
      .replacingOccurrences(
        of: "\t\t\t\tA10000000000000000000407 /* Products */,\n\t\t\t);\n\t\t\tsourceTree",
        with: "\t\t\t\tA10000000000000000000407 /* Products */,\n\t\t\t);\n\t\t\tindentWidth = 8;\n"
          + "\t\t\ttabWidth = 8;\n\t\t\tusesTabs = 1;\n\t\t\tsourceTree"
      )
      .replacingOccurrences(of: "\t\t\tpath = Shop;\n", with: "\t\t\tindentWidth = 2;\n\t\t\tpath = Shop;\n")
    return try XcodeProject(text: text)
  }

  @Test("the nearest group's setting wins, the others come from further up")
  func inherited() throws {
    let project = try project()
    let features = try project.group(atPath: "Shop/Features")
    let read = project.indentation(ofGroup: features)
    #expect(read.usesTabs == true && read.indentWidth == 2 && read.tabWidth == 8)
    #expect(read.groups == ["the main group", "Shop"])
    #expect(read.described == "tabs, indent width 2, tab width 8")
    let core = project.indentation(ofGroup: try project.group(atPath: "ShopCore"))
    #expect(core.indentWidth == 8 && core.groups == ["the main group"])
  }

  @Test("a project that sets none leaves them to Xcode's preferences")
  func none() throws {
    let project = try XcodeFixtures.project("56-app-and-framework")
    #expect(project.indentation(ofGroup: try project.group(atPath: "Shop/Features")).isEmpty)
  }

  @Test("unless 'indentation:' was written, the project's settings decide: tabs at their width, 2 or 4 spaces")
  func projectDecides() {
    let tabs = XcodeCodeStyle.style(.default, in: settings(tabs: true, indent: 2, tab: 8))
    #expect(tabs.style == CodeStyle(tabWidth: 8) && tabs.style.usesTabs)
    #expect(
      tabs.note == "the project's group Shop sets tabs, indent width 2, tab width 8: the module's files are "
        + "laid out with tabs (a tab counted as 8 columns)")
    #expect(XcodeCodeStyle.style(.default, in: settings(tabs: true)).style == .tabs)
    let two = XcodeCodeStyle.style(CodeStyle(indentation: 4, lineLength: 100), in: settings(tabs: false, indent: 2))
    #expect(two.style == CodeStyle(indentation: 2, lineLength: 100))
    let none = XcodeCodeStyle.style(.default, in: XcodeIndentation())
    #expect(none.style == .default && none.note == nil)
  }

  @Test("a width scaffold does not lay out keeps the default, and the note says why")
  func otherWidths() {
    for width in [3, 8] {
      let chosen = XcodeCodeStyle.style(.default, in: settings(indent: width))
      #expect(chosen.style == .default)
      #expect(chosen.note?.contains("not \(width) spaces; write 'indentation:' in .scaffold.yml") == true)
    }
    let wideTab = XcodeCodeStyle.style(.default, in: settings(tabs: true, tab: 12))
    #expect(wideTab.style == .tabs && wideTab.note?.contains("counted as 4 columns, not 12") == true)
  }

  @Test("a written 'indentation:' wins, with a note when it disagrees with the project")
  func writtenWins() {
    var written = CodeStyle(indentation: 2, lineLength: 120)
    written.isIndentationChosen = true
    let disagreeing = XcodeCodeStyle.style(written, in: settings(tabs: true))
    #expect(disagreeing.style == written)
    #expect(
      disagreeing.note?.hasSuffix(
        "laid out with 2 spaces a level, as 'indentation:' (the spec, "
          + ".scaffold.yml, --indentation or the module's record) chose") == true)
    #expect(XcodeCodeStyle.style(written, in: settings(indent: 2)).note == nil)
  }

  private func settings(tabs: Bool? = nil, indent: Int? = nil, tab: Int? = nil) -> XcodeIndentation {
    XcodeIndentation(usesTabs: tabs, indentWidth: indent, tabWidth: tab, groups: ["Shop"])
  }
}
