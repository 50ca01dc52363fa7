import Foundation
import ScaffoldBase
import ScaffoldSpec

/// `scaffold <architecture>` and `scaffold generate`: modules from a spec file and the command line.
public struct GenerateRequest: Sendable {
  /// The spec file; `nil` for a module from the command line alone.
  public var specPath: String?
  public var commandLine: CommandLineInput
  public var destination: DestinationChoice
  public var policy: ConflictPolicy
  /// `--drop-use-case`, `--drop-route`: taken away from a recorded module.
  public var drops: RecordedModuleDrops
  /// In an existing package, new targets get the `swiftSettings` its targets have in common
  /// (`--no-inherit-settings` turns it off).
  public var inheritsSettings: Bool

  public init(
    specPath: String?, commandLine: CommandLineInput, destination: DestinationChoice, policy: ConflictPolicy,
    drops: RecordedModuleDrops = RecordedModuleDrops(), inheritsSettings: Bool = true
  ) {
    self.inheritsSettings = inheritsSettings
    self.specPath = specPath
    self.commandLine = commandLine
    self.destination = destination
    self.policy = policy
    self.drops = drops
  }
}

/// `scaffold update`: recorded modules brought forward, merged into the hand edits.
public struct UpdateRequest: Sendable {
  /// `--package`; `nil` to find the package (`ProjectLocator`).
  public var package: String?
  /// The modules to update; every recorded one when empty.
  public var modules: [String]
  public var additions: CommandLineInput
  public var drops: RecordedModuleDrops
  /// `--restore`: files deleted by hand are written again.
  public var restoresDeleted: Bool

  public init(
    package: String?, modules: [String], additions: CommandLineInput = CommandLineInput(),
    drops: RecordedModuleDrops = RecordedModuleDrops(), restoresDeleted: Bool = false
  ) {
    self.package = package
    self.modules = modules
    self.additions = additions
    self.drops = drops
    self.restoresDeleted = restoresDeleted
  }
}

/// `scaffold remove`: a recorded module taken out.
public struct RemoveRequest: Sendable {
  public var package: String?
  public var module: String
  /// `--force`: edited files are deleted too.
  public var force: Bool

  public init(package: String?, module: String, force: Bool) {
    self.package = package
    self.module = module
    self.force = force
  }
}

/// What a session did, or with `dryRun` would do: the one plan every command prints.
public struct SessionOutcome: Sendable {
  /// The changes to disk, applied unless the session was a dry run.
  public var plan: ChangePlan
  /// For `remove`: the plan in its own words (deleted, kept, already gone).
  public var removal: RemovalPlan?
  /// The root as the user named it, for what is printed.
  public var rootPath: String
  /// What was undone of interrupted runs before this one read the project (said at once too).
  public var recovered: [String]
  public var written: Bool
  /// A new package made inside another one: the command to add the module to that one instead.
  public var enclosingPackage: String?
}

extension SessionOutcome {
  /// The outcome as the stable JSON of `--json` (docs/json.md): the plan, with the notes of
  /// interrupted runs undone first among its notes.
  public func report(includeDiffs: Bool) -> ContextValue {
    var plan = plan
    plan.notes = recovered + plan.notes
    return plan.report(rootPath: rootPath, written: written, includeDiffs: includeDiffs)
  }
}
