import Foundation

/// Everything a command would change on disk, computed before anything is written: each file with
/// its action, and each edit of `Package.swift` in words. `--dry-run` prints it; `ChangeWriter`
/// applies it.
public struct ChangePlan: Sendable, Equatable {
  /// The folder every path is relative to: the package root.
  public var root: URL
  /// Whether the root folder is created by this plan (a new package).
  public var createsRoot: Bool
  public var files: [FileChange]
  /// The manifest edits, in words (`add target Login`); the edited manifest itself is one of
  /// `files`.
  public var manifestEdits: [ManifestEdit]
  /// The modules the plan generates, in order.
  public var modules: [String]
  /// Things the user should know that do not stop the plan (printed as `note:`).
  public var notes: [String] = []

  public init(
    root: URL, createsRoot: Bool, files: [FileChange], manifestEdits: [ManifestEdit] = [], modules: [String]
  ) {
    self.root = root
    self.createsRoot = createsRoot
    self.files = files
    self.manifestEdits = manifestEdits
    self.modules = modules
  }

  public var conflicts: [FileChange] { files.filter { $0.action == .conflict } }

  /// The files applying the plan writes.
  public var writes: [FileChange] { files.filter { $0.action.writes } }

  /// The files applying the plan deletes.
  public var deletions: [FileChange] { files.filter { $0.action == .delete } }

  /// What a plan that deletes files says before it writes, naming them (the first few); `nil`
  /// when it deletes none. Each was generated and never edited: an edited one is kept (`stale`).
  public var deletionNote: String? {
    let paths = deletions.map(\.path)
    guard !paths.isEmpty else { return nil }
    let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? " and \(paths.count - 5) more" : "")
    return
      "this run deletes \(paths.count) file\(paths.count == 1 ? "" : "s") the module no longer generates, none edited by hand: \(shown)"
  }

  /// How many files get each action, for a one-line summary.
  public func count(of action: FileAction) -> Int {
    files.count { $0.action == action }
  }
}

/// One change to `Package.swift`, for people and for `--json`.
public struct ManifestEdit: Sendable, Equatable, Codable {
  public enum Kind: String, Sendable, Codable {
    case addTarget, addTestTarget, addProduct, addTargetDependency, removeTarget, removeProduct
    case removeTargetDependency
    /// The target gains `resources:` for a folder of the module's (its `Localizable.strings`).
    case addTargetResources
    /// The package gains `defaultLocalization:` (`name`), which its modules' localized texts need.
    case setDefaultLocalization
  }

  public var kind: Kind
  /// The target or product the edit adds or removes.
  public var name: String
  /// For `addTargetDependency` and `removeTargetDependency`: the target whose dependency it is;
  /// for `addTargetResources`, the target, whose folder `name` becomes its resources.
  public var target: String?

  public init(kind: Kind, name: String, target: String? = nil) {
    self.kind = kind
    self.name = name
    self.target = target
  }

  public var description: String {
    switch kind {
    case .addTarget: return "add target \(name)"
    case .addTestTarget: return "add test target \(name)"
    case .addProduct: return "add library product \(name)"
    case .addTargetDependency: return "make \(target ?? "?") depend on \(name)"
    case .removeTarget: return "remove target \(name)"
    case .removeProduct: return "remove product \(name)"
    case .removeTargetDependency: return "make \(target ?? "?") no longer depend on \(name)"
    case .addTargetResources: return "process \(target ?? "?")'s \(name)/ folder as resources"
    case .setDefaultLocalization: return "set the package's default localization to \(name)"
    }
  }
}
