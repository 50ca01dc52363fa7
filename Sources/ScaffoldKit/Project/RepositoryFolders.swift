import Foundation
import ScaffoldBase

/// The folders a repository-wide setting applies from, as git and swift-format find theirs:
/// `folder`, then each one above it, ending at the repository's root (the first with a `.git`)
/// or, outside any repository, at the filesystem's root.
enum RepositoryFolders {
  static func upward(from folder: URL) -> [String] {
    var folders: [String] = []
    for path in FolderAncestry.paths(from: folder) {
      folders.append(path)
      if FileManager.default.fileExists(atPath: FolderAncestry.path(".git", in: path)) { break }
    }
    return folders
  }
}
