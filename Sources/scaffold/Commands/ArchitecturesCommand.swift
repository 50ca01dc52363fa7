import ArgumentParser
import ScaffoldBase
import ScaffoldKit
import ScaffoldTemplates

/// `scaffold architectures`: helps choose, by the criteria of the seed articles.
struct ArchitecturesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "architectures",
    abstract: "List the architectures, their parts and files, and how they compare.",
    discussion: HelpText.reflowed(
      """
      Examples:
        scaffold architectures
        scaffold architectures --markdown   # the comparison table, as in the README
        scaffold architectures --json       # for tools
      """))

  @Flag(help: "Print the comparison as a Markdown table.")
  var markdown = false

  @Flag(help: "Print the catalog as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    if markdown && json { throw ValidationError("--markdown and --json exclude each other; pick one") }
  }

  func run() throws {
    try Terminal.reportingErrors(json: json) { () throws(ScaffoldError) in
      let catalog = try ArchitectureCatalog.builtIn()
      print(json ? catalog.jsonValue.jsonText() : markdown ? catalog.markdownTable : catalog.text)
    }
  }
}
