import Foundation
import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode
import Testing

/// Running a generating command again on a module of an Xcode target, the way a user does: with
/// no flags, or with the project in `.scaffold.yml` and only `--group` to move it.
@Suite("scaffold --xcodeproj, run again")
struct XcodeRerunCommandTests {
  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The folders under `root` with nothing in them.
  private func emptyFolders(under root: URL) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var empty: [String] = []
    while let path = enumerator?.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
        try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty
      {
        empty.append(path)
      }
    }
    return empty
  }

  @Test("no flags: the module recorded in the Shop target is continued there, not made a package beside it")
  func rerunWithoutFlags() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
    let first = try ScaffoldBinary.run(
      ["vip", "Basket", "--use-case", "loadBasket", "--xcodeproj", "Shop.xcodeproj", "--target", "Shop"], in: root)
    #expect(first.status == 0, "\(first.standardError)")
    let edited = try text(projectFile)

    let again = try ScaffoldBinary.run(["vip", "Basket"], in: root)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(!again.standardOutput.contains("create") && !again.standardOutput.contains("overwrite"), "\(again)")
    #expect(
      again.standardError.contains("'Shop/Features' (folder 'Shop/Features'): the module was generated there before"),
      "\(again.standardError)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Basket").path))
    #expect(try text(projectFile) == edited)

    // A use case added with no flags lands in the target too.
    let added = try ScaffoldBinary.run(["vip", "Basket", "--use-case", "checkOut"], in: root)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(try text(projectFile).contains("BasketModels.swift in Sources"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Basket").path))

    let removed = try ScaffoldBinary.run(["remove", "Basket"], in: root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(try text(projectFile) == original)
  }

  @Test("the project in .scaffold.yml and --group alone: the module moves, its old folders and references go")
  func moveWithConfiguration() throws {
    let (root, projectFile, original) = try XcodeAppPackage.shopProject()
    try Data("xcodeproj: Shop.xcodeproj\ntarget: Shop\n".utf8).write(to: root.appendingPathComponent(".scaffold.yml"))
    let first = try ScaffoldBinary.run(["viper", "Basket", "--use-case", "loadBasket"], in: root)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Basket").path))

    let moved = try ScaffoldBinary.run(["viper", "Basket", "--group", "Shop"], in: root)
    #expect(moved.status == 0, "\(moved.standardError)")
    #expect(moved.standardError.contains("group 'Shop' (folder 'Shop'): --group names it"), "\(moved.standardError)")
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Basket/BasketPresenter.swift").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Shop/Features/Basket").path))
    #expect(try emptyFolders(under: root) == [])
    let project = try XcodeProject(text: try text(projectFile))
    #expect(throws: Never.self) { try project.group(atPath: "Shop/Basket") }
    #expect(throws: (any Error).self) { try project.group(atPath: "Shop/Features/Basket") }

    // The file's target and a flag together: the flag wins.
    let refused = try ScaffoldBinary.run(["viper", "Basket", "--target", "NoSuchTarget"], in: root)
    #expect(refused.status != 0)
    #expect(refused.standardError.contains("NoSuchTarget"), "\(refused.standardError)")

    let removed = try ScaffoldBinary.run(["remove", "Basket"], in: root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(try text(projectFile) == original)
    #expect(try emptyFolders(under: root) == [])
  }

  @Test("a module's group inside another module's group is refused: its removal would leave that group behind")
  func groupInsideAModulesGroup() throws {
    let (root, projectFile, _) = try XcodeAppPackage.shopProject()
    let shop = ["--xcodeproj", "Shop.xcodeproj", "--target", "Shop"]
    let login = try ScaffoldBinary.run(["viper", "Login"] + shop, in: root)
    #expect(login.status == 0, "\(login.standardError)")
    let before = try text(projectFile)
    let refused = try ScaffoldBinary.run(["vip", "Basket", "--group", "Shop/Features/Login"] + shop, in: root)
    #expect(refused.status != 0)
    #expect(
      refused.standardError.contains(
        "group 'Shop/Features/Login' is inside module Login's group, which is Scaffold's to remove with Login"),
      "\(refused.standardError)")
    #expect(try text(projectFile) == before)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".scaffold/Basket.json").path))
    #expect(try emptyFolders(under: root) == [])
    let shopFolder = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Shop/Features/Login").path)
    #expect(!shopFolder.contains("Basket"))
  }
}
