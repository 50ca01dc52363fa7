import ArgumentParser
import Foundation
import ScaffoldKit
import ScaffoldTemplates

/// `scaffold templates …`: find, inspect, create, lint and test templates.
struct TemplatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "templates",
    abstract: "List, show, create, lint and test templates, and import Generamba ones.",
    discussion: HelpText.reflowed(
      """
      Templates are looked up in --templates folders, then the folders of .scaffold.yml's
      'templates:', then \(TemplateLibrary.userFolder(environment: Terminal.environment).path), then the built-ins; a template
      with a built-in's name overrides it. See docs/templates.md.
      """),
    subcommands: [
      TemplatesListCommand.self, TemplatesShowCommand.self, TemplatesInitCommand.self, TemplatesLintCommand.self,
      TemplatesTestCommand.self, TemplatesImportGenerambaCommand.self,
    ])
}

/// The options every `templates` subcommand shares.
struct TemplateLookupOptions: ParsableArguments {
  @Option(
    name: .customLong("templates"),
    help: ArgumentHelp("A folder of templates, searched first (repeatable).", valueName: "dir"),
    completion: .directory)
  var templateFolders: [String] = []

  @Flag(help: "Print the result as JSON instead of text.")
  var json = false
}
