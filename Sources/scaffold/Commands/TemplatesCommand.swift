import ArgumentParser
import Foundation
import ScaffoldKit

/// `scaffold templates …`: find, inspect, create, lint and test templates.
struct TemplatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "templates",
    abstract: "List, show, create, lint and test templates, and import Generamba ones.",
    discussion: """
      Templates are looked up in --templates folders, then the folders of .scaffold.yml's
      'templates:', then \(TemplateLibrary.userFolder.path), then the built-ins; a template
      with a built-in's name overrides it. See docs/templates.md.
      """,
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

struct TemplatesListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "Each template found, with where it comes from and what it generates.")

  @OptionGroup var lookup: TemplateLookupOptions

  func run() throws {
    try Terminal.reportingErrors(json: lookup.json) { () throws(ScaffoldError) in
      let entries = try ProjectSetup(templateFolders: lookup.templateFolders).generator.library.entries()
      if lookup.json {
        print(ContextValue.object(["templates": .list(entries.map(Self.value))]).jsonText())
        return
      }
      for entry in entries {
        let source = Self.source(entry.source)
        let hidden = entry.isOverridden ? " (overridden)" : ""
        print("\(entry.name)  [\(entry.architecture.rawValue), \(source)]\(hidden)\n    \(entry.summary)")
      }
    }
  }

  static func source(_ source: TemplateLibrary.Source) -> String {
    switch source {
    case .builtIn: return "built-in"
    case .folder(let url): return url.path
    }
  }

  static func value(_ entry: TemplateLibrary.Entry) -> ContextValue {
    [
      "name": .string(entry.name), "architecture": .string(entry.architecture.rawValue),
      "summary": .string(entry.summary), "version": .string(entry.version),
      "source": .string(source(entry.source)), "overridden": .bool(entry.isOverridden),
    ]
  }
}

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
        guard let text = template.files[file] ?? template.partials[file] else {
          throw .unreadableInput(
            path: file,
            reason: "not a file of \(name); its files: \(template.files.keys.sorted().joined(separator: ", "))")
        }
        print(text, terminator: "")
        return
      }
      let manifest = template.manifest
      if lookup.json {
        print(
          ContextValue.object([
            "name": .string(manifest.name), "architecture": .string(manifest.architecture.rawValue),
            "summary": .string(manifest.summary), "version": .string(manifest.version),
            "parameters": .list(
              manifest.parameters.map { parameter in
                [
                  "name": .string(parameter.name), "type": .string(parameter.type.rawValue),
                  "description": .string(parameter.description), "default": .string(parameter.defaultValue ?? ""),
                  "choices": .list(parameter.choices.map { .string($0) }),
                ]
              }),
            "files": .list(
              manifest.files.map { file in
                [
                  "template": .string(file.template), "output": .string(file.output),
                  "kind": .string(file.kind.rawValue), "when": .list(file.when.map { .string($0) }),
                ]
              }),
          ]).jsonText())
        return
      }
      print("\(manifest.name) \(manifest.version) (\(manifest.architecture.rawValue)): \(manifest.summary)")
      print("Folder: \(template.displayPath)")
      if !manifest.parameters.isEmpty {
        print("\nParameters (--param name=value):")
        for parameter in manifest.parameters {
          let fallback = parameter.defaultValue.map { ", default \($0)" } ?? ", required"
          let choices = parameter.choices.isEmpty ? "" : " [\(parameter.choices.joined(separator: "|"))]"
          print("  \(parameter.name): \(parameter.type.rawValue)\(choices)\(fallback)  \(parameter.description)")
        }
      }
      print("\nFiles:")
      for file in manifest.files {
        let condition = file.when.isEmpty ? "" : "  (when \(file.when.joined(separator: ", ")))"
        print("  \(file.template) → \(file.output) [\(file.kind.rawValue)]\(condition)")
      }
      if !template.partials.isEmpty { print("\nPartials: \(template.partials.keys.sorted().joined(separator: ", "))") }
    }
  }
}
