import Foundation
import Testing

/// A project whose group sets tabs (Xcode's File inspector, `usesTabs = 1`): the module's files are
/// indented with tabs, build as the app target builds them, and stay in step on a re-run and in
/// `check`, the record keeping the choice.
@Suite("scaffold --xcodeproj: the project's indentation")
struct XcodeTabsTests {
  private static let login = [
    "viper", "Login", "--use-case", "signIn", "--route", "home", "--ui", "none", "--xcodeproj", "Shop.xcodeproj",
    "--target", "Shop",
  ]

  @Test("tabs from the Shop group: every generated Swift file indents with tabs, builds and checks")
  func tabs() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
    let tabbed = original.replacingOccurrences(
      of: "\t\t\tpath = Shop;\n", with: "\t\t\tpath = Shop;\n\t\t\ttabWidth = 4;\n\t\t\tusesTabs = 1;\n")
    #expect(tabbed != original)
    try Data(tabbed.utf8).write(to: projectFile)

    let added = try ScaffoldBinary.run(Self.login, in: root)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(
      added.standardError.contains(
        "the project's group Shop sets tabs, tab width 4: the module's files are laid out with tabs (a tab counted "
          + "as 4 columns)"), "\(added.standardError)")
    // A file may have nothing indented (Login's models are empty structs in an app target, whose
    // synthesized initializers are not written), so tabs are counted over the files and spaces
    // are refused in each.
    var tabbedFiles = 0
    for folder in ["Shop/Features/Login", "ShopTests/LoginTests"] {
      let url = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        tabbedFiles += text.contains("\n\t") ? 1 : 0
        #expect(!text.contains("\n  "), "\(folder)/\(name)")
      }
    }
    #expect(tabbedFiles > 5)
    let record = try String(contentsOf: root.appendingPathComponent(".scaffold/Login.json"), encoding: .utf8)
    #expect(record.contains("\"indentation\": \"tabs\""), "\(record)")

    // Stays in step: a re-run writes nothing, check passes, update changes nothing.
    let edited = try String(contentsOf: projectFile, encoding: .utf8)
    let again = try ScaffoldBinary.run(Self.login, in: root)
    #expect(
      again.status == 0 && !again.standardOutput.contains("create") && !again.standardOutput.contains("overwrite"),
      "\(again.standardOutput)")
    #expect(try String(contentsOf: projectFile, encoding: .utf8) == edited)
    let check = try ScaffoldBinary.run(["check"], in: root)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    let presenter = root.appendingPathComponent("Shop/Features/Login/LoginPresenter.swift")
    let laidOut = try String(contentsOf: presenter, encoding: .utf8)
    let updated = try ScaffoldBinary.run(["update", "Login"], in: root)
    #expect(updated.status == 0 && !updated.standardOutput.contains("overwrite"), "\(updated.standardOutput)")
    #expect(try String(contentsOf: presenter, encoding: .utf8) == laidOut)

    // Built as the app target and its tests build it (see XcodeProjectCommandTests).
    try Data(XcodeAppPackage.manifest(modules: ["Login"]).utf8).write(to: root.appendingPathComponent("Package.swift"))
    try XcodeAppPackage.readStringsFromModuleBundle(modules: ["Login"], in: root)
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    let tested = try ScaffoldBinary.swift(["test", "--skip-build"], in: root)
    #expect(tested.status == 0 && tested.standardOutput.contains("LoginPresenter"), "\(tested.standardOutput)")
  }
}
