import Foundation
import ScaffoldBase

/// How a generated file on disk compares with what was generated.
public enum GeneratedFileState: String, Sendable, Equatable {
  case unchanged, edited, missing
  /// Edited, and still holding conflict markers from `scaffold update`.
  case conflicted
}

/// `scaffold status`: each recorded module's generated files that were edited or deleted since.
public struct ModuleStatus: Sendable, Equatable {
  public var module: String
  /// Only the files that are not `unchanged`, sorted by path.
  public var files: [(path: String, state: GeneratedFileState)]

  public var isClean: Bool { files.isEmpty }

  public static func == (left: ModuleStatus, right: ModuleStatus) -> Bool {
    left.module == right.module && left.files.map(\.path) == right.files.map(\.path)
      && left.files.map(\.state) == right.files.map(\.state)
  }

  /// Compares every recorded file with the disk.
  public static func of(_ record: GenerationRecord, root: URL) throws(ScaffoldError) -> ModuleStatus {
    var files: [(path: String, state: GeneratedFileState)] = []
    for (path, hash) in record.files.sorted(by: { $0.key < $1.key }) {
      guard let text = try ChangePlanner.existingText(at: root.appendingPathComponent(path)) else {
        files.append((path, .missing))
        continue
      }
      if SHA256.hex(of: text) != hash {
        files.append((path, ThreeWayMerge.hasConflictMarkers(text) ? .conflicted : .edited))
      }
    }
    return ModuleStatus(module: record.module, files: files)
  }
}
