import Foundation
import ScaffoldBase
import ScaffoldKit

/// The project folder the server was started in. Every path a tool is given is read inside it,
/// and nothing is planned, written or removed outside it: an agent's call cannot reach further
/// than the user who started the server meant, as the CLI's paths cannot leave its project.
public struct ProjectRoot: Sendable {
  /// The folder, with symbolic links resolved, so that a link cannot lead a path out unseen.
  public let url: URL

  public init(_ url: URL) {
    self.url = url.standardizedFileURL.resolvingSymlinksInPath()
  }

  /// `path`, relative to the root (or absolute and inside it), as an absolute path inside the
  /// root; refused when it leads out of it, through `..` or a symbolic link.
  /// - Parameter argument: the tool argument that gave the path, for the message.
  func resolve(_ path: String, argument: String) throws(ToolError) -> String {
    guard !path.isEmpty else { throw ToolError("'\(argument)' is empty; give a path inside the project") }
    let given = path.hasPrefix("/") ? URL(fileURLWithPath: path) : url.appendingPathComponent(path)
    let resolved = given.standardizedFileURL.resolvingSymlinksInPath()
    guard contains(resolved) else {
      throw ToolError(
        "'\(argument)' (\(path)) is outside the project \(url.path) this server was started in; "
          + "give a path inside it (relative paths are read from it)")
    }
    return resolved.path
  }

  /// Whether `other` is the root or inside it, once its links are resolved.
  func contains(_ other: URL) -> Bool {
    let path = other.standardizedFileURL.resolvingSymlinksInPath().path
    return path == url.path || path.hasPrefix(url.path.hasSuffix("/") ? url.path : url.path + "/")
  }

  /// `path` as `resolve` checks it, written relative to the root (`.` for the root itself): how
  /// the library, whose working folder is the root, reads it and names it back in its words.
  func relative(_ path: String, argument: String) throws(ToolError) -> String {
    let resolved = try resolve(path, argument: argument)
    return resolved == url.path ? "." : String(resolved.dropFirst(url.path.count + 1))
  }

  /// Refuses a folder a command found on its own (the nearest package above, `.scaffold.yml`'s
  /// output) when it lies outside the root.
  func check(_ folder: URL, what: String) throws(ToolError) {
    guard contains(folder) else {
      throw ToolError(
        "\(what) \(folder.path) is outside the project \(url.path) this server was started in; "
          + "start the server in a folder that holds it, or name a destination inside the project")
    }
  }

  /// How a path inside the root reads in results: relative to it.
  func display(_ folder: URL) -> String {
    RelativePath.display(of: folder, from: url)
  }
}
