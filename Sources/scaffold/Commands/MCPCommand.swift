import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `scaffold mcp`: the MCP server for coding agents, which is its own executable, `scaffold-mcp`,
/// installed beside this one. It links the MCP SDK and Foundation's networking, which would add
/// to every command's start (README, "Dependencies"); this command replaces itself with it, so the
/// client speaks to the server over the same standard input and output.
struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve Scaffold's commands as MCP tools to a coding agent or editor, over standard input and output.",
    discussion: HelpText.reflowed(
      """
      The tools are plan, generate, check, update, remove, list and explain_spec, each the command
      of the same name (plan is generate --dry-run --diff). The project is the current folder:
      every path is read inside it and nothing is written outside it. Configure the agent to run
      'scaffold mcp' in the project (docs/agents.md has Claude Code's, Cursor's and VS Code's
      settings).

      The server is the scaffold-mcp executable, installed beside scaffold
      (swift build -c release --product scaffold-mcp, or make install-mcp).
      """))

  static let serverName = "scaffold-mcp"

  func run() throws {
    let server = Self.serverPath()
    guard FileManager.default.isExecutableFile(atPath: server) else {
      Terminal.printError(
        "error: \(server) is not there: scaffold mcp runs the MCP server, a separate executable installed "
          + "beside scaffold; build it with 'swift build -c release --product \(Self.serverName)' "
          + "(or 'make install-mcp') and put it in the same folder")
      throw ExitCode(Terminal.Status.unreadableInput)
    }
    let arguments = [server]
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(server, &pointers)
    // execv returns only when it failed.
    Terminal.printError("error: cannot start \(server): \(String(cString: strerror(errno)))")
    throw ExitCode(Terminal.Status.unreadableInput)
  }

  /// `scaffold-mcp` in the folder of the running `scaffold`, links resolved (a `scaffold` on the
  /// PATH is often a link into the folder both were installed in).
  static func serverPath() -> String {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(serverName).path
  }
}
