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
