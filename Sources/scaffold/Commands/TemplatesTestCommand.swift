import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest

struct TemplatesTestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Render a template against its fixture specs (tests/*.yml) and compare with the snapshots beside them.",
    discussion: HelpText.reflowed(
      """
      Exits 1 when a snapshot differs (the diff is printed), 65 when a fixture cannot be rendered.
      --record writes the snapshots; --compile also builds and tests the output.

      Examples:
        scaffold templates test Templates/viper-coordinator
        scaffold templates test Templates/viper-coordinator --record
        scaffold templates test Templates/viper-coordinator --compile
      """))

  @Argument(help: "The template folder.", completion: .directory)
  var folder: String

  @Flag(help: "Rewrite the snapshots from the current output.")
  var record = false

  @Flag(help: "Also build each output with -warnings-as-errors and run its generated tests.")
  var compile = false

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    var failed = false
    try Terminal.reportingErrors(json: lookup.json, verbosity: verbosityFlags.verbosity) { () throws(ScaffoldError) in
      let results = try TemplateTester(folder: URL(fileURLWithPath: folder, isDirectory: true))
        .run(record: record, compile: compile)
      failed = results.contains(where: \.failed)
      print(TemplateReports.testResults(results, folder: folder, quiet: verbosityFlags.quiet), terminator: "")
    }
    if failed { throw ExitCode(Terminal.Status.failure) }
  }
}
