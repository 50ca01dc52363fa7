import Foundation
import ScaffoldBase
import ScaffoldSpec

/// `scaffold adopt <folder>…`: modules made without the tool, to be recorded.
public struct AdoptRequest: Sendable {
  public var folders: [URL]
  /// `--template`: the template to render them with; else the one whose output matches best.
  public var template: String?
  /// `--spec`: the module's spec as written by hand, instead of the inferred one (one folder).
  public var specPath: String?
  /// `--param name=value`: the template's parameters, which no file records (Generamba's custom
  /// parameters among them).
  public var params: [String]

  /// The Xcode project and targets of modules in an app's groups (`--xcodeproj`, `--target`,
  /// `--test-target`, or `.scaffold.yml`'s); `nil` for modules in packages.
  public var xcode: XcodeDestination?

  public init(
    folders: [URL], template: String? = nil, specPath: String? = nil, params: [String] = [],
    xcode: XcodeDestination? = nil
  ) {
    self.xcode = xcode
    self.folders = folders
    self.template = template
    self.specPath = specPath
    self.params = params
  }
}

/// One module adopted (or, with `--dry-run`, what adopting it would record).
public struct Adoption: Sendable {
  public enum FileState: String, Sendable, CaseIterable {
    /// On disk exactly as the template renders it.
    case unchanged
    /// On disk, with other content: `update` merges the template's changes into it.
    case edited
    /// The team's own file, which the template does not write: never touched.
    case extra
    /// Rendered by the template, not on disk: recorded as deleted by hand.
    case missing
  }

  public struct File: Sendable, Equatable {
    public var path: String
    public var state: FileState
  }

  public struct Alternative: Sendable, Equatable {
    public var template: String
    public var match: Double
  }

  public var module: String
  public var root: URL
  /// The module's folder: the package, `Sources/<Module>`, or its folder in an Xcode project.
  public var folder: URL
  public var layout: ModuleLayout
  public var template: String
  public var architecture: Architecture
  /// How much of the module the template's render reproduces, from 0 to 1 (`ModuleAdopter.match`).
  public var match: Double
  /// The other templates rendered, best first.
  public var alternatives: [Alternative]
  /// The spec read from the files; `nil` when `--spec` gave it.
  public var inferred: InferredSpec?
  public var files: [File]
  /// What adopting writes: the record and the merge base under `.scaffold/`.
  public var plan: ChangePlan
  public var notes: [String] = []

  public func count(_ state: FileState) -> Int { files.filter { $0.state == state }.count }
}
