extension ChangePlan {
  /// The plan as the stable JSON of `--json` (documented in docs/json.md).
  /// - Parameters:
  ///   - rootPath: the root as the user named it, rather than an absolute path.
  ///   - written: whether the plan was applied.
  ///   - includeDiffs: adds each changed file's unified diff (`--diff`).
  public func report(rootPath: String, written: Bool, includeDiffs: Bool) -> ContextValue {
    let fileValues: [ContextValue] = files.map { file in
      var value: [String: ContextValue] = ["path": .string(file.path), "action": .string(file.action.rawValue)]
      if includeDiffs, file.action != .unchanged {
        value["diff"] = .string(UnifiedDiff.text(old: file.existing, new: file.contents, path: file.path))
      }
      return .object(value)
    }
    let edits: [ContextValue] = manifestEdits.map { edit in
      var value: [String: ContextValue] = ["kind": .string(edit.kind.rawValue), "name": .string(edit.name)]
      if let target = edit.target { value["target"] = .string(target) }
      return .object(value)
    }
    return [
      "root": .string(rootPath),
      "createsPackage": .bool(createsRoot),
      "modules": .list(modules.map { .string($0) }),
      "files": .list(fileValues),
      "manifestEdits": .list(edits),
      "summary": .object(
        Dictionary(uniqueKeysWithValues: FileAction.allCases.map { ($0.rawValue, ContextValue.int(count(of: $0))) })),
      "written": .bool(written),
      "notes": .list(notes.map { .string($0) }),
    ]
  }
}
