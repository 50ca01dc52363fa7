import Foundation
import ScaffoldBase

/// What `scaffold remove` would do, computed before anything is deleted.
public struct RemovalPlan: Sendable, Equatable {
  public var root: URL
  public var module: String
  /// Generated files still as generated (or every one, with `--force`): deleted.
  public var deletions: [String]
  /// Generated files edited by hand since: kept unless `--force`.
  public var keptEdited: [String]
  /// Recorded files already gone.
  public var missing: [String]
  /// The manifest before and after the edit, for a module that is targets of a shared package.
  public var manifest: ManifestChange?
  public var manifestEdits: [ManifestEdit]
  /// The file `manifest` changes, relative to the root: an Xcode project's `project.pbxproj`
  /// for a module in an app target.
  public var manifestPath = "Package.swift"
  /// `.gitattributes` without the line for merge bases, when the last module goes (nil: left
  /// alone); an empty `new` deletes the file, which the tool then wrote alone.
  public var attributes: ManifestChange?

  public struct ManifestChange: Sendable, Equatable {
    public var old: String
    public var new: String
  }

  /// The removal as the changes the writer applies: each deletion, and the edited manifest.
  public var changePlan: ChangePlan {
    var files = deletions.map { FileChange(path: $0, action: .delete, contents: "", existing: nil) }
    if let manifest {
      files.append(FileChange(path: manifestPath, action: .overwrite, contents: manifest.new, existing: manifest.old))
    }
    if let attributes {
      files.append(
        FileChange(
          path: BaseFileAttributes.path, action: attributes.new.isEmpty ? .delete : .overwrite,
          contents: attributes.new, existing: attributes.old))
    }
    return ChangePlan(root: root, createsRoot: false, files: files, manifestEdits: manifestEdits, modules: [module])
  }

  /// The plan as the stable JSON of `--json` (docs/json.md).
  public func report(rootPath: String, removed: Bool, includeDiffs: Bool) -> ContextValue {
    var value: [String: ContextValue] = [
      "root": .string(rootPath),
      "module": .string(module),
      "deleted": .list(deletions.map { .string($0) }),
      "keptEdited": .list(keptEdited.map { .string($0) }),
      "missing": .list(missing.map { .string($0) }),
      "manifestEdits": .list(
        manifestEdits.map { ["kind": .string($0.kind.rawValue), "name": .string($0.name)] }),
      "removed": .bool(removed),
    ]
    if includeDiffs, let manifest {
      value["manifestDiff"] = .string(UnifiedDiff.text(old: manifest.old, new: manifest.new, path: manifestPath))
    }
    return .object(value)
  }
}
