import Foundation
import ScaffoldKit
import ScaffoldSpec
import Testing

/// `scaffold schema` prints the spec's JSON Schema and writes it into the project, and
/// `scaffold init --schema` writes it beside `.scaffold.yml`.
@Suite("scaffold schema")
struct SchemaCommandTests {
  @Test("prints the schema, the same bytes every run, as JSON with draft 2020-12")
  func prints() throws {
    let folder = try ScaffoldBinary.temporaryDirectory()
    let first = try ScaffoldBinary.run(["schema"], in: folder)
    #expect(first.status == 0)
    #expect(first.standardError.isEmpty)
    #expect(first.standardOutput == SpecSchema.text)
    #expect(try ScaffoldBinary.run(["schema"], in: folder).standardOutput == first.standardOutput)
    let json = try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any]
    #expect(json?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("--output writes the file inside the folder, says how a spec turns it on, and is idempotent")
  func writes() throws {
    let folder = try ScaffoldBinary.temporaryDirectory()
    let written = try ScaffoldBinary.run(["schema", "--output", "editor/spec.schema.json"], in: folder)
    #expect(written.status == 0, "\(written.standardError)")
    let file = folder.appendingPathComponent("editor/spec.schema.json")
    #expect(try String(contentsOf: file, encoding: .utf8) == SpecSchema.text)
    #expect(written.standardOutput.hasPrefix("Wrote editor/spec.schema.json."))
    #expect(written.standardOutput.contains("\n# yaml-language-server: $schema=editor/spec.schema.json\n"))
    let again = try ScaffoldBinary.run(["schema", "--output", "editor/spec.schema.json"], in: folder)
    #expect(again.standardOutput.hasPrefix("editor/spec.schema.json is up to date."))
    // An older schema (another version of the tool) is the tool's output too: replaced.
    try Data("{}\n".utf8).write(to: file)
    let replaced = try ScaffoldBinary.run(["schema", "-o", "editor/spec.schema.json", "--quiet"], in: folder)
    #expect(replaced.status == 0)
    #expect(replaced.standardOutput.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8) == SpecSchema.text)
  }

  @Test(
    "--output out of the current folder is refused, and nothing is written", arguments: ["../outside.json", "~/x.json"])
  func outside(path: String) throws {
    let (parent, project) = try ScaffoldBinary.projectInFolder()
    let result = try ScaffoldBinary.run(["schema", "--output", path], in: project)
    #expect(result.status == 65)
    #expect(result.standardError.contains("--output '\(path)'"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Project"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.path).isEmpty)
  }

  @Test("init --schema writes the schema beside .scaffold.yml and prints the line a spec starts with")
  func initWritesSchema() throws {
    let folder = try ScaffoldBinary.temporaryDirectory()
    let result = try ScaffoldBinary.run(["init", "--author", "Ada", "--schema"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let schema = folder.appendingPathComponent(SpecSchemaFile.defaultPath)
    #expect(try String(contentsOf: schema, encoding: .utf8) == SpecSchema.text)
    #expect(result.standardOutput.hasPrefix("Wrote .scaffold.yml:\n"))
    #expect(result.standardOutput.hasSuffix("\n# yaml-language-server: $schema=scaffold-spec.schema.json\n"))
    // Without --schema, init writes .scaffold.yml alone, as before.
    let plain = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["init", "--author", "Ada"], in: plain).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: plain.path) == [".scaffold.yml"])
  }

  @Test("a spec that starts with the line is read as before: the line is a YAML comment")
  func modelineIsAComment() throws {
    let folder = try ScaffoldBinary.temporaryDirectory()
    let spec = SpecSchema.modeline(schemaAt: SpecSchemaFile.defaultPath) + "\nname: Login\narchitecture: viper\n"
    try Data(spec.utf8).write(to: folder.appendingPathComponent("Login.yml"))
    let result = try ScaffoldBinary.run(["generate", "Login.yml", "--dry-run", "--quiet"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
  }
}
