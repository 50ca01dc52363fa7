import Foundation

/// Whether the project's `.scaffold.yml` already says where modules go. A plugin cannot link
/// Scaffold's YAML reader, and a top-level `package:` or `output:` key is all that matters here,
/// so a line check is enough; the tool itself still reads and validates the whole file.
enum ProjectFileProbe {
  static func declaresDestination(from folder: URL) -> Bool {
    var current = folder.standardizedFileURL
    while true {
      // The tool uses the nearest file walking up from its working folder; so does this.
      let candidate = current.appending(path: ".scaffold.yml")
      if let text = try? String(contentsOf: candidate, encoding: .utf8) {
        return text.split(whereSeparator: \.isNewline).contains { line in
          line.hasPrefix("package:") || line.hasPrefix("output:")
        }
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return false }
      current = parent
    }
  }
}
