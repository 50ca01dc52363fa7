import Foundation
import Testing

/// A generating command run again on a recorded module continues it: what the record holds is
/// kept, what the command adds is added, and only an explicit drop (or an edited spec file)
/// takes anything away.
@Suite("running a generating command again")
struct RerunTests {
  @Test("without its first flags, a command-line module is left as it is")
  func commandLineModuleKept() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let first = try ScaffoldBinary.run(
      ["mvvm", "Search", "--use-case", "findArticles", "--route", "details"], in: directory)
    #expect(first.status == 0, "\(first.standardError)")
    let record = directory.appendingPathComponent("Search/.scaffold/Search.json")
    let recorded = try String(contentsOf: record, encoding: .utf8)

    for arguments in [["mvvm", "Search"], ["mvvm", "Search", "--use-case", "findArticles", "--route", "details"]] {
      let again = try ScaffoldBinary.run(arguments, in: directory)
      #expect(again.status == 0, "\(again.standardError)")
      #expect(!again.standardOutput.contains("overwrite") && !again.standardOutput.contains("delete"))
      #expect(again.standardError.contains("Search was generated before, so this run continues it from its record"))
      #expect(again.standardError.contains("(use case findArticles; route details)"))
    }
    #expect(try String(contentsOf: record, encoding: .utf8) == recorded)
    let check = try ScaffoldBinary.run(["check"], in: directory.appendingPathComponent("Search"))
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  @Test("without its spec, a spec-made module re-reads the spec file its record names")
  func specModuleRereadsItsFile() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = directory.appendingPathComponent("Login.yml")
    try Data("name: Login\narchitecture: viper\nuseCases: [signIn]\nroutes: [home]\n".utf8).write(to: spec)
    #expect(try ScaffoldBinary.run(["generate", "Login.yml"], in: directory).status == 0)

