import Foundation
import Testing

/// A team's template that extends another (`templates init`'s default): a few files of its own,
/// linted, snapshot-tested and used; a change to its parent reaches modules made with it.
@Suite("templates that extend another, through the binary")
struct ExtendedTemplateTests {
  private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The template's own files, tests and snapshots aside.
  private func ownFiles(_ folder: URL) -> [String] {
    let all = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
    return all.filter { path in
      !path.hasPrefix("tests")
        && (try? FileManager.default.attributesOfItem(atPath: folder.path + "/" + path))?[.type]
          as? FileAttributeType != .typeDirectory
    }.sorted()
  }

  @Test("a team's header and presenter over the built-in: 3 files that lint, pass templates test and generate")
  func headerAndPresenter() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["init", "--templates", "Templates", "--quiet"], in: project).status == 0)
    let created = try ScaffoldBinary.run(["templates", "init", "viper-team", "--from", "viper"], in: project)
    #expect(created.status == 0, "\(created.standardError)")
    #expect(created.standardOutput.contains("extending viper (2 files)"))
    let team = project.appendingPathComponent("Templates/viper-team")
    try write(
      "// {{module.name}}: owned by the growth team.\n", to: team.appendingPathComponent("partials/header.mustache"))
    // The presenter's own wording, taken from the parent's with `templates show --file`.
    let shown = try ScaffoldBinary.run(
      ["templates", "show", "viper", "--file", "partials/presenter/about.mustache"], in: project)
    #expect(shown.status == 0)
    try write(
      shown.standardOutput.replacingOccurrences(of: "Turns user intents", with: "Turns the team's intents"),
      to: team.appendingPathComponent("partials/presenter/about.mustache"))
    #expect(
      ownFiles(team) == ["partials/header.mustache", "partials/presenter/about.mustache", "template.yml"])

    let lint = try ScaffoldBinary.run(["templates", "lint", "Templates/viper-team"], in: project)
    #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
    #expect(try ScaffoldBinary.run(["templates", "test", "Templates/viper-team", "--record"], in: project).status == 0)
    let tested = try ScaffoldBinary.run(["templates", "test", "Templates/viper-team"], in: project)
    #expect(tested.status == 0)
    #expect(tested.standardOutput.contains("Sample.yml: matches its snapshot"))

    let generated = try ScaffoldBinary.run(["viper", "Login", "--template", "viper-team"], in: project)
    #expect(generated.status == 0, "\(generated.standardError)")
    let presenter = try text(project.appendingPathComponent("Login/Sources/Login/LoginPresenter.swift"))
    #expect(presenter.hasPrefix("// Login: owned by the growth team.\n"))
    #expect(presenter.contains("/// Turns the team's intents into interactor calls"))
    // Every file but the presenter's doc comment is the built-in's, under the team's header (and
    // the blank line that follows a header).
    let plain = try ScaffoldBinary.run(["viper", "Login", "--output", "Plain"], in: project)
    #expect(plain.status == 0)
    let builtIn = try text(project.appendingPathComponent("Plain/Login/Sources/Login/LoginInteractor.swift"))
    let extended = try text(project.appendingPathComponent("Login/Sources/Login/LoginInteractor.swift"))
    #expect(extended == "// Login: owned by the growth team.\n\n" + builtIn)
  }

  @Test("a change to the parent shows the module as behind; update brings it in and keeps a hand edit")
  func parentChangeReachesModules() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["init", "--templates", "Templates", "--quiet"], in: project).status == 0)
    // The team's base is a whole copy it owns; a squad's template extends the base.
    #expect(
      try ScaffoldBinary.run(["templates", "init", "base", "--from", "viper", "--copy"], in: project).status == 0)
    #expect(try ScaffoldBinary.run(["templates", "init", "squad", "--from", "base"], in: project).status == 0)
    try write(
      "// {{module.name}}, by the squad.\n",
      to: project.appendingPathComponent("Templates/squad/partials/header.mustache"))
    #expect(try ScaffoldBinary.run(["viper", "Login", "--template", "squad"], in: project).status == 0)
    let module = project.appendingPathComponent("Login")
    let presenterFile = module.appendingPathComponent("Sources/Login/LoginPresenter.swift")
    try Data((try text(presenterFile) + "// A hand edit.\n").utf8).write(to: presenterFile)
    #expect(try ScaffoldBinary.run(["check"], in: module).status == 0)

    let about = project.appendingPathComponent("Templates/base/partials/presenter/about.mustache")
    try Data((try text(about) + "/// Reviewed by the platform team.\n").utf8).write(to: about)
    let behind = try ScaffoldBinary.run(["check"], in: module)
    #expect(behind.status == 1)
    #expect(behind.standardOutput.contains("Login: behind (template changed)"))
    let updated = try ScaffoldBinary.run(["update", "Login"], in: module)
    #expect(updated.status == 0, "\(updated.standardOutput)\(updated.standardError)")
    #expect(updated.standardOutput.contains("merge      Sources/Login/LoginPresenter.swift"))
    let presenter = try text(presenterFile)
    #expect(presenter.hasPrefix("// Login, by the squad.\n"))
    #expect(presenter.contains("/// Reviewed by the platform team.\n"))
    #expect(presenter.hasSuffix("// A hand edit.\n"))
    #expect(try ScaffoldBinary.run(["check"], in: module).status == 0)
  }

  @Test("a template found through --templates alone is named in a note; one .scaffold.yml lists is not")
  func templateFoundThroughTheFlagOnly() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["templates", "init", "team", "--from", "viper", "-o", "Mine"], in: project).status == 0)
    let passing = try ScaffoldBinary.run(["viper", "Login", "--template", "team", "--templates", "Mine"], in: project)
    #expect(passing.status == 0)
    #expect(
      passing.standardError.contains(
        "Login's template 'team' was found in Mine through --templates only: list that folder under templates: in "
          + ".scaffold.yml, or 'check' and 'update' will not find it"), "\(passing.standardError)")
    #expect(try ScaffoldBinary.run(["init", "--templates", "Mine", "--quiet"], in: project).status == 0)
    let listed = try ScaffoldBinary.run(["viper", "Cart", "--template", "team", "--templates", "Mine"], in: project)
    #expect(listed.status == 0)
    #expect(!listed.standardError.contains("through --templates only"), "\(listed.standardError)")
  }

  @Test("a template that extends another cannot be copied whole, and says what to do instead")
  func copyOfAnExtension() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["templates", "init", "team", "--from", "viper"], in: project).status == 0)
    let copied = try ScaffoldBinary.run(
      ["templates", "init", "copy", "--from", "team", "--copy", "--templates", "Templates"], in: project)
    #expect(copied.status == 65)
    #expect(copied.standardError.contains("'team' extends 'viper', so it cannot be copied whole"))
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates/copy").path))
  }
}
