import ScaffoldBase
import ScaffoldGeneramba
import ScaffoldKit
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates
import ScaffoldXcode

/// One corpus name through the pipeline in one role: validation, then rendering in memory.
struct HostileNameRun {
  /// The module that hosts a use case or route under test.
  static let hostModule = "Sample"

  /// The validated module, when the name is accepted.
  var module: Module?
  /// The rendered files, when asked for and the name is accepted.
  var plan: RenderPlan?
  var error: ScaffoldError?

  init(
    _ name: String, as role: HostileNameCorpus.Role, architecture: Architecture, ui: UserInterface = .uikit,
    generator: ModuleGenerator, render: Bool
  ) {
    var commandLine: CommandLineInput
    switch role {
    case .module: commandLine = CommandLineInput(name: name, architecture: architecture)
    case .useCase: commandLine = CommandLineInput(name: Self.hostModule, architecture: architecture, useCases: [name])
    case .route: commandLine = CommandLineInput(name: Self.hostModule, architecture: architecture, routes: [name])
    }
    commandLine.ui = ui
    do {
      let module = try generator.module(from: ModuleSpec(), commandLine: commandLine)
      self.module = module
      if render { plan = try generator.plan(for: module) }
    } catch {
      self.error = error
    }
  }

  /// The diagnostics of a refusal for bad input; empty when accepted or when it failed otherwise.
  var diagnostics: [Diagnostic] {
    if case .invalidSpec(let diagnostics) = error { return diagnostics }
    return []
  }

  /// What happened, in the corpus's terms: the reason is the one whose phrase the message holds.
  var outcome: HostileNameCorpus.Outcome? {
    if error == nil { return .accept }
    guard diagnostics.count == 1, let message = diagnostics.first?.message else { return nil }
    return HostileNameCorpus.Reason.allCases.first { $0.phrases.contains(where: message.contains) }.map { .refuse($0) }
  }
}