    let again = try ScaffoldBinary.run(["viper", "Login", "--dry-run"], in: directory)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardOutput.hasSuffix("unchanged\n") && !again.standardOutput.contains("delete"))
    #expect(again.standardError.contains("continues it from its spec file Login.yml and its recorded flags"))

    // The spec file is read again: a use case added there arrives without naming the file.
    try Data("name: Login\narchitecture: viper\nuseCases: [signIn, signOut]\nroutes: [home]\n".utf8).write(to: spec)
    let followed = try ScaffoldBinary.run(["viper", "Login"], in: directory)
    #expect(followed.status == 0, "\(followed.standardError)")
    let contracts = try String(
      contentsOf: directory.appendingPathComponent("Login/Sources/Login/LoginContracts.swift"), encoding: .utf8)
    #expect(contracts.contains("signOut"))
  }

  @Test("a new use case is added to what the module has; one it has already is not doubled")
  func additions() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["vip", "Orders", "--use-case", "load"], in: directory).status == 0)
    let added = try ScaffoldBinary.run(["vip", "Orders", "--use-case", "refresh", "--use-case", "load"], in: directory)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(added.standardError.contains("(use cases load, refresh; no routes)"))
    let record = try String(
      contentsOf: directory.appendingPathComponent("Orders/.scaffold/Orders.json"), encoding: .utf8)
    #expect(record.components(separatedBy: "\"name\": \"load\"").count == 2)
    #expect(record.components(separatedBy: "\"name\": \"refresh\"").count == 2)
  }

  @Test("--drop-use-case and --drop-route take away, with a note before the files are deleted")
  func drops() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let first = try ScaffoldBinary.run(["viper", "Login", "--use-case", "signIn", "--route", "home"], in: directory)
    #expect(first.status == 0)
    let routerTests = directory.appendingPathComponent("Login/Tests/LoginTests/LoginRouterTests.swift")
    #expect(FileManager.default.fileExists(atPath: routerTests.path))

    let dropped = try ScaffoldBinary.run(["viper", "Login", "--drop-route", "home"], in: directory)
    #expect(dropped.status == 0, "\(dropped.standardError)")
    // The router goes with the last route.
    #expect(dropped.standardError.contains("this run deletes 2 files the module no longer generates"))
    #expect(dropped.standardError.contains("Sources/Login/LoginRouter.swift, Tests/LoginTests/LoginRouterTests.swift"))
    #expect(!FileManager.default.fileExists(atPath: routerTests.path))
    // Gone from the record too: the next plain re-run does not bring it back.
    let again = try ScaffoldBinary.run(["viper", "Login", "--dry-run"], in: directory)
    #expect(!again.standardOutput.contains("create"), "\(again.standardOutput)")

    let unknown = try ScaffoldBinary.run(["viper", "Login", "--drop-use-case", "signin2"], in: directory)
    #expect(unknown.status == 65)
    #expect(
      unknown.standardError.contains(
        "the module has no use case named 'signin2' to drop; did you mean 'signIn'?; its use cases: signIn"))
  }

  @Test("a use case from the spec file cannot be dropped by a flag; the file would bring it back")
  func specFileUseCaseNotDropped() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    try Data("name: Login\narchitecture: viper\nuseCases: [signIn]\n".utf8)
      .write(to: directory.appendingPathComponent("Login.yml"))
    #expect(try ScaffoldBinary.run(["generate", "Login.yml", "--use-case", "extra"], in: directory).status == 0)
    let refused = try ScaffoldBinary.run(["viper", "Login", "--drop-use-case", "signIn"], in: directory)
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("use case 'signIn' comes from ../Login.yml, so a flag cannot drop it"))
    let dropped = try ScaffoldBinary.run(["viper", "Login", "--drop-use-case", "extra"], in: directory)
    #expect(dropped.status == 0, "\(dropped.standardError)")
    #expect(!dropped.standardError.contains("extra;") && dropped.standardError.contains("(use case signIn;"))
  }

  @Test("another architecture is refused, naming the command that continues the module; nothing is written")
  func otherArchitecture() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["mvp", "Settings"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Settings")
    let record = root.appendingPathComponent(".scaffold/Settings.json")
    let before = (try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted(), try Data(contentsOf: record))
    let refused = try ScaffoldBinary.run(["viper", "Settings"], in: directory)
    #expect(refused.status == 65)
    #expect(
      refused.standardError.contains(
        "Settings is recorded (.scaffold/Settings.json) with the mvp architecture, not viper; "
          + "run 'scaffold mvp Settings'"))
    #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before.0)
    #expect(try Data(contentsOf: record) == before.1)
  }

  @Test("scaffold update follows the same rule: a use case already there is not doubled, and drops work")
  func updateAgrees() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let first = try ScaffoldBinary.run(["mvc", "About", "--use-case", "load", "--use-case", "fetch"], in: directory)
    #expect(first.status == 0)
    let root = directory.appendingPathComponent("About")
    let same = try ScaffoldBinary.run(["update", "About", "--use-case", "fetch"], in: root)
    #expect(same.status == 0, "\(same.standardError)")
    #expect(!same.standardOutput.contains("merge") && !same.standardOutput.contains("overwrite"))
    let dropped = try ScaffoldBinary.run(["update", "About", "--drop-use-case", "fetch"], in: root)
    #expect(dropped.status == 0, "\(dropped.standardError)")
    let record = try String(contentsOf: root.appendingPathComponent(".scaffold/About.json"), encoding: .utf8)
    #expect(!record.contains("\"fetch\"") && record.contains("\"name\": \"load\""))
  }
}

