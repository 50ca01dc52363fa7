import Foundation
import ScaffoldBase
import ScaffoldTemplates

/// What the `templates` commands print about a template and its tests, as text and as JSON.
public enum TemplateReports {
  /// `templates show --json`: the manifest's name, parameters and files.
  public static func manifest(_ manifest: TemplateManifest) -> ContextValue {
    .object([
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
    ])
  }

  /// `templates show`: the template, its parameters, its files and partials.
  public static func description(of template: Template) -> String {
    let manifest = template.manifest
    var lines = [
      "\(manifest.name) \(manifest.version) (\(manifest.architecture.rawValue)): \(manifest.summary)",
      "Folder: \(template.displayPath)",
    ]
    if let parent = manifest.extends {
      lines.append("Extends: \(parent) (the files and partials below are its, but for those of the folder)")
    }
    if !manifest.parameters.isEmpty {
      lines.append("\nParameters (--param name=value):")
      for parameter in manifest.parameters {
        let fallback = parameter.defaultValue.map { ", default \($0)" } ?? ", required"
        let choices = parameter.choices.isEmpty ? "" : " [\(parameter.choices.joined(separator: "|"))]"
        lines.append("  \(parameter.name): \(parameter.type.rawValue)\(choices)\(fallback)  \(parameter.description)")
      }
    }
    lines.append("\nFiles:")
    for file in manifest.files {
      let condition = file.when.isEmpty ? "" : "  (when \(file.when.joined(separator: ", ")))"
      lines.append("  \(file.template) → \(file.output) [\(file.kind.rawValue)]\(condition)")
    }
    if !template.partials.isEmpty {
      lines.append("\nPartials: \(template.partials.keys.sorted().joined(separator: ", "))")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `templates test`: a line (and the diffs or the log) per fixture; quiet leaves out the ones
  /// that passed or were recorded.
  public static func testResults(_ results: [TemplateTester.CaseResult], folder: String, quiet: Bool) -> String {
    var text = ""
    for result in results {
      switch result.outcome {
      case .passed where quiet, .recorded where quiet: continue
      case .passed:
        let tests = result.generatedTests.map { ", built and \($0) generated tests passed" } ?? ""
        text += "\(result.fixture): matches its snapshot\(tests)\n"
      case .recorded: text += "\(result.fixture): snapshot recorded\n"
      case .differs(let diffs): text += "\(result.fixture): differs from its snapshot\n" + diffs.joined() + "\n"
      case .notRecorded:
        text += "\(result.fixture): no snapshot yet; record it with 'scaffold templates test \(folder) --record'\n"
      case .failed(let diagnostics):
        text +=
          "\(result.fixture): cannot be rendered\n" + diagnostics.map(\.description).joined(separator: "\n") + "\n"
      case .compileFailed(let log): text += "\(result.fixture): the output does not build or its tests fail\n\(log)\n"
      }
    }
    return text
  }
}

extension TemplateTester.CaseResult {
  /// Whether the fixture failed: differs, has no snapshot, cannot be rendered or does not build.
  public var failed: Bool {
    switch outcome {
    case .passed, .recorded: return false
    default: return true
    }
  }
}

extension TemplateReports {
  /// `templates list`: each template with its source and summary, as text or JSON.
  public static func list(_ entries: [TemplateLibrary.Entry], json: Bool) -> String {
    if json { return listValue(entries).jsonText() + "\n" }
    return entries.map { entry in
      let hidden = entry.isOverridden ? " (overridden)" : ""
      return "\(entry.name)  [\(entry.architecture.rawValue), \(source(entry.source))]\(hidden)\n    \(entry.summary)\n"
    }.joined()
  }

  /// `templates list --json`: each template's name, architecture, summary, version, source and
  /// whether one found earlier hides it.
  public static func listValue(_ entries: [TemplateLibrary.Entry]) -> ContextValue {
    let values: [ContextValue] = entries.map { entry in
      [
        "name": .string(entry.name), "architecture": .string(entry.architecture.rawValue),
        "summary": .string(entry.summary), "version": .string(entry.version),
        "source": .string(source(entry.source)), "overridden": .bool(entry.isOverridden),
      ]
    }
    return ["templates": .list(values)]
  }

  private static func source(_ source: TemplateLibrary.Source) -> String {
    switch source {
    case .builtIn: return "built-in"
    case .folder(let url): return url.path
    }
  }
}
