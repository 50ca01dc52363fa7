import ArgumentParser
import ScaffoldKit

/// `scaffold architectures`: helps choose, by the criteria of the seed articles.
struct ArchitecturesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "architectures",
    abstract: "List the architectures, their parts and files, and how they compare.",
    discussion: """
      Examples:
        scaffold architectures
        scaffold architectures --markdown   # the comparison table, as in the README
      """)

  @Flag(help: "Print the comparison as a Markdown table.")
  var markdown = false

  func run() throws {
    try Terminal.reportingErrors { () throws(ScaffoldError) in
      let catalog = try ArchitectureCatalog.builtIn()
      print(markdown ? catalog.markdownTable : catalog.text)
    }
  }
}
