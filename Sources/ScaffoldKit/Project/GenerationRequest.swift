import Foundation
import ScaffoldBase
import ScaffoldSpec

/// Everything a generating command asks for, after its spec has been validated.
public struct GenerationRequest: Sendable {
  public var modules: [Module]
  public var destination: Destination
  public var policy: ConflictPolicy
  /// The package to create for several modules (`package:` of an app spec).
  public var packageName: String?
  /// The spec file, as an absolute path, recorded relative to the package root for `check`.
  public var specFile: URL?
  /// What the command line added to the spec file, recorded beside it.
  public var commandLine: CommandLineInput
  /// Every module recorded in the package, when the caller has rebuilt them already
  /// (`scaffold update`), so the planner does not validate them all a second time.
  var recordedModules: [Module]?
  /// Files of the project that are the modules' own though no record says so: the files of a
  /// module being adopted, which declare its types already and are not a clash.
  var adoptedPaths: Set<String> = []
  /// With `.merge` (`scaffold update --restore`): files deleted by hand are written again.
  public var restoresDeleted = false
  /// In an existing package, new targets get the `swiftSettings` its targets have in common.
  public var inheritsSettings = true
  /// The spec file and command line to record for a module, where they differ from
  /// `specFile` and `commandLine` (`scaffold update` keeps each module's own).
  public var recordSources: [String: (specFile: URL?, commandLine: CommandLineInput)] = [:]

  public init(
    modules: [Module], destination: Destination, policy: ConflictPolicy = .refuse, packageName: String? = nil,
    specFile: URL? = nil, commandLine: CommandLineInput = CommandLineInput()
  ) {
    self.commandLine = commandLine
    self.modules = modules
    self.destination = destination
    self.policy = policy
    self.packageName = packageName
    self.specFile = specFile
  }

  /// The package folder the request writes into (`Destination.root`).
  public var root: URL { destination.root(moduleNames: modules.map(\.name.pascal), packageName: packageName) }
}
