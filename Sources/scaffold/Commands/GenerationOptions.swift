import ScaffoldBase
import ScaffoldKit

/// What a generating command's flags ask of its run, as plain values: the argument parser's
/// `ModuleOptions` gives it, and so does `QuickArchitectureParse` for the common command lines,
/// without building the parser's argument sets.
struct GenerationOptions: Equatable {
  var destination: DestinationChoice
  var policy: ConflictPolicy = .refuse
  var dryRun = false
  var diff = false
  var json = false
  var verbosity: Verbosity = .normal
  var noInheritSettings = false
  var droppedUseCases: [String] = []
  var droppedRoutes: [String] = []
  var template: String?
  var params: [String] = []
  var templateFolders: [String] = []
}

extension ModuleOptions {
  var generationOptions: GenerationOptions {
    GenerationOptions(
      destination: destinationChoice, policy: policy, dryRun: dryRun, diff: diff, json: json, verbosity: verbosity,
      noInheritSettings: noInheritSettings, droppedUseCases: droppedUseCases, droppedRoutes: droppedRoutes,
      template: template, params: params, templateFolders: templateFolders)
  }
}
