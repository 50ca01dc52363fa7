/// What writing a plan would do to one file.
public enum FileAction: String, Sendable, Codable, CaseIterable {
  /// The file does not exist yet.
  case create
  /// The file exists with other content and will be replaced (`--force`, or a manifest edit).
  case overwrite
  /// The file exists with exactly this content; it is left alone, modification time included.
  case unchanged
  /// The file exists with other content and no policy allows replacing it; nothing is written.
  case conflict
  /// The file exists with other content and `--skip-existing` keeps it.
  case skip
  /// An earlier generation of the module wrote it, it is still as generated, and the module
  /// no longer has it (a route or use case gone, another architecture): it is deleted.
  case delete
  /// Like `delete`, but edited by hand since, so it is kept (and `--force` deletes it).
  case stale
  /// Edited by hand, and the new output merged into it cleanly (`scaffold update`).
  case merge
  /// Edited by hand where the new output changes it too: written with conflict markers, which
  /// `status` and `check` report until they are gone (`scaffold update`).
  case conflicted
  /// Generated before and deleted by hand since: `scaffold update` leaves it deleted (unless
  /// `--restore`).
  case keptDeleted = "kept-deleted"

  /// Whether the file is written when the plan is applied.
  public var writes: Bool { self == .create || self == .overwrite || self == .merge || self == .conflicted }
}

/// One file of a plan, compared with what is on disk.
public struct FileChange: Sendable, Equatable {
  /// Relative to the plan's root, with `/` separators.
  public var path: String
  public var action: FileAction
  /// What the plan wants the file to hold.
  public var contents: String
  /// What the file holds now; `nil` when it does not exist.
  public var existing: String?

  public init(path: String, action: FileAction, contents: String, existing: String?) {
    self.path = path
    self.action = action
    self.contents = contents
    self.existing = existing
  }
}
