import Foundation
import Testing

/// `scaffold templates …` and `scaffold init`, as a template author uses them.
@Suite("scaffold templates")
struct TemplateCommandTests {
  static let architectures = ["viper", "vip", "mvp", "mvc", "mvvm"]

  @Test(
    "the built-in templates pass their own snapshot tests, with the command template authors use",
    arguments: architectures)
  func builtInTemplates(_ architecture: String) throws {
    let folder = RepositoryRoot.url.appendingPathComponent("Templates/\(architecture)").path
    let result = try ScaffoldBinary.run(["templates", "test", folder], in: RepositoryRoot.url)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("matches its snapshot"))
  }

  @Test("create from a built-in, change it, lint, record, test, and generate with it through .scaffold.yml")
  func authorLoop() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    let initialized = try ScaffoldBinary.run(
      [
        "init", "--author", "Jane Appleseed", "--organisation", "Example Inc.", "--templates", "Templates",
        "--template", "mvp-team",
      ], in: project)
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(
      try ScaffoldBinary.run(["templates", "init", "mvp-team", "--from", "mvp", "--copy"], in: project).status == 0)
    let folder = project.appendingPathComponent("Templates/mvp-team")

    // A typed parameter, used in every header.
    let manifest = folder.appendingPathComponent("template.yml")
    try Data(
      (try String(contentsOf: manifest, encoding: .utf8)
        + "parameters:\n  - name: team\n    type: choice\n    choices: [payments, growth]\n    default: growth\n").utf8
    ).write(to: manifest)
    let header = folder.appendingPathComponent("partials/header.mustache")
    try Data(
      (try String(contentsOf: header, encoding: .utf8)
        + "// Owned by {{params.team}}{{#project.hasAuthor}}, written by {{project.author}}{{/project.hasAuthor}}.\n")
        .utf8
    ).write(to: header)
    let lint = try ScaffoldBinary.run(["templates", "lint", "Templates/mvp-team"], in: project)
    #expect(lint.status == 0, "\(lint.standardError)")
    // Before anything is recorded, the test says how to record instead of diffing against nothing.
    let unrecorded = try ScaffoldBinary.run(["templates", "test", "Templates/mvp-team"], in: project)
    #expect(unrecorded.status == 1)
    #expect(
      unrecorded.standardOutput
        == "Sample.yml: no snapshot yet; record it with 'scaffold templates test Templates/mvp-team --record'\n")
    #expect(try ScaffoldBinary.run(["templates", "test", "Templates/mvp-team", "--record"], in: project).status == 0)
    // --compile builds each fixture's output with warnings as errors and runs its tests.
    let compiled = try ScaffoldBinary.run(["templates", "test", "Templates/mvp-team", "--compile"], in: project)
    #expect(compiled.status == 0, "\(compiled.standardOutput)")
    #expect(compiled.standardOutput.contains("Sample.yml: matches its snapshot, built and"))

    // A change the snapshot does not have fails the test, with a diff.
    try Data((try String(contentsOf: header, encoding: .utf8) + "// New line.\n").utf8).write(to: header)
    let differs = try ScaffoldBinary.run(["templates", "test", "Templates/mvp-team"], in: project)
    #expect(differs.status == 1)
    #expect(differs.standardOutput.contains("+// New line."))

    // .scaffold.yml picks the template for mvp modules; the parameter is checked and used.
    let wrong = try ScaffoldBinary.run(["mvp", "Settings", "--param", "team=sales"], in: project)
    #expect(wrong.status == 65)
    #expect(wrong.standardError.contains("parameter 'team' must be one of payments, growth, not 'sales'"))
    let generated = try ScaffoldBinary.run(["mvp", "Settings", "--param", "team=payments"], in: project)
    #expect(generated.status == 0, "\(generated.standardError)")
    let presenter = try String(
      contentsOf: project.appendingPathComponent("Settings/Sources/Settings/SettingsPresenter.swift"), encoding: .utf8)
    #expect(presenter.contains("// Owned by payments, written by Jane Appleseed."))
    let record = try String(
      contentsOf: project.appendingPathComponent("Settings/.scaffold/Settings.json"), encoding: .utf8)
    #expect(record.contains("\"name\": \"mvp-team\""))
    let settings = project.appendingPathComponent("Settings")
    #expect(try ScaffoldBinary.run(["check"], in: settings).status == 0)
    // The template changes again: check, from inside the module's package, finds it through
    // .scaffold.yml and fails with the diff.
    try Data((try String(contentsOf: header, encoding: .utf8) + "// Reviewed.\n").utf8).write(to: header)
    let drift = try ScaffoldBinary.run(["check", "--diff"], in: settings)
    #expect(drift.status == 1)
    #expect(drift.standardOutput.contains("+// Reviewed."))
  }

  @Test("lint reports a broken template at file, line and column, and exits 65")
  func lintFindings() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["templates", "init", "broken", "--from", "viper", "--copy"], in: project).status == 0)
    let router = project.appendingPathComponent("Templates/broken/Sources/Router.swift.mustache")
    try Data(("{{module.nmae}}\n" + (try String(contentsOf: router, encoding: .utf8))).utf8).write(to: router)
    let result = try ScaffoldBinary.run(["templates", "lint", "Templates/broken"], in: project)
    #expect(result.status == 65)
    #expect(result.standardError.contains("Templates/broken/Sources/Router.swift.mustache:1:1: error: 'module.nmae'"))
  }

  @Test("templates test --compile fails when the output does not build, with the compiler's error")
  func compileFailure() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["templates", "init", "mvc-broken", "--from", "mvc", "--copy"], in: project).status == 0)
    let models = project.appendingPathComponent("Templates/mvc-broken/Sources/Models.swift.mustache")
    try Data(((try String(contentsOf: models, encoding: .utf8)) + "let broken: Int = \"text\"\n").utf8).write(
      to: models)
    #expect(try ScaffoldBinary.run(["templates", "lint", "Templates/mvc-broken"], in: project).status == 0)
    #expect(try ScaffoldBinary.run(["templates", "test", "Templates/mvc-broken", "--record"], in: project).status == 0)
    let result = try ScaffoldBinary.run(["templates", "test", "Templates/mvc-broken", "--compile"], in: project)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("Sample.yml: the output does not build or its tests fail"))
    #expect(result.standardOutput.contains("error: cannot convert value of type 'String'"))
  }

  @Test("list shows a folder's template over the built-in of the same name")
  func overriding() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["templates", "init", "viper", "--from", "viper", "--copy", "-o", "Mine"], in: project)
        .status == 0)
    let list = try ScaffoldBinary.run(["templates", "list", "--templates", "Mine"], in: project)
    #expect(list.standardOutput.contains("viper  [viper, \(project.appendingPathComponent("Mine/viper").path)]"))
    #expect(list.standardOutput.contains("viper  [viper, built-in] (overridden)"))
  }

  @Test("a default template that .scaffold.yml names but nobody has is an error at its line, not skipped")
  func missingDefaultTemplate() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    try Data("author: Jane\ntemplate: mvvm-team\n".utf8).write(to: project.appendingPathComponent(".scaffold.yml"))
    let result = try ScaffoldBinary.run(["mvvm", "Search"], in: project)
    #expect(result.status == 65)
    // The folder may be reached through a symbolic link (/var on macOS), so only the tail is compared.
    #expect(
      result.standardError.contains(
        "/.scaffold.yml:2:11: error: no template named 'mvvm-team' (the default template of .scaffold.yml)"))
    #expect(ScaffoldBinary.contents(of: project) == [".scaffold.yml"])
    // Named on the command line, another template wins and the default is not looked up.
    #expect(try ScaffoldBinary.run(["mvvm", "Search", "--template", "mvvm"], in: project).status == 0)
  }

  @Test("a Generamba template and Rambafile convert, and the template generates a module")
  func generamba() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    let fixture = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Generamba/swifty_viper").path
    let imported = try ScaffoldBinary.run(["templates", "import-generamba", fixture, "--drop-dates"], in: project)
    #expect(imported.status == 0, "\(imported.standardError)")
    let rambafile = """
      project_name: Shop
      company: Example Inc.
      author: Jane Appleseed
      prefix: SH
      project_file_path: /Features/
      templates:
      - {name: swifty_viper}
      """
    try Data(rambafile.utf8).write(to: project.appendingPathComponent("Rambafile"))
    let configured = try ScaffoldBinary.run(["init", "--from-rambafile", "Rambafile"], in: project)
    #expect(configured.status == 0, "\(configured.standardError)")
    #expect(configured.standardError.isEmpty, "\(configured.standardError)")
    // No --template and no --templates: the Rambafile's template is the default, found in Templates.
    let generated = try ScaffoldBinary.run(["viper", "Profile", "--param", "service_name=Profiles"], in: project)
    #expect(generated.status == 0, "\(generated.standardError)")
    // The built-in viper has no 'service_name' parameter, so success means the imported template was used.
    #expect(generated.standardOutput.hasPrefix("Wrote Features/Profile/"), "\(generated.standardOutput)")
    // The Rambafile's prefix, before the module's name as Generamba names files.
    #expect(generated.standardOutput.contains("Sources/Profile/Presenter/SHProfilePresenter.swift"))
  }

  @Test("from a subfolder, .scaffold.yml is written beside the Rambafile, whose paths stay true there")
  func rambafileInParent() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    let sub = project.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try Data("project_name: Shop\nproject_file_path: Mods\n".utf8).write(
      to: project.appendingPathComponent("Rambafile"))
    let result = try ScaffoldBinary.run(["init", "--from-rambafile", "../Rambafile"], in: sub)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("Wrote ../.scaffold.yml:"), "\(result.standardOutput)")
    #expect(ScaffoldBinary.contents(of: sub).isEmpty)
    let generated = try ScaffoldBinary.run(["viper", "Cart"], in: sub)
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Mods/Cart/Package.swift").path))
  }

  @Test("a Rambafile path leaving the project is refused at its position, and nothing is written")
  func rambafileLeavingProject() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    try Data("company: Example\nproject_file_path: Modules/../../Elsewhere\n".utf8).write(
      to: project.appendingPathComponent("Rambafile"))
    let result = try ScaffoldBinary.run(["init", "--from-rambafile", "Rambafile"], in: project)
    #expect(result.status == 65, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "Rambafile:2:20: error: project_file_path 'Modules/../../Elsewhere' leaves the project folder"),
      "\(result.standardError)")
    #expect(ScaffoldBinary.contents(of: project) == ["Rambafile"])
  }
}

/// The repository's root, for fixtures and the built-in templates' folders.
enum RepositoryRoot {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}
