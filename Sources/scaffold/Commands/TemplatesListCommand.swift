import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec
import ScaffoldTemplates

struct TemplatesListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Each template found, with where it comes from and what it generates.")

  @OptionGroup var lookup: TemplateLookupOptions

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json) { () throws(ScaffoldError) in
      let entries = try ProjectSetup(templateFolders: lookup.templateFolders).generator.library.entries()
      print(TemplateReports.list(entries, json: lookup.json), terminator: "")
    }
  }
}
