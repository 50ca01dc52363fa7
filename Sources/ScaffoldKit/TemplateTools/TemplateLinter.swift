import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// `scaffold templates lint DIR`: every problem of a template folder, each at its file, line and
/// column: the manifest, Mustache syntax, names the context cannot give, parameters whose
/// defaults do not fit their type, and what rendering a sample module reports.
public enum TemplateLinter {
  public static func lint(folder: URL) -> [Diagnostic] {
    let template: Template
    do {
      template = try TemplateFolder.load(folder)
    } catch {
      return diagnostics(of: error)
    }
    var found = TemplateRenderer(template: template).check(
      schema: ContextSchema.context(for: template).merged(with: TemplateRenderer.fileSchema))
    var collector = DiagnosticCollector()
    let manifest = "\(template.displayPath)/\(TemplateManifest.fileName)"
    for parameter in template.manifest.parameters {
      if parameter.type == .choice && parameter.choices.isEmpty {
        collector.error(
          "parameter '\(parameter.name)' is a choice with no choices", at: location(manifest),
          hint: "add 'choices: [a, b]'")
      }
      if let pattern = parameter.pattern, (try? NSRegularExpression(pattern: pattern)) == nil {
        collector.error("parameter '\(parameter.name)' has an invalid pattern \(pattern)", at: location(manifest))
      }
    }
    // Each default must be a valid value of its own parameter.
    let defaults = template.manifest.parameters.compactMap { parameter in
      parameter.defaultValue.map { SpecParameter(name: Located(parameter.name), value: Located($0)) }
    }
    _ = ParameterRules.check(
      defaults, declared: template.manifest.parameters.filter { $0.defaultValue != nil },
      template: template.manifest.name, into: &collector)
    found += collector.diagnostics
    guard found.isEmpty else { return found }
    // Render a sample module as a real run would, each parameter at its default (checked above)
    // or else at a sample of its type. No sample can be made to match an arbitrary pattern, so the
    // sample render drops patterns: they are the spec's concern, checked whenever a module sets a
    // value, not the template's.
    let sampled = {
      var copy = template
      copy.manifest.parameters = template.manifest.parameters.map { parameter in
        var relaxed = parameter
        relaxed.pattern = nil
        return relaxed
      }
      return copy
    }()
    let samples = ParameterRules.schemaValues(template.manifest.parameters)
    do {
      let generator = ModuleGenerator(templateSource: { _ throws(ScaffoldError) in sampled })
      var spec = try SpecLoader.load(text: TemplateStarter.sampleFixture, file: "sample")
      spec.architecture = Located(template.manifest.architecture.rawValue)
      spec.params = template.manifest.parameters.map { parameter in
        let value = parameter.defaultValue ?? samples[parameter.name].map(sampleText) ?? ""
        return SpecParameter(name: Located(parameter.name), value: Located(value))
      }
      _ = try generator.plan(for: try generator.module(from: spec))
    } catch {
      return diagnostics(of: error)
    }
    return []
  }

  private static func sampleText(_ value: ContextValue) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .string(let text): return text
    default: return ""
    }
  }

  private static func location(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1)
  }

  static func diagnostics(of error: ScaffoldError) -> [Diagnostic] {
    switch error {
    case .invalidSpec(let list), .invalidTemplate(let list), .invalidRecord(let list), .packageRefused(let list):
      return list
    default:
      return [Diagnostic(error.description, at: nil)]
    }
  }
}
