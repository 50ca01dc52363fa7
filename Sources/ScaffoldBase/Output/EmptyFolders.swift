import Foundation

/// Folders that deleting files left empty: a module's folder after `remove`, a folder a moved
/// module (`--group`) or a dropped use case leaves behind. They go with the files, as their
/// parents do while empty; the root never.
enum EmptyFolders {
  static func remove(leftBy deletions: [String], root: URL) {
    let fileManager = FileManager.default
    let folders = Set(deletions.map { ($0 as NSString).deletingLastPathComponent }).filter { !$0.isEmpty }
    for folder in folders.sorted(by: { $0.count > $1.count }) {
      var current = folder
      while !current.isEmpty {
        let url = root.appendingPathComponent(current)
        guard (try? fileManager.contentsOfDirectory(atPath: url.path))?.isEmpty == true else { break }
        try? fileManager.removeItem(at: url)
        current = (current as NSString).deletingLastPathComponent
      }
    }
  }
}
