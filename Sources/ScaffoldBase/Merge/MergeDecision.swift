/// What `scaffold update` does with a file the user edited (or made): the new output merged into
/// it, with the text the tool generated last time as the base. Without a base (a record older
/// than bases, or a file the user made at that path), the base is empty, so every difference is
/// a conflict rather than a silent choice.
public struct MergeDecision: Sendable {
  /// The text a file had when the tool last generated it (`BaseArchive`), by its path. Asked
  /// only for a file the user edited or deleted: an update that finds every file as generated
  /// reads no base.
  public var base: @Sendable (String) -> String?
  /// Files generated before and deleted by hand since are written again (`--restore`).
  public var restoresDeleted: Bool

  public init(bases: [String: String], restoresDeleted: Bool) {
    self.init(base: { bases[$0] }, restoresDeleted: restoresDeleted)
  }

  public init(base: @escaping @Sendable (String) -> String?, restoresDeleted: Bool) {
    self.base = base
    self.restoresDeleted = restoresDeleted
  }

  public func change(for file: GeneratedFile, existing: String?, generatedBefore: Bool) -> FileChange {
    guard let existing else {
      // Generated before and gone now: deleted by hand, which the user meant.
      let deletedByHand = generatedBefore && base(file.path) != nil
      return FileChange(
        path: file.path, action: deletedByHand && !restoresDeleted ? .keptDeleted : .create, contents: file.contents,
        existing: nil)
    }
    if existing == file.contents {
      return FileChange(path: file.path, action: .unchanged, contents: file.contents, existing: existing)
    }
    let merged = ThreeWayMerge.merge(base: base(file.path) ?? "", ours: existing, theirs: file.contents)
    let action: FileAction = merged.conflicts > 0 ? .conflicted : merged.text == existing ? .unchanged : .merge
    return FileChange(path: file.path, action: action, contents: merged.text, existing: existing)
  }
}
