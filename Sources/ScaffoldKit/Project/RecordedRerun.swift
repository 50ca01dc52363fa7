import Foundation
import ScaffoldBase
import ScaffoldSpec
import ScaffoldTemplates

/// A generating command run on a module its destination already records. The command does not
/// start over from its own flags: it continues the module, as `scaffold update` does, from the
/// spec file the record names (read again, or the spec file this command names instead), the
/// use cases and routes the command line added then, and what this command adds now. Nothing is
/// removed unless asked (`--drop-use-case`, `--drop-route`, or an edited spec file).
public enum RecordedRerun {
  /// The request to plan, and a note saying what was continued; the request as it was when its
  /// module is not recorded there (a first generation) or it holds several modules (an app spec
  /// is the whole truth about its modules).
  public static func continuing(
    _ request: GenerationRequest, commandLine: CommandLineInput, drops: RecordedModuleDrops,
    generator: ModuleGenerator, snapshots: ProjectSnapshots
  ) throws(ScaffoldError) -> (request: GenerationRequest, note: String?) {
    guard request.modules.count == 1, let name = request.modules.first?.name.pascal else {
      guard drops.isEmpty else { throw dropsNeedOneModule() }
      return (request, nil)
    }
    let root = request.root
    guard let record = try snapshots.at(root).record(of: name) else {
      guard drops.isEmpty else { throw dropsNeedRecord(name) }
      return (request, nil)
    }
    var module = RecordedModule(record: record, root: root, generator: generator, documents: SpecDocumentCache())
    if let architecture = commandLine.architecture?.rawValue,
      let recorded = try module.recordedSpec().architecture?.value, recorded != architecture
    {
      throw .invalidSpec([
        Diagnostic(
          "\(name) is recorded (\(GenerationRecord.path(for: name))) with the \(recorded) architecture, not \(architecture)",
          at: nil,
          hint:
            "run 'scaffold \(recorded) \(name)' to regenerate it, "
            + "or 'scaffold remove \(name)' first to start over as \(architecture)")
      ])
    }
    module.additions = commandLine
    module.drops = drops
    if let named = request.specFile, named.standardizedFileURL != module.specFileURL?.standardizedFileURL {
      module.specFileNow = named
    }
    var continued = request
    let built = try module.module()
    continued.modules = [built]
    continued.specFile = module.specFileURL
    continued.commandLine = module.commandLine
    return (continued, note(for: name, module: module, built: built))
  }

  /// The command line to validate a re-run's input with, before `continuing` rebuilds it: the
  /// template and parameters the module was recorded with, under what this command gives. Without
  /// them, a module made from a custom template with a required parameter could not be re-run
  /// without repeating `--param`, and a new `--param` would be checked against the built-in
  /// template of the architecture. Only a re-run without a spec file: a spec file names its own.
  public static func validationCommandLine(
    _ commandLine: CommandLineInput, specPath: String?, destination: Destination, generator: ModuleGenerator,
    snapshots: ProjectSnapshots
  ) throws(ScaffoldError) -> CommandLineInput {
    guard specPath == nil, let name = commandLine.name.flatMap(Name.init)?.pascal else { return commandLine }
    let root = destination.root(moduleNames: [name], packageName: nil)
    guard let record = try snapshots.at(root).record(of: name) else { return commandLine }
    let recorded = try RecordedModule(record: record, root: root, generator: generator, documents: SpecDocumentCache())
      .recordedSpec()
    // Another template or architecture than the recorded one starts from its own parameters
    // (and `continuing` refuses another architecture, naming the command to run instead).
    guard commandLine.template == nil || commandLine.template == recorded.template?.value,
      commandLine.architecture == nil || commandLine.architecture?.rawValue == recorded.architecture?.value
    else { return commandLine }
    var validated = commandLine
    validated.template = recorded.template?.value
    validated.params = recorded.params.map { "\($0.name.value)=\($0.value.value)" } + commandLine.params
    return validated
  }

  private static func note(for name: String, module: RecordedModule, built: Module) -> String {
    let source =
      module.readSpecFile
      ? "its spec file \(module.specFileURL?.lastPathComponent ?? "") and its recorded flags" : "its record"
    func list(_ noun: String, _ names: [String]) -> String {
      names.isEmpty ? "no \(noun)s" : "\(noun)\(names.count == 1 ? "" : "s") \(names.joined(separator: ", "))"
    }
    return
      "\(name) was generated before, so this run continues it from \(source) (\(list("use case", built.useCases.map(\.name.camel))); "
      + "\(list("route", built.routes.map(\.name.camel)))) with what this command adds; "
      + "to take a use case or route away, edit the spec file or pass --drop-use-case/--drop-route"
  }

  private static func dropsNeedOneModule() -> ScaffoldError {
    .invalidSpec([
      Diagnostic(
        "--drop-use-case and --drop-route take away from one module, and this spec holds several", at: nil,
        hint: "delete the use case or route from the spec file instead")
    ])
  }

  private static func dropsNeedRecord(_ name: String) -> ScaffoldError {
    .invalidSpec([
      Diagnostic(
        "--drop-use-case and --drop-route take away from a module generated before, and \(name) has no record here",
        at: nil, hint: "leave the use case or route out of the command or spec instead")
    ])
  }
}
