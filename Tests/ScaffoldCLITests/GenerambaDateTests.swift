import Foundation
import Testing

/// An imported Generamba template's `date`, `year` and `developer.name`, through the real binary:
/// the day and the developer of the first generation, kept in the record, so later days and
/// other machines render the same bytes.
@Suite("Generamba dates, developer and targets, end to end")
struct GenerambaDateTests {
  /// 2026-03-09 and 2026-11-26, noon UTC, as `SOURCE_DATE_EPOCH` gives them.
  static let firstDay = "1773057600"
  static let laterDay = "1795694400"

  @Test("a module generated on one day renders the same bytes on a later day, by another developer")
  func sameBytesOnAnotherDay() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    let fixture = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Generamba/swifty_viper").path
    // No --drop-dates: date and year are converted.
    let imported = try ScaffoldBinary.run(["templates", "import-generamba", fixture], in: project)
    #expect(imported.status == 0, "\(imported.standardError)")
    // No author: Generamba's developer is then git's user.name, here a stand-in git.
    try Data("project_name: Shop\ncompany: Example Inc.\ntemplates:\n- {name: swifty_viper}\n".utf8)
      .write(to: project.appendingPathComponent("Rambafile"))
    #expect(try ScaffoldBinary.run(["init", "--from-rambafile", "Rambafile"], in: project).status == 0)
    let arguments = ["viper", "Profile", "--param", "service_name=Profiles", "--output", "."]
    let first = try ScaffoldBinary.run(
      arguments, in: project, environment: try Self.environment(day: Self.firstDay, gitUser: "Jane Appleseed"))
    #expect(first.status == 0, "\(first.standardError)")
    let package = project.appendingPathComponent("Profile")
    let header = try String(
      contentsOf: package.appendingPathComponent("Sources/Profile/View/ProfileViewInput.swift"), encoding: .utf8)
    #expect(
      header.contains(
        "//  Created by Jane Appleseed on 09/03/2026.\n//  Copyright © 2026 Example Inc.. All rights reserved.\n"),
      "\(header)")
    let record = try String(contentsOf: package.appendingPathComponent(".scaffold/Profile.json"), encoding: .utf8)
    #expect(record.contains("\"date\": \"2026-03-09\""), "\(record)")
    let before = try Self.files(of: package)

    // Months later, someone else: check passes, and running the command again changes nothing.
    let later = try Self.environment(day: Self.laterDay, gitUser: "Someone Else")
    let check = try ScaffoldBinary.run(["check"], in: package, environment: later)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    let again = try ScaffoldBinary.run(arguments, in: project, environment: later)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(try Self.files(of: package) == before)
  }

  @Test("without git and without a user name, the developer is empty and generation still works")
  func noGit() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    let fixture = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Generamba/swifty_viper").path
    #expect(try ScaffoldBinary.run(["templates", "import-generamba", fixture], in: project).status == 0)
    let arguments = [
      "viper", "Profile", "--template", "swifty_viper", "--templates", "Templates", "--param", "service_name=P",
    ]
    var environment = try Self.environment(day: Self.firstDay, gitUser: nil)
    environment["PATH"] = try Self.fakeGitFolder(script: nil).path
    let generated = try ScaffoldBinary.run(arguments, in: project, environment: environment)
    #expect(generated.status == 0, "\(generated.standardError)")
    let header = try String(
      contentsOf: project.appendingPathComponent("Profile/Sources/Profile/View/ProfileViewInput.swift"), encoding: .utf8
    )
    #expect(header.contains("//  Created by  on 09/03/2026.\n"), "\(header)")
  }

  @Test("inside an Xcode app target, product_module_name and the targets are the app's, as in Generamba")
  func xcodeTargets() throws {
    let root = try ScaffoldBinary.temporaryDirectory()
    let projectFile = root.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(
      at: projectFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: XcodeProjectCommandTests.fixture, to: projectFile)
    // A template written for this test: every target variable, in a source file and a test.
    let template = root.appendingPathComponent("generamba/targets")
    let files = [
      "targets.rambaspec": """
      name: targets
      code_files:
      - {name: Targets.swift, path: code.swift.liquid}
      test_files:
      - {name: TargetsTests.swift, path: tests.swift.liquid}
      """,
      "code.swift.liquid": """
      // {{ module_info.name }} is built in {{ module_info.project_targets }}, tested in {{ module_info.test_targets }}.
      enum {{ module_info.name }}Targets {}

      """,
      "tests.swift.liquid": """
      @testable import {{ module_info.product_module_name }}
      // {{ prefix }}{{ module_info.name }}, first generated in {{ year }}.

      """,
    ]
    for (name, text) in files {
      try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: template.appendingPathComponent(name))
    }
    #expect(try ScaffoldBinary.run(["templates", "import-generamba", template.path], in: root).status == 0)
    let arguments = [
      "viper", "Cart", "--template", "targets", "--templates", "Templates", "--xcodeproj", "Shop.xcodeproj",
      "--target", "Shop", "--test-target", "ShopTests",
    ]
    let generated = try ScaffoldBinary.run(
      arguments, in: root, environment: try Self.environment(day: Self.firstDay, gitUser: "Jane"))
    #expect(generated.status == 0, "\(generated.standardError)")
    let written = try Self.files(of: root).filter { $0.key.hasSuffix(".swift") }
      .mapValues { String(decoding: $0, as: UTF8.self) }
    #expect(
      written.values.contains("// Cart is built in Shop, tested in ShopTests.\nenum CartTargets {}\n"), "\(written)")
    #expect(written.values.contains("@testable import Shop\n// Cart, first generated in 2026.\n"), "\(written)")
    let check = try ScaffoldBinary.run(
      ["check", "--templates", "Templates"], in: root,
      environment: try Self.environment(day: Self.laterDay, gitUser: nil))
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  /// The day as `SOURCE_DATE_EPOCH`, and a `git` first on the PATH that names `gitUser`.
  /// The day, and git's user name in a home folder of the test's own (`nil`: none set), both in
  /// the `.gitconfig` Scaffold reads and from a stand-in `git` on the PATH, which answers when
  /// a configuration is more than Scaffold reads itself.
  static func environment(day: String, gitUser: String?) throws -> [String: String] {
    let folder = try fakeGitFolder(script: gitUser.map { "#!/bin/sh\necho '\($0)'\n" })
    let home = try ScaffoldBinary.temporaryDirectory()
    if let gitUser {
      try Data("[user]\n\tname = \(gitUser)\n".utf8).write(to: home.appendingPathComponent(".gitconfig"))
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return [
      "SOURCE_DATE_EPOCH": day, "PATH": "\(folder.path):\(path)", "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path, "GIT_CONFIG_NOSYSTEM": "1",
    ]
  }

  /// A folder holding a `git` script, or an empty one (no git at all) when `script` is nil.
  static func fakeGitFolder(script: String?) throws -> URL {
    let folder = try ScaffoldBinary.temporaryDirectory()
    guard let script else { return folder }
    let git = folder.appendingPathComponent("git")
    try Data(script.utf8).write(to: git)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
    return folder
  }

  /// Every file under `folder` and its bytes.
  static func files(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
      files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
    }
    return files
  }
}
