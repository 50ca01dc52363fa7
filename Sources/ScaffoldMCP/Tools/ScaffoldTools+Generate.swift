import Foundation
import ScaffoldBase
import ScaffoldKit
import ScaffoldSpec

extension ScaffoldTools {
  /// `plan` and `generate`: `scaffold <architecture> NAME` or `scaffold generate SPEC`. The run is
  /// planned first, and refused if it would write outside the project (`.scaffold.yml` may name
  /// an output above it); a dry run answers with that plan and its diffs.
  func generate(_ arguments: ToolArguments, dryRun: Bool) throws(ToolError) -> ToolOutput {
    let request = try generateRequest(arguments)
    let planner = try session(dryRun: true)
    let planned = try run { () throws(ScaffoldError) in try planner.generate(request) }
    try root.check(planned.plan.root, what: "the modules would go to")
    guard !dryRun else { return output(planned, dryRun: true, arguments) }
    let writer = try session(dryRun: false)
    return output(try run { () throws(ScaffoldError) in try writer.generate(request) }, dryRun: false, arguments)
  }

  private func output(_ outcome: SessionOutcome, dryRun: Bool, _ arguments: ToolArguments) -> ToolOutput {
    let diffs = dryRun || arguments.bool("diffs")
    return ToolOutput(
      summary: PlanText.generation(outcome, diff: diffs) + notes(outcome),
      value: outcome.report(includeDiffs: diffs))
  }

  private func generateRequest(_ arguments: ToolArguments) throws(ToolError) -> GenerateRequest {
    let specPath = try arguments.string("spec_path").map { path throws(ToolError) in
      try root.resolve(path, argument: "spec_path")
    }
    let name = arguments.string("name")
    guard specPath != nil || name != nil else {
      throw ToolError("give spec_path (a spec file in the project), or name and architecture")
    }
    let architecture = arguments.string("architecture").flatMap(Architecture.init(rawValue:))
    if specPath == nil, architecture == nil {
      throw ToolError("a module from its name alone needs architecture (\(Self.architectures))")
    }
    var commandLine = CommandLineInput(
      name: name, architecture: architecture, useCases: arguments.strings("use_cases"),
      routes: arguments.strings("routes"), testing: arguments.string("testing").flatMap(TestingLibrary.init),
      ui: arguments.string("ui").flatMap(UserInterface.init))
    commandLine.template = arguments.string("template")
    func path(_ argument: String) throws(ToolError) -> String? {
      try arguments.string(argument).map { path throws(ToolError) in try root.relative(path, argument: argument) }
    }
    let destination = DestinationChoice(
      output: try path("output"), package: try path("package"), xcodeproj: try path("xcodeproj"),
      target: arguments.string("target"), testTarget: arguments.string("test_target"),
      group: arguments.string("group"), workingFolder: root.url)
    if let problem = destination.problem {
      // The CLI's words name its flags; the tool's arguments have the same names, snake-cased.
      throw ToolError(
        problem.replacingOccurrences(of: "--test-target", with: "test_target").replacingOccurrences(
          of: "--", with: ""))
    }
    return GenerateRequest(
      specPath: specPath, commandLine: commandLine, destination: destination,
      policy: arguments.string("on_conflict").flatMap(ConflictPolicy.init(rawValue:)) ?? .refuse)
  }

  private static let architectures = Architecture.allCases.map(\.rawValue).joined(separator: ", ")

  /// The plan's notes, which the CLI prints on stderr, as lines of the summary.
  func notes(_ outcome: SessionOutcome) -> String {
    (outcome.recovered + outcome.plan.notes).map { "note: \($0)\n" }.joined()
  }
}
