import ArgumentParser
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

/// `scaffold schema`: the spec's JSON Schema, for editors to complete and check spec files.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of a spec file, for completion and checks in editors.",
    discussion: HelpText.reflowed(
      """
      The schema (draft 2020-12) holds every key of a spec, of one module or several under 'modules',
      with its type, its values and its default; names and types are still checked by scaffold, with
      positions. A spec gets completion in editors that speak the YAML language server (VS Code's YAML
      extension) when its first line names the schema (a path relative to the spec's folder, or a URL).
        # yaml-language-server: $schema=scaffold-spec.schema.json

      Examples:
        scaffold schema > scaffold-spec.schema.json
        scaffold schema -o scaffold-spec.schema.json   # written inside this folder
      """))

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the schema to this file, inside the current folder.", valueName: "file"),
    completion: .file(extensions: ["json"]))
  var output: String?

  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    try Terminal.reportingErrors(verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      guard let output else {
        print(SpecSchema.text, terminator: "")
        return
      }
      let plan = try SpecSchemaFile.write(to: output, in: Terminal.workingFolder)
      if verbosityFlags.quiet { return }
      print(
        plan.writes.isEmpty ? "\(output) is up to date." : "Wrote \(output).",
        "A spec in this folder turns on completion in editors with this first line:")
      print(SpecSchema.modeline(schemaAt: output))
    }
  }
}
