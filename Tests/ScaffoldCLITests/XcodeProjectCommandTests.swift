import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// Modules generated into an Xcode project's app target through the real binary: plan, write,
/// re-run, a second module, status and check, the generated code built as the app target would
/// build it, then removal back to the project's original bytes.
@Suite("scaffold --xcodeproj")
struct XcodeProjectCommandTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/Xcode/56-app-and-framework.pbxproj").standardizedFileURL

  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test("generate into the Shop target, re-run, add a second module, build the code, remove both")
  func lifeCycle() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
    let login = [
      "viper", "Login", "--use-case", "signIn", "--ui", "none", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop",
    ]

    // The plan shows the project's diff and writes nothing.
    let dryRun = try ScaffoldBinary.run(login + ["--dry-run", "--diff"], in: root)
    #expect(dryRun.status == 0, "\(dryRun.standardError)")
    #expect(dryRun.standardOutput.contains("overwrite  Shop.xcodeproj/project.pbxproj"))
    #expect(dryRun.standardOutput.contains("+++ b/Shop.xcodeproj/project.pbxproj"))
    #expect(dryRun.standardOutput.contains(" /* LoginPresenter.swift in Sources */,\n"))
    #expect(try text(projectFile) == original)

    // Written: the files in the folders of the groups chosen, and said why.
    let added = try ScaffoldBinary.run(login, in: root)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(
      added.standardError.contains(
        "note: the module's group goes into group 'Shop/Features' (folder 'Shop/Features'): its name, Features, is one "
          + "teams keep modules in; it holds 1 of the 3 Swift files of target Shop"), "\(added.standardError)")
    #expect(added.standardError.contains("its tests' group goes into group 'ShopTests' (folder 'ShopTests')"))
    let tests = try text(root.appendingPathComponent("ShopTests/LoginTests/LoginPresenterTests.swift"))
    #expect(tests.contains("@testable import Shop\n") && !tests.contains("import Login\n"))
    let project = try XcodeProject(text: try text(projectFile))
    #expect(throws: Never.self) { try project.group(atPath: "Shop/Features/Login") }
    #expect(throws: Never.self) { try project.group(atPath: "ShopTests/LoginTests") }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))

    // A re-run is a no-op.
    let edited = try text(projectFile)
    let again = try ScaffoldBinary.run(login, in: root)
    #expect(
      again.status == 0 && !again.standardOutput.contains("create") && !again.standardOutput.contains("overwrite"))
    #expect(try text(projectFile) == edited)

    // update (issue 12) merges into edited files in place; the project already lists them all.
    let presenter = root.appendingPathComponent("Shop/Features/Login/LoginPresenter.swift")
    try Data((try text(presenter) + "// kept by update\n").utf8).write(to: presenter)
    let updated = try ScaffoldBinary.run(["update", "Login", "--use-case", "signOut"], in: root)
    #expect(updated.status == 0, "\(updated.standardError)")
    #expect(try text(presenter).contains("// kept by update") && text(presenter).contains("signOut"))
    #expect(try text(projectFile) == edited)

    // A second module goes beside the first, not into it.
    let profile = try ScaffoldBinary.run(
      [
        "mvvm", "Profile", "--use-case", "loadProfile", "--ui", "none", "--xcodeproj", "Shop.xcodeproj", "--target",
        "Shop",
      ],
      in: root)
    #expect(profile.status == 0, "\(profile.standardError)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Profile").path))
    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(status.status == 0 && status.standardOutput.contains("Profile: as generated"), "\(status.standardError)")
    #expect(status.standardOutput.contains("Shop/Features/Login/LoginPresenter.swift"), "\(status.standardOutput)")
    let check = try ScaffoldBinary.run(["check"], in: root)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")

    // The code as the app target and its test target compile it: one module each. In the app the
    // strings tables are the target bundle's, each read through its module's token class.
    for module in ["Login", "Profile"] {
      let strings = try text(root.appendingPathComponent("Shop/Features/\(module)/\(module)Strings.swift"))
      #expect(strings.contains("tableName: \"\(module)\", bundle: Bundle(for: \(module)BundleToken.self)"))
    }
    let (built, tested) = try XcodeAppPackage.buildAndTest(root, modules: ["Login", "Profile"])
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    #expect(tested.status == 0 && tested.standardOutput.contains("LoginPresenter"), "\(tested.standardOutput)")

    // Removing both gives back the project's bytes (the edited presenter too, with --force).
    for (module, force) in [("Profile", []), ("Login", ["--force"])] {
      let removed = try ScaffoldBinary.run(["remove", module] + force, in: root)
      #expect(removed.status == 0, "\(removed.standardError)")
      #expect(removed.standardOutput.contains("Shop.xcodeproj/project.pbxproj: the module's groups"))
    }
    #expect(try text(projectFile) == original)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Login").path))
  }

  @Test("a module named like a group the app has already shares it, and remove leaves the app's own file in it")
  func moduleInAnExistingGroup() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
    // The fixture's Shop/Features/Cart group holds the app's CartScreen.swift.
    let generated = try ScaffoldBinary.run(
      ["viper", "Cart", "--ui", "none", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    let added = try text(projectFile)
    #expect(added.contains("CartScreen.swift in Sources") && added.contains("CartPresenter.swift in Sources"))
    let removed = try ScaffoldBinary.run(["remove", "Cart"], in: root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(try text(projectFile) == original)
  }

  @Test("remove, status, check and update take the flags that placed the module, checked against its record")
  func placementFlagsAgain() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
    let generated = try ScaffoldBinary.run(
      ["mvp", "Settings", "--ui", "none", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(try ScaffoldBinary.run(["status", "--xcodeproj", "Shop.xcodeproj"], in: root).status == 0)
    #expect(try ScaffoldBinary.run(["check", "Settings", "--target", "Shop"], in: root).status == 0)
    #expect(try ScaffoldBinary.run(["update", "--xcodeproj", "Shop.xcodeproj", "--dry-run"], in: root).status == 0)
    let wrong = try ScaffoldBinary.run(["remove", "Settings", "--xcodeproj", "Other.xcodeproj"], in: root)
    #expect(wrong.status == 65)
    #expect(wrong.standardError.contains("Settings was generated into Shop.xcodeproj, not Other.xcodeproj"))
    let wrongTarget = try ScaffoldBinary.run(["remove", "Settings", "--target", "ShopTests"], in: root)
    #expect(wrongTarget.standardError.contains("generated into the target Shop, not ShopTests"))
    let both = try ScaffoldBinary.run(["status", "--xcodeproj", "Shop.xcodeproj", "--package", "."], in: root)
    #expect(both.status == 64)
    let removed = try ScaffoldBinary.run(
      ["remove", "Settings", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(try text(projectFile) == original)
  }

  @Test("an unknown target, a test target, a missing project: refused with what there is, nothing written")
  func refusals() throws {
    let root = try ScaffoldBinary.temporaryDirectory()
    let projectFile = root.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try text(Self.fixture).utf8).write(to: projectFile)
    let cases: [([String], String)] = [
      (["--target", "Shopp"], "the project has no target named 'Shopp'; did you mean 'Shop'?"),
      (["--target", "ShopTests"], "target 'ShopTests' is bundle.unit-test, not an app, framework or library target"),
      (["--target", "Shop", "--test-target", "ShopCore"], "target 'ShopCore' is framework, not a test target"),
      (["--target", "Shop", "--group", "Shop/Feature"], "did you mean 'Features'?"),
    ]
    for (arguments, message) in cases {
      let result = try ScaffoldBinary.run(["viper", "Cart", "--xcodeproj", "Shop.xcodeproj"] + arguments, in: root)
      #expect(result.status != 0 && result.standardError.contains(message), "\(arguments): \(result.standardError)")
    }
    // A type of the target's own files that the module would declare again; likewise a type of
    // the test target's files that the module's tests would declare again (one Swift module too).
    let clashes = [
      (
        "Shop/ContentView.swift", "import SwiftUI\n\n@MainActor final class CartPresenter {}\n",
        "module Cart would declare 'CartPresenter' in target Shop, which Shop/ContentView.swift:3 declares already"
      ),
      (
        "ShopTests/ShopTests.swift", "import Testing\n\n@testable import Shop\n\nstruct CartPresenterTests {}\n",
        "module Cart would declare 'CartPresenterTests' in target ShopTests, which ShopTests/ShopTests.swift:5 "
          + "declares already"
      ),
    ]
    for (path, contents, message) in clashes {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: file)
      let clash = try ScaffoldBinary.run(
        ["viper", "Cart", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
      #expect(clash.status != 0 && clash.standardError.contains(message), "\(clash.standardError)")
      try FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
    let missing = try ScaffoldBinary.run(
      ["viper", "Cart", "--xcodeproj", "Nope.xcodeproj", "--target", "Shop"], in: root)
    #expect(missing.status != 0 && missing.standardError.contains("no project.pbxproj there"))
    let alone = try ScaffoldBinary.run(["viper", "Cart", "--target", "Shop"], in: root)
    #expect(
      alone.status != 0 && alone.standardError.contains("--target, --test-target and --group go with --xcodeproj"))
    #expect(ScaffoldBinary.contents(of: root) == ["Shop.xcodeproj"])
    #expect(try text(projectFile) == text(Self.fixture))
  }

  @Test("synchronized folders: the project untouched, or an exception set for a target that shares the folder")
  func synchronizedFolders() throws {
    let root = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("Cookbook")
    let projectFile = root.appendingPathComponent("Cookbook.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = try text(
      Self.fixture.deletingLastPathComponent().appendingPathComponent("77-shared-synchronized-folder.pbxproj"))
    try Data(original.utf8).write(to: projectFile)
    let options = ["--ui", "none", "--xcodeproj", "Cookbook.xcodeproj", "--target", "Cookbook"]

    // The target's own folder: files on disk, the project as it was.
    let login = try ScaffoldBinary.run(["viper", "Login"] + options, in: root)
    #expect(login.status == 0, "\(login.standardError)")
    #expect(login.standardError.contains("folder 'Cookbook' is kept in step with the disk"))
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Cookbook/Login/LoginBuilder.swift").path))
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("CookbookTests/LoginTests/LoginBuilderTests.swift").path))
    #expect(try text(projectFile) == original)

    // A folder the widget builds too: the widget's exception set lists the module's files.
    let share = try ScaffoldBinary.run(["mvvm", "Share", "--group", "Shared"] + options, in: root)
    #expect(share.status == 0, "\(share.standardError)")
    #expect(share.standardError.contains("target CookbookWidget also builds that folder"))
    let project = try text(projectFile)
    #expect(project.contains("\t\t\t\tAppOnly/Settings.swift,\n\t\t\t\tShare/Resources/en.lproj/Share.strings,\n"))
    #expect(project.contains("\t\t\t\tShare/ShareViewModel.swift,\n\t\t\t\tZeta.swift,\n"))
    // The support the target's modules share stays where Login put it, in the target's own folder.
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Shared/ScaffoldSupport").path))
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Cookbook/ScaffoldSupport/ScaffoldUseCaseSupport.swift").path))

    // A folder of other targets only is refused.
    let widget = try ScaffoldBinary.run(
      ["viper", "Cart", "--xcodeproj", "Cookbook.xcodeproj", "--target", "CookbookTests", "--group", "Shared"], in: root
    )
    #expect(widget.status != 0)
    let refused = try ScaffoldBinary.run(["viper", "Cart", "--group", "CookbookWidget"] + options, in: root)
    #expect(refused.status != 0 && refused.standardError.contains("not with Cookbook"), "\(refused.standardError)")

    for module in ["Share", "Login"] {
      #expect(try ScaffoldBinary.run(["remove", module], in: root).status == 0)
    }
    #expect(try text(projectFile) == original)
  }

  @Test("XcodeGen and Tuist: the files in the target's folder, no project edited, the command to run said")
  func generatedProjects() throws {
    let xcodegen = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("XcodeGen")
    let projectFile = xcodegen.appendingPathComponent("App.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try text(Self.fixture).utf8).write(to: projectFile)
    let spec = """
      name: App
      targets:
        App:
          type: application
          sources:
            - path: Sources/App
        AppTests:
          type: bundle.unit-test
          sources: [Tests/AppTests]
        Kit:
          type: framework.static
          sources: [Sources/Kit]
      """
    try Data(spec.utf8).write(to: xcodegen.appendingPathComponent("project.yml"))
    let added = try ScaffoldBinary.run(["viper", "Login", "--ui", "none", "--target", "App"], in: xcodegen)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(
      added.standardError.contains("the module's files go into 'Sources/App': project.yml's first source of target App")
    )
    #expect(added.standardError.contains("run 'xcodegen' to add the files to it"))
    // XcodeGen's `type:` decides the access: internal in the app, public in the framework.
    #expect(
      added.standardError.contains("its declarations are internal: project.yml gives target App the type 'application'")
    )
    let builder = try text(xcodegen.appendingPathComponent("Sources/App/Login/LoginBuilder.swift"))
    #expect(builder.contains("\nenum LoginBuilder {") && !builder.contains("public "), "\(builder)")
    let kit = try ScaffoldBinary.run(["viper", "Wallet", "--ui", "none", "--target", "Kit"], in: xcodegen)
    #expect(
      kit.standardError.contains(
        "its declarations are public: project.yml gives target Kit the type 'framework.static'"))
    let wallet = try text(xcodegen.appendingPathComponent("Sources/Kit/Wallet/WalletBuilder.swift"))
    #expect(wallet.contains("public enum WalletBuilder"), "\(wallet)")
    // --group: a folder under the target's source folder, said; kept by a re-run; never outside.
    let grouped = try ScaffoldBinary.run(
      ["mvp", "Account", "--ui", "none", "--target", "App", "--group", "Features/Settings"], in: xcodegen)
    #expect(grouped.status == 0, "\(grouped.standardError)")
    #expect(
      grouped.standardError.contains(
        "the module's files go into 'Sources/App/Features/Settings': --group names it, under 'Sources/App', "
          + "project.yml's first source of target App"), "\(grouped.standardError)")
    let account = xcodegen.appendingPathComponent("Sources/App/Features/Settings/Account/AccountPresenter.swift")
    #expect(FileManager.default.fileExists(atPath: account.path))
    let rerun = try ScaffoldBinary.run(["mvp", "Account", "--ui", "none", "--target", "App"], in: xcodegen)
    #expect(rerun.status == 0 && rerun.standardError.contains("generated there before"), "\(rerun.standardError)")
    #expect(!rerun.standardOutput.contains("create"), "\(rerun.standardOutput)")
    for outside in ["../Elsewhere", "/tmp", "Features/../.."] {
      let refusal = try ScaffoldBinary.run(
        ["mvp", "Billing", "--ui", "none", "--target", "App", "--group", outside], in: xcodegen)
      #expect(
        refusal.status != 0
          && refusal.standardError.contains("--group '\(outside)' is not a folder under the target's source folder"),
        "\(refusal.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: xcodegen.appendingPathComponent(".scaffold/Billing.json").path))
    let tests = try text(xcodegen.appendingPathComponent("Tests/AppTests/LoginTests/LoginPresenterTests.swift"))
    #expect(tests.contains("@testable import App\n"))
    #expect(try text(projectFile) == text(Self.fixture))
    let refused = try ScaffoldBinary.run(
      ["viper", "Cart", "--xcodeproj", "App.xcodeproj", "--target", "Shop"], in: xcodegen)
    #expect(refused.status != 0 && refused.standardError.contains("an edit of it would be lost at the next 'xcodegen'"))
    let forced = try ScaffoldBinary.run(
      ["viper", "Cart", "--ui", "none", "--xcodeproj", "App.xcodeproj", "--target", "Shop", "--force"], in: xcodegen)
    #expect(forced.status == 0)
    #expect(try text(projectFile).contains("CartBuilder.swift in Sources"))

    let tuist = try ScaffoldBinary.temporaryDirectory().appendingPathComponent("Tuist")
    try FileManager.default.createDirectory(
      at: tuist.appendingPathComponent("Targets/Shop/Sources"), withIntermediateDirectories: true)
    try Data("import ProjectDescription\n".utf8).write(to: tuist.appendingPathComponent("Project.swift"))
    let shop = try ScaffoldBinary.run(["mvvm", "Profile", "--ui", "none", "--target", "Shop"], in: tuist)
    #expect(shop.status == 0, "\(shop.standardError)")
    #expect(shop.standardError.contains("'Targets/Shop/Sources' is the first of"))
    #expect(shop.standardError.contains("run 'tuist generate'"))
    #expect(
      shop.standardError.contains(
        "its declarations are internal: Project.swift gives target Shop no product type, so it is taken for an app"))
    #expect(FileManager.default.fileExists(atPath: tuist.appendingPathComponent("Targets/Shop/Sources/Profile").path))
  }
}
