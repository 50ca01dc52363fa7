import Foundation
import ScaffoldSpec

/// Today and who is running the command: a module generated now records them (`created` in its
/// record). Only the front ends (the CLI, the MCP server) call it, as `ProjectSetup`'s `origin`,
/// so that the pipeline's stages read no clock and run no git, and tests give them a fixed origin.
public enum RunOrigin {
  public static func current(
    needsDeveloper: Bool, environment: [String: String], workingFolder: URL
  ) -> GenerationOrigin {
    GenerationOrigin(
      day: CalendarDay.today(environment: environment, now: Date()),
      developer: needsDeveloper ? developer(environment: environment, workingFolder: workingFolder) : nil)
  }

  /// git's `user.name`, as Generamba read it when the Rambafile named no author: read from git's
  /// files (`GitUserName`), and from git itself only when they hold what that reader leaves to git.
  static func developer(environment: [String: String], workingFolder: URL) -> String? {
    switch GitUserName.read(environment: environment, folder: workingFolder) {
    case .found(let name): return name
    case .needsGit: return gitUserName()
    }
  }

  /// git's `user.name` from git itself; `nil` when git is not installed, fails, or has no name
  /// set: not an error, the name is only a default.
  static func gitUserName() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "config", "user.name"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return name.isEmpty ? nil : name
  }
}
