import Foundation
import Testing

/// `scaffold check` sees every input that changes a module's output, and checks a whole
/// monorepo at once.
@Suite("check covers every input")
struct CheckCoverageTests {
  /// A package of its own with no modules, to which `--package .` adds one.
  private func emptyPackage(in directory: URL, platforms: String = "") throws -> URL {
    let root = directory.appendingPathComponent("Shared")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Shared\",\(platforms) targets: [])\n"
        .utf8
    ).write(to: root.appendingPathComponent("Package.swift"))
    return root
  }

  @Test("platforms raised in the package's manifest since generation make check fail, as a regeneration would change")
  func packagePlatforms() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let root = try emptyPackage(in: directory)
    #expect(try ScaffoldBinary.run(["mvvm", "Feed", "--package", "."], in: root).status == 0)
    #expect(try ScaffoldBinary.run(["check"], in: root).status == 0)

    let manifest = root.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "name: \"Shared\",", with: "name: \"Shared\", platforms: [.iOS(.v17), .macOS(.v14)],"
      )
      .utf8
    ).write(to: manifest)
    let check = try ScaffoldBinary.run(["check", "--diff"], in: root)
    #expect(check.status == 1, "\(check.standardOutput)")
    #expect(check.standardOutput.contains("+@Observable") || check.standardOutput.contains("+import Observation"))
    #expect(check.standardOutput.contains("scaffold update Feed"))
    // The update the check asks for brings the module in step again.
    #expect(try ScaffoldBinary.run(["update", "Feed"], in: root).status == 0)
    #expect(try ScaffoldBinary.run(["check"], in: root).status == 0)
  }

  @Test("--recursive checks every package with records below the folder, with one summary and exit code")
  func recursive() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: directory).status == 0)
    let shared = try emptyPackage(in: directory)
    #expect(try ScaffoldBinary.run(["mvc", "About", "--package", "."], in: shared).status == 0)
    // A copy under a build folder is not the project's own package.
    let copy = directory.appendingPathComponent(".build/checkouts/Login")
    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: directory.appendingPathComponent("Login"), to: copy)

    let inStep = try ScaffoldBinary.run(["check", "--recursive"], in: directory)
    #expect(inStep.status == 0, "\(inStep.standardOutput)\(inStep.standardError)")
    #expect(inStep.standardOutput == "Login/: in step\nShared/: in step\n2 packages (2 modules) in step.\n")

    // A spec change in one package fails the whole run and names the package to update.
    let record = shared.appendingPathComponent(".scaffold/About.json")
    let text = try String(contentsOf: record, encoding: .utf8)
    try Data(
      text.replacingOccurrences(of: "\"name\" : \"load\"", with: "\"name\" : \"fetch\"")
        .replacingOccurrences(of: "\"name\": \"load\"", with: "\"name\": \"fetch\"").utf8
    ).write(to: record)
    let behind = try ScaffoldBinary.run(["check", "--recursive"], in: directory)
    #expect(behind.status == 1)
    #expect(behind.standardOutput.contains("Shared/: 1 of 1 would change"))
    #expect(behind.standardOutput.contains("bring forward with: scaffold update About --package Shared"))
    #expect(behind.standardOutput.hasSuffix("1 of 2 packages would change.\n"))
    let json = try ScaffoldBinary.run(["check", "--recursive", "--json"], in: directory)
    #expect(json.status == 1)
    #expect(json.standardOutput.hasPrefix("{\n  \"inStep\": false,\n  \"packages\": ["))
  }

  @Test("--recursive reports a package it cannot check and still checks the others")
  func recursiveKeepsGoingPastABrokenPackage() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: directory).status == 0)
    #expect(try ScaffoldBinary.run(["mvvm", "Feed"], in: directory).status == 0)
    try Data("{ not json".utf8).write(to: directory.appendingPathComponent("Feed/.scaffold/Feed.json"))

    let result = try ScaffoldBinary.run(["check", "--recursive"], in: directory)
    #expect(result.status == 65, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.contains("Feed/ could not be checked"))
    #expect(result.standardError.contains("Feed.json"))
    #expect(result.standardOutput.contains("Login/: in step"))
    #expect(result.standardOutput.hasSuffix("1 package (1 module) in step. 1 could not be checked.\n"))
    let json = try ScaffoldBinary.run(["check", "--recursive", "--json"], in: directory)
    #expect(json.status == 65)
    #expect(json.standardOutput.contains("\"failed\": ["))
    #expect(json.standardOutput.contains("\"package\": \"Feed\""))
    #expect(json.standardOutput.contains("\"inStep\": false"))
  }

  @Test("--recursive with nothing recorded below is an error, so a CI typo cannot pass")
  func recursiveFindsNothing() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["check", "--recursive"], in: directory)
    #expect(result.status == 66)
    #expect(result.standardError.contains("no package below it records a generated module"))
  }
}

