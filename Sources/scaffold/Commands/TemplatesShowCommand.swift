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
