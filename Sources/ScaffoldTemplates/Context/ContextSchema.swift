import ScaffoldBase
import ScaffoldSpec

/// A context in which every list has an element and every kind of field appears, so the
/// template checker sees every key a template could ever use, whatever the user's spec holds.
package enum ContextSchema {
  package static func context(for architecture: Architecture) -> ContextValue {
    ModuleContextBuilder().context(for: Module.schemaSample(architecture))
  }

  /// The schema of a template: its architecture's, with a sample of each of its parameters.
  package static func context(for template: Template) -> ContextValue {
    var module = Module.schemaSample(template.manifest.architecture)
    module.parameters = ParameterRules.schemaValues(template.manifest.parameters)
    return TemplateValue.adding(template.manifest.values, to: ModuleContextBuilder().context(for: module))
  }
}
