import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

extension ProjectSetup {
  /// `scaffold context`: the values a template would see for the module of `specPath` (if any)
  /// and `commandLine`, with the project's defaults under them as a generating command has them.
  public func context(specPath: String?, commandLine: CommandLineInput) throws(ScaffoldError) -> ContextValue {
    var loaded = ModuleSpec()
    if let specPath { loaded = try generator.loadSpec(atPath: specPath) }
    if var configuration {
      // --architecture and --template decide over the project file, as on generating commands.
      if commandLine.architecture != nil || commandLine.template != nil {
        configuration.architecture = nil
        configuration.template = nil
      }
      loaded = configuration.apply(to: loaded)
    }
    return generator.context(for: try generator.module(from: loaded, commandLine: commandLine))
  }
}
