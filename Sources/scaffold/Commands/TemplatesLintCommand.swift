import ArgumentParser
import Foundation
import ScaffoldKit
import ScaffoldPackageManifest

struct TemplatesLintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check a template folder: manifest, syntax, every name against the context, and a sample render.")

  @Argument(help: "The template folder.", completion: .directory)
  var folder: String

  @OptionGroup var lookup: TemplateLookupOptions
  @OptionGroup var verbosityFlags: VerbosityOptions

  func run() throws {
    let diagnostics = TemplateLinter.lint(folder: URL(fileURLWithPath: folder, isDirectory: true))
    if lookup.json {
      print(ErrorReport.value(of: .invalidTemplate(diagnostics))["error"]?["diagnostics"]?.jsonText() ?? "[]")
    } else if diagnostics.isEmpty && !verbosityFlags.quiet {
      print("\(folder): no problems found.")
    }
    guard diagnostics.isEmpty else {
      if !lookup.json { Terminal.printError(diagnostics.map(\.description).joined(separator: "\n")) }
      throw ExitCode(Terminal.Status.invalidInput)
    }
  }
}
