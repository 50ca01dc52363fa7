import Foundation

/// Compares rendered files with the disk and gives each its action under a conflict policy.
/// It only reads; nothing is written until `ChangeWriter` applies the plan.
public struct ChangePlanner {
  public var policy: ConflictPolicy
  /// For `.merge`: decides a file the user edited (or made), given what is on disk and whether
  /// an earlier generation wrote it. Supplied by whoever knows the bases (`MergeDecision`).
  public var merge: (@Sendable (GeneratedFile, _ existing: String?, _ generatedBefore: Bool) -> FileChange)?
  /// Texts the caller has already read (a run's records and bases), by path relative to the
  /// root: `.some(nil)` for a file known to be absent, `nil` for a path to read from the disk.
  public var knownText: (@Sendable (String) throws(ScaffoldError) -> String??)?
  /// Files the caller has read and hashed already (a module read back from the disk instead of
  /// rendered): the text, and the hash it was found to have. Such a file is neither read nor
  /// hashed again.
  public var verifiedText: (@Sendable (String) -> (text: String, sha256: String)?)?

  public init(
    policy: ConflictPolicy,
    merge: (@Sendable (GeneratedFile, _ existing: String?, _ generatedBefore: Bool) -> FileChange)? = nil
  ) {
    self.policy = policy
    self.merge = merge
  }

  /// - Parameters:
  ///   - files: paths relative to `root`.
  ///   - stale: files to delete or keep that the modules no longer generate (`StaleFiles`).
  ///   - generatedBefore: the recorded hash of each file an earlier generation wrote. A file
  ///     still as generated then is the tool's own, so new output replaces it without `--force`;
  ///     only files edited by hand are conflicts.
  ///   - edits: paths of files the plan edits on purpose (the manifest); they are overwritten
  ///     whatever the policy, because the edit is what the user asked for.
  /// - Parameter rootMayBeLink: the user named the root (`--package`), so a symbolic link there
  ///   is theirs to follow; a package folder the tool names itself must not be one.
  public func plan(
    _ files: [GeneratedFile], root: URL, edits: Set<String> = [], modules: [String],
    manifestEdits: [ManifestEdit] = [], rootMayBeLink: Bool = false, stale: [FileChange] = [],
    generatedBefore: [String: String] = [:]
  ) throws(ScaffoldError) -> ChangePlan {
    try LinkRules.refuseLinks(in: files.map(\.path), root: root, includingRoot: !rootMayBeLink)
    var isDirectory: ObjCBool = false
    let rootExists = FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory)
    if rootExists && !isDirectory.boolValue {
      throw .writeFailed(path: root.path, reason: "a file of that name is in the way; move it first")
    }
    var changes: [FileChange] = []
    for file in files {
      let verified = rootExists ? verifiedText?(file.path) : nil
      var existing: String?
      if let verified {
        existing = verified.text
      } else if rootExists {
        existing = try existingText(of: file.path, root: root)
      }
      let isUntouched =
        verified.map { generatedBefore[file.path] == $0.sha256 }
        ?? Self.isUntouched(existing, recorded: generatedBefore[file.path])
      let isEdit = edits.contains(file.path) || isUntouched
      if policy == .merge, !isEdit, let merge {
        changes.append(merge(file, existing, generatedBefore[file.path] != nil))
        continue
      }
      changes.append(
        FileChange(
          path: file.path, action: action(for: file, existing: existing, isEdit: isEdit), contents: file.contents,
          existing: existing))
    }
    var plan = ChangePlan(
      root: root, createsRoot: !rootExists, files: changes + stale, manifestEdits: manifestEdits, modules: modules)
    plan.notes = Self.notes(for: plan)
    return plan
  }

  private func existingText(of path: String, root: URL) throws(ScaffoldError) -> String? {
    if let known = try knownText?(path) { return known }
    return try Self.existingText(atPath: FolderAncestry.path(path, in: root.path))
  }

  private static func isUntouched(_ existing: String?, recorded: String?) -> Bool {
    guard let existing, let recorded else { return false }
    return SHA256.hex(of: existing) == recorded
  }

  /// What the user should know about files the plan leaves as they are.
  package static func notes(for plan: ChangePlan) -> [String] {
    var notes: [String] = []
    let skipped = plan.count(of: .skip)
    if skipped > 0 {
      notes.append(
        "\(skipped) file\(skipped == 1 ? " was" : "s were") kept as \(skipped == 1 ? "it is" : "they are") (--skip-existing) although the new output differs; if the spec changed, the kept and the written files may not compile together ('--dry-run --diff' shows the differences)"
      )
    }
    for file in plan.files where file.action == .stale {
      notes.append(
        "\(file.path) is no longer generated but was edited by hand, so it was kept; delete it if it is not needed (or pass --force)"
      )
    }
    return notes
  }

  private func action(for file: GeneratedFile, existing: String?, isEdit: Bool) -> FileAction {
    guard let existing else { return .create }
    if existing == file.contents { return .unchanged }
    if isEdit { return .overwrite }
    switch policy {
    case .refuse: return .conflict
    case .overwrite: return .overwrite
    case .skipExisting: return .skip
    case .merge: return .conflicted
    }
  }

  /// The file's text, `nil` when there is none. A folder or unreadable file where a file should
  /// go is an error now rather than a failed write later.
  package static func existingText(at url: URL) throws(ScaffoldError) -> String? {
    try existingText(atPath: url.path)
  }

  /// `existingText(at:)` for a path as text: a run compares thousands of files, and making a
  /// URL for each (and its path back) cost more than reading it.
  package static func existingText(atPath path: String) throws(ScaffoldError) -> String? {
    switch FileBytes.contents(atPath: path) {
    case .absent: return nil
    case .folder: throw .writeFailed(path: path, reason: "a folder is where a generated file goes; move it first")
    case .unreadable: throw .unreadableInput(path: path, reason: "it exists but cannot be read")
    // A file that is not UTF-8 cannot equal generated text; compare it as such, not as an error.
    case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
    }
  }
}