/// Folders the tool did not write, and files left where nothing builds them.
@Suite("no quiet surprises")
struct QuietSurpriseTests {
  @Test("a new package is not written into a folder that holds someone else's files, unless --force")
  func foreignFolder() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let folder = directory.appendingPathComponent("Login")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("// notes\n".utf8).write(to: folder.appendingPathComponent("Notes.swift"))
    let refused = try ScaffoldBinary.run(["viper", "Login"], in: directory)
    #expect(refused.status == 65)
    #expect(refused.standardError.contains("Login/ already holds files no Scaffold record knows (Notes.swift)"))
    #expect(ScaffoldBinary.contents(of: folder) == ["Notes.swift"])
    let forced = try ScaffoldBinary.run(["viper", "Login", "--force"], in: directory)
    #expect(forced.status == 0, "\(forced.standardError)")
    #expect(try String(contentsOf: folder.appendingPathComponent("Notes.swift"), encoding: .utf8) == "// notes\n")
  }

  @Test("status lists the files remove kept in a folder no target owns, in text and JSON")
  func unownedFiles() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Login")
    #expect(try ScaffoldBinary.run(["mvc", "Extra", "--package", "."], in: root).status == 0)
    let model = root.appendingPathComponent("Sources/Extra/ExtraModel.swift")
    try Data((try String(contentsOf: model, encoding: .utf8) + "// mine\n").utf8).write(to: model)
    #expect(try ScaffoldBinary.run(["remove", "Extra"], in: root).status == 0)

    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(
      status.standardOutput.hasSuffix(
        "nothing builds them (kept by 'scaffold remove' as edited?):\n  Sources/Extra/ExtraModel.swift\n"))
    let json = try ScaffoldBinary.run(["status", "--json"], in: root)
    #expect(json.standardOutput.contains("\"unowned\": [\n    \"Sources/Extra/ExtraModel.swift\"\n  ]"))
  }

  @Test("a project whose last module was removed has an empty status; removing it again names the project")
  func projectWithNoModulesLeft() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["init", "--no-interactive"], in: project).status == 0)
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: project).status == 0)
    #expect(try ScaffoldBinary.run(["remove", "Login"], in: project).status == 0)
    let status = try ScaffoldBinary.run(["status"], in: project)
    #expect(status.status == 0, "\(status.standardError)")
    #expect(status.standardOutput == "No generated modules are recorded here or below.\n")
    let again = try ScaffoldBinary.run(["remove", "Login"], in: project)
    #expect(again.status == 66)
    #expect(again.standardError.contains("no module named Login: this project records none"), "\(again.standardError)")
  }

  @Test("a module from a custom template with a required parameter re-runs without repeating --param")
  func requiredParameterComesFromTheRecord() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["templates", "init", "mvp-team", "--from", "mvp", "--copy"], in: project).status == 0)
    try Data("templates: [Templates]\n".utf8).write(to: project.appendingPathComponent(".scaffold.yml"))
    let folder = project.appendingPathComponent("Templates/mvp-team")
    let manifest = folder.appendingPathComponent("template.yml")
    try Data(
      (try String(contentsOf: manifest, encoding: .utf8)
        + "parameters:\n  - name: team\n    type: choice\n    choices: [payments, growth]\n").utf8
    ).write(to: manifest)
    let header = folder.appendingPathComponent("partials/header.mustache")
    try Data((try String(contentsOf: header, encoding: .utf8) + "// Owned by {{params.team}}.\n").utf8).write(
      to: header)
    let first = try ScaffoldBinary.run(
      ["mvp", "Settings", "--template", "mvp-team", "--param", "team=payments"], in: project)
    #expect(first.status == 0, "\(first.standardError)")

    let again = try ScaffoldBinary.run(["mvp", "Settings", "--use-case", "save"], in: project)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardError.contains("Settings was generated before"))
    let presenter = try String(
      contentsOf: project.appendingPathComponent("Settings/Sources/Settings/SettingsPresenter.swift"), encoding: .utf8)
    #expect(presenter.contains("// Owned by payments."))
    #expect(presenter.contains("func save("))
    // A value given again is still checked against the recorded template's declaration.
    let wrong = try ScaffoldBinary.run(["mvp", "Settings", "--param", "team=sales"], in: project)
    #expect(wrong.status == 65)
    #expect(wrong.standardError.contains("parameter 'team' must be one of payments, growth, not 'sales'"))
  }
}