/// Names a custom template declares are reserved without a `reserved:` list.
@Suite("template-declared names")
struct TemplateDeclaredNameTests {
  @Test("an entity named like a type a custom template declares is refused before anything is written")
  func entityClashesWithTemplateType() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["templates", "init", "viper-logging", "--from", "viper", "--copy"], in: project).status
        == 0)
    let folder = project.appendingPathComponent("Templates/viper-logging")
    try Data("/// Logs what the module does.\nstruct {{module.name}}Logging {}\n".utf8)
      .write(to: folder.appendingPathComponent("Sources/Logging.swift.mustache"))
    let manifest = folder.appendingPathComponent("template.yml")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "files:\n",
        with:
          "files:\n  - template: Sources/Logging.swift.mustache\n    output: \"Sources/{{module.name}}/{{module.name}}Logging.swift\"\n    kind: source\n"
      ).utf8
    ).write(to: manifest)
    try Data("name: Profile\nentities:\n  - name: ProfileLogging\n    fields:\n      - id: String\n".utf8)
      .write(to: project.appendingPathComponent("Profile.yml"))

    let refused = try ScaffoldBinary.run(
      ["viper", "Profile", "--spec", "Profile.yml", "--template", "viper-logging", "--templates", "Templates"],
      in: project)
    #expect(refused.status == 65, "\(refused.standardError)")
    #expect(
      refused.standardError.contains(
        "entity 'ProfileLogging' has the name of a type template 'viper-logging' declares in Sources/Profile/ProfileLogging.swift; rename the entity"
      ))
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Profile").path))
    // Renamed, it generates.
    try Data("name: Profile\nentities:\n  - name: ProfileEntry\n    fields:\n      - id: String\n".utf8)
      .write(to: project.appendingPathComponent("Profile.yml"))
    let generated = try ScaffoldBinary.run(
      ["viper", "Profile", "--spec", "Profile.yml", "--template", "viper-logging", "--templates", "Templates"],
      in: project)
    #expect(generated.status == 0, "\(generated.standardError)")
  }
}

/// Input a template never reads is said in a note, not dropped in silence.
@Suite("input a template ignores")
struct IgnoredInputTests {
  @Test("use cases, routes and entities a custom template reads nothing of each get a note")
  func notesForUnreadInput() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    let folder = project.appendingPathComponent("Templates/tiny/Sources")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      name: tiny
      summary: One file.
      architecture: mvc
      files:
        - template: Sources/Thing.swift.mustache
          output: "Sources/{{module.name}}/{{module.name}}Thing.swift"
          kind: source

