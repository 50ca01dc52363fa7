import Foundation
import Testing

/// `scaffold init --from-rambafile` imports the templates the Rambafile lists from where
/// Generamba takes them, and names one that exists as the default, so the next generation works
/// with no hand edit.
@Suite("scaffold init --from-rambafile: the Rambafile's templates")
struct InitRambafileTemplatesTests {
  @Test("a local: template and one of a cloned catalog are imported; the first that exists is the default")
  func importsAndPicksOneThatExists() throws {
    let root = try ScaffoldBinary.temporaryDirectory()
    let home = root.appendingPathComponent("home")
    let project = root.appendingPathComponent("Shop")
    let corpus = RepositoryRoot.url.appendingPathComponent("Tests/Fixtures/Generamba")
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent(".generamba/catalogs/generamba-catalog"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: project.appendingPathComponent("vendor"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent("my_viper"), to: project.appendingPathComponent("vendor/team_viper"))
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent("swifty_viper"),
      to: home.appendingPathComponent(".generamba/catalogs/generamba-catalog/swifty_viper"))
    let rambafile = """
      project_name: Shop
      project_file_path: Modules
      catalogs:
      - 'https://github.com/strongself/generamba-catalog'
      templates:
      - {name: rviper_controller}
      - {name: team_viper, local: vendor/team_viper}
      - {name: swifty_viper}
      """
    try Data(rambafile.utf8).write(to: project.appendingPathComponent("Rambafile"))

    let initialized = try ScaffoldBinary.run(
      ["init", "--from-rambafile", "Rambafile"], in: project, environment: ["HOME": home.path])
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(
      initialized.standardError.contains(
        "the Rambafile's template 'rviper_controller' is not in Templates, and no local: folder or cloned catalog"),
      "\(initialized.standardError)")
    for name in ["team_viper", "swifty_viper"] {
      #expect(
        FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates/\(name)/template.yml").path),
        "\(name): \(initialized.standardError)")
    }
    let written = try String(contentsOf: project.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
    #expect(written.contains("template: \"team_viper\"\n"), "\(written)")

    let generated = try ScaffoldBinary.run(["viper", "Auth"], in: project, environment: ["HOME": home.path])
    #expect(generated.status == 0, "\(generated.standardError)")
    #expect(generated.standardOutput.contains("Modules/Auth/"), "\(generated.standardOutput)")
  }

  @Test("with none of its templates found, .scaffold.yml names none and a note says what to import")
  func noneFound() throws {
    let project = try ScaffoldBinary.temporaryDirectory()
    try Data("templates:\n- {name: rviper_controller}\n".utf8).write(to: project.appendingPathComponent("Rambafile"))
    let initialized = try ScaffoldBinary.run(
      ["init", "--from-rambafile", "Rambafile"], in: project, environment: ["HOME": project.path])
    #expect(initialized.status == 0, "\(initialized.standardError)")
    #expect(initialized.standardError.contains("no template the Rambafile lists is imported"))
    let written = try String(contentsOf: project.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
    #expect(!written.contains("template:"), "\(written)")
    let generated = try ScaffoldBinary.run(["viper", "Auth"], in: project)
    #expect(generated.status == 0, "\(generated.standardError)")
  }
}
