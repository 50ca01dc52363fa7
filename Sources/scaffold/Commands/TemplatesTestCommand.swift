import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest

struct TemplatesTestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Render a template against its fixture specs (tests/*.yml) and compare with the snapshots beside them.",
    discussion: """
      Exits 1 when a snapshot differs (the diff is printed), 65 when a fixture cannot be rendered.
      Examples:
        scaffold templates test Templates/viper-coordinator --record     # write the snapshots
        scaffold templates test Templates/viper-coordinator --compile    # also build and test the output
      """)

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
      failed = results.contains { result in
        switch result.outcome {
        case .passed, .recorded: return false
        default: return true
        }
      }
      for result in results {
        switch result.outcome {
        case .passed where verbosityFlags.quiet, .recorded where verbosityFlags.quiet: continue
        case .passed:
          let tests = result.generatedTests.map { ", built and \($0) generated tests passed" } ?? ""
          print("\(result.fixture): matches its snapshot\(tests)")
        case .recorded: print("\(result.fixture): snapshot recorded")
        case .differs(let diffs): print("\(result.fixture): differs from its snapshot\n" + diffs.joined())
        case .notRecorded:
          print("\(result.fixture): no snapshot yet; record it with 'scaffold templates test \(folder) --record'")
        case .failed(let diagnostics):
          print("\(result.fixture): cannot be rendered\n" + diagnostics.map(\.description).joined(separator: "\n"))
        case .compileFailed(let log): print("\(result.fixture): the output does not build or its tests fail\n\(log)")
        }
      }
    }
    if failed { throw ExitCode(Terminal.Status.failure) }
  }
}