      """.utf8
    ).write(to: folder.deletingLastPathComponent().appendingPathComponent("template.yml"))
    try Data("/// The module's one type.\nstruct {{module.name}}Thing {}\n".utf8)
      .write(to: folder.appendingPathComponent("Thing.swift.mustache"))
    try Data("entities:\n  - name: Note\n    fields:\n      - text: String\n".utf8)
      .write(to: project.appendingPathComponent("Notes.yml"))

    let result = try ScaffoldBinary.run(
      [
        "mvc", "Notes", "--spec", "Notes.yml", "--template", "tiny", "--templates", "Templates", "--use-case", "save",
        "--use-case", "load", "--route", "back", "--dry-run",
      ], in: project)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "template 'tiny' reads no use cases, so 'save', 'load' are ignored; remove them, or use a template that reads them"
      ))
    #expect(result.standardError.contains("template 'tiny' reads no routes, so 'back' is ignored"))
    #expect(result.standardError.contains("Notes.yml:2:11: template 'tiny' reads no entities, so 'Note' is ignored"))

    // The default use case, which the user never wrote, is not noted, neither at generation nor
    // when the record (which keeps it) is rendered again by `update`.
    let plain = try ScaffoldBinary.run(["mvc", "Memo", "--template", "tiny", "--templates", "Templates"], in: project)
    #expect(plain.status == 0, "\(plain.standardError)")
    let update = try ScaffoldBinary.run(
      ["update", "Memo", "--templates", "../Templates"], in: project.appendingPathComponent("Memo"))
    #expect(update.status == 0, "\(update.standardError)")
    #expect(
      !plain.standardError.contains("reads no") && !update.standardError.contains("reads no"), "\(update.standardError)"
    )
  }

  @Test("the built-in templates read every kind of input: a full spec gets no such note")
  func builtInsReadEverything() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Checkout.yml").path
    for architecture in ["viper", "vip", "mvp", "mvc", "mvvm"] {
      let result = try ScaffoldBinary.run([architecture, "Checkout", "--spec", spec, "--dry-run"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(!result.standardError.contains("reads no"), "\(architecture): \(result.standardError)")
    }
  }

  @Test("in CI, ten modules with one behind print eleven lines: one a module and the total; --diff adds the diffs")
  func tenModulesOneBehind() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let modules = (1...10).map { "  - name: Feature\($0)\n" }.joined()
    let spec = directory.appendingPathComponent("app.yml")
    try Data("package: App\narchitecture: viper\nmodules:\n\(modules)".utf8).write(to: spec)
    #expect(try ScaffoldBinary.run(["generate", "app.yml", "--quiet"], in: directory).status == 0)
    try Data(
      "package: App\narchitecture: viper\nmodules:\n\(modules)".replacingOccurrences(
        of: "  - name: Feature7\n", with: "  - name: Feature7\n    useCases: [refresh]\n"
      ).utf8
    ).write(to: spec)
    let app = directory.appendingPathComponent("App")
    let check = try ScaffoldBinary.run(["check"], in: app, environment: ["CI": "true"])
    #expect(check.status == 1)
    let lines = check.standardOutput.split(separator: "\n")
    #expect(lines.count == 11, "\(check.standardOutput)")
    #expect(lines.filter { $0.hasSuffix(": in step") }.count == 9)
    #expect(lines.contains { $0.hasPrefix("Feature7: behind (spec changed): ") })
    #expect(!check.standardOutput.contains("@@"))
    let diff = try ScaffoldBinary.run(["check", "--diff"], in: app)
    #expect(diff.status == 1)
    #expect(diff.standardOutput.contains("@@") && diff.standardOutput.contains("+++ b/Sources/Feature7/"))
  }

  @Test("at the top of a project, check, status, update and remove find the package that records the module")
  func packageFoundBelow() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    try Data("output: Modules\n".utf8).write(to: project.appendingPathComponent(".scaffold.yml"))
    #expect(try ScaffoldBinary.run(["viper", "Login"], in: project).status == 0)
    for arguments in [["check", "Login"], ["status", "Login"], ["update", "Login"], ["status"]] {
      let result = try ScaffoldBinary.run(arguments, in: project)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
    }
    #expect(
      try ScaffoldBinary.run(["update", "Login"], in: project).standardOutput.hasPrefix("Updated Modules/Login/:"))
    #expect(try ScaffoldBinary.run(["mvvm", "Feed"], in: project).status == 0)
    // Named, each module's package is found; unnamed, two packages are one too many to guess.
    #expect(try ScaffoldBinary.run(["check", "Feed"], in: project).status == 0)
    let unnamed = try ScaffoldBinary.run(["status"], in: project)
    #expect(unnamed.status == 66)
    #expect(unnamed.standardError.contains("several packages below record modules: Modules/Feed, Modules/Login"))
    let unknown = try ScaffoldBinary.run(["update", "Profile"], in: project)
    #expect(unknown.status == 66)
    #expect(
      unknown.standardError.contains(
        "no package below records Profile (packages with records: Modules/Feed, Modules/Login)"))
    let removed = try ScaffoldBinary.run(["remove", "Login"], in: project)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Modules/Login/.scaffold").path))
  }
}
