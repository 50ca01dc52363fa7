import ArgumentParser
import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldPackageManifest

struct TemplatesShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "A template's manifest, parameters and files.",
    discussion:
      "Example:\n  scaffold templates show viper\n  scaffold templates show viper --file Sources/Router.swift.mustache")

  @Argument(help: "The template's name.", completion: TemplateNameCompletion.kind)
  var name: String

  @Option(help: ArgumentHelp("Print this file of the template instead.", valueName: "path"))
  var file: String?

  @OptionGroup var lookup: TemplateLookupOptions

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json) { () throws(ScaffoldError) in
      let template = try ProjectSetup(templateFolders: lookup.templateFolders).generator.library.template(named: name)
      if let file {
        // A partial by its path in a template folder too, the path a template that extends this
        // one writes its own at.
        guard let text = template.folderForm[file] ?? template.partials[file] else {
          throw .unreadableInput(
            path: file,
            reason: "not a file of \(name); its files: \(template.files.keys.sorted().joined(separator: ", "))")
        }
        print(text, terminator: "")
        return
      }
      print(
        lookup.json
          ? TemplateReports.manifest(template.manifest).jsonText() + "\n" : TemplateReports.description(of: template),
        terminator: "")
    }
  }
}
