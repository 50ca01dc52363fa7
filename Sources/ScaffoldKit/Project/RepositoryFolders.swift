import Foundation

/// The folders a repository-wide setting applies from, as git and swift-format find theirs:
/// `folder`, then each one above it, ending at the repository's root (the first with a `.git`)
/// or, outside any repository, at the filesystem's root.
enum RepositoryFolders {
  static func upward(from folder: URL) -> [URL] {
    var folders: [URL] = []
    var current = folder.standardizedFileURL
    while true {
      folders.append(current)
      if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return folders }
      let parent = current.deletingLastPathComponent()
      guard parent.path != current.path else { return folders }
      current = parent
    }
  }
}
