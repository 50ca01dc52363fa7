import Testing

@testable import ScaffoldKit

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
}
