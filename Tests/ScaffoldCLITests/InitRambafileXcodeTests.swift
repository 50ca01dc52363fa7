import Foundation
import Testing

/// `scaffold init --from-rambafile` carries a Rambafile's Xcode project, targets and group into
/// `.scaffold.yml`, checked against the project, so the next generation joins the app target.
@Suite("scaffold init --from-rambafile with an Xcode project")
struct InitRambafileXcodeTests {
  /// A folder with the Shop project (targets Shop, ShopCore, ShopTests; group Shop/Features) and
  /// a Rambafile.
  private func folder(rambafile: String) throws -> URL {
    let root = try ScaffoldBinary.temporaryDirectory()
    let project = root.appendingPathComponent("Shop.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(try String(contentsOf: XcodeProjectCommandTests.fixture, encoding: .utf8).utf8)
      .write(to: project.appendingPathComponent("project.pbxproj"))
    try Data(rambafile.utf8).write(to: root.appendingPathComponent("Rambafile"))
    return root
  }

  @Test("the project, targets and group become the Xcode keys, and the next module joins the app target")
  func carriedOver() throws {
    let root = try folder(
      rambafile: """
        project_name: Shop
        xcodeproj_path: Shop.xcodeproj
        project_target: Shop
        project_file_path: Shop/Features
        project_group_path: Shop/Features
        test_target: ShopTests
        """)
    let initialized = try ScaffoldBinary.run(["init", "--from-rambafile", "Rambafile"], in: root)
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(!initialized.standardError.contains("not carried over"), "\(initialized.standardError)")
    let written = try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
    for line in [
      "xcodeproj: \"Shop.xcodeproj\"", "target: \"Shop\"", "testTarget: \"ShopTests\"", "group: \"Shop/Features\"",
    ] {
      #expect(written.contains(line + "\n"), "\(written)")
    }
    #expect(!written.contains("output:"), "\(written)")
    let generated = try ScaffoldBinary.run(["viper", "Login", "--ui", "none"], in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(
      generated.standardOutput.contains("overwrite  Shop.xcodeproj/project.pbxproj"), "\(generated.standardOutput)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Login").path))
  }

  @Test("a group the project lacks is left out with a note; a target it lacks is refused, nothing written")
  func checkedAgainstTheProject() throws {
    let root = try folder(
      rambafile: """
        xcodeproj_path: Shop.xcodeproj
        project_targets: [Shop, ShopCore]
        project_group_path: Shop/Modules
        """)
    let noGroup = try ScaffoldBinary.run(["init", "--from-rambafile", "Rambafile"], in: root)
    #expect(noGroup.status == 0, "\(noGroup.standardError)")
    #expect(
      noGroup.standardError.contains(
        "Rambafile:2:18: 'project_targets' names 2 targets: a module is added to one, Shop; add it to the others in Xcode"
      ), "\(noGroup.standardError)")
    #expect(
      noGroup.standardError.contains("the Rambafile's group 'Shop/Modules' is not in Shop.xcodeproj"),
      "\(noGroup.standardError)")
    let written = try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
    #expect(written.contains("target: \"Shop\"\n") && !written.contains("group:"), "\(written)")

    try Data("xcodeproj_path: Shop.xcodeproj\nproject_target: Shopp\n".utf8)
      .write(to: root.appendingPathComponent("Typo.Rambafile"))
    let typo = try ScaffoldBinary.run(["init", "--from-rambafile", "Typo.Rambafile", "--force"], in: root)
    #expect(typo.status == 65, "\(typo.standardError)")
    #expect(typo.standardError.contains("no target named 'Shopp'; did you mean 'Shop'?"), "\(typo.standardError)")
    #expect(try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8) == written)
  }

  /// A Rambafile as `generamba setup` writes it for a CocoaPods app: headers, target and test
  /// lists, test paths, a Podfile, and a template from a catalog Generamba cloned.
  static let generambaSetupRambafile = """
    ### Headers settings
    company: Example Inc.

    ### Xcode project settings
    project_name: Shop
    prefix: RM
    xcodeproj_path: Shop.xcodeproj

    ### Code generation settings section
    # The main project target name
    project_targets:
    - Shop
    # The file path for new modules
    project_file_path: Shop/Features
    # The Xcode group path to new modules
    project_group_path: Shop/Features

    ### Tests generation settings section
    # The tests target name
    test_targets:
    - ShopTests
    # The file path for new tests
    test_file_path: ShopTests
    # The Xcode group path to new tests
    test_group_path: ShopTests

    ### Dependencies settings section
    podfile_path: Podfile

    ### Templates
    catalogs:
    - 'https://github.com/rambler-digital-solutions/generamba-catalog'
    templates:
    - {name: swifty_viper}
    """

  @Test("generamba setup's Rambafile: the catalog's template, then `scaffold viper Login` as it stands, then adopt")
  func generambaSetupShape() throws {
    let root = try folder(rambafile: Self.generambaSetupRambafile)
    let home = root.appendingPathComponent("home")
    let catalog = home.appendingPathComponent(".generamba/catalogs/generamba-catalog")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Generamba/swifty_viper"),
      to: catalog.appendingPathComponent("swifty_viper"))
    let environment = ["HOME": home.path]
    let initialized = try ScaffoldBinary.run(
      ["init", "--from-rambafile", "Rambafile"], in: root, environment: environment)
    #expect(initialized.status == 0, "\(initialized.standardError)")
    let written = try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
    for line in ["template: \"swifty_viper\"", "target: \"Shop\"", "testTarget: \"ShopTests\"", "prefix: \"RM\""] {
      #expect(written.contains(line + "\n"), "\(written)")
    }
    // What cannot be carried over is said, at its line; nothing stops.
    for key in ["test_file_path", "test_group_path", "podfile_path"] {
      #expect(initialized.standardError.contains("'\(key)' is not carried over"), "\(initialized.standardError)")
    }

    // `generamba gen Login swifty_viper` becomes `scaffold viper Login`, with nothing to add: the
    // template's custom parameter prints nothing when not given, as in Generamba.
    let generated = try ScaffoldBinary.run(["viper", "Login"], in: root, environment: environment)
    #expect(generated.status == 0, "\(generated.standardError)")
    let presenter = root.appendingPathComponent("Shop/Features/Login/Presenter/RMLoginPresenter.swift")
    #expect(FileManager.default.fileExists(atPath: presenter.path), "\(generated.standardOutput)")
    #expect(
      try String(contentsOf: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
        .contains("RMLoginPresenter.swift"))

    // The record lost, the module is adopted from .scaffold.yml's project and targets: its
    // template is found and every file is as it renders, the header's day read back.
    try FileManager.default.removeItem(at: root.appendingPathComponent(".scaffold"))
    let adopted = try ScaffoldBinary.run(["adopt", "Shop/Features/Login"], in: root, environment: environment)
    #expect(adopted.status == 0, "\(adopted.standardError)")
    #expect(
      adopted.standardOutput.contains(
        "Login (Shop/Features/Login)  viper, template swifty_viper, 100% alike: 5 unchanged, 0 edited"),
      "\(adopted.standardOutput)")
  }
}
