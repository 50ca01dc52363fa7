// `scaffold-mcp` (started by `scaffold mcp`): the MCP server for the project in the current
// folder, over standard input and output, until the client closes the input.
import Foundation
import ScaffoldMCP
import ScaffoldTemplates

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    usage: scaffold mcp
      Serves Scaffold's commands as MCP tools over standard input and output, for the project in
      the current folder: every path is read inside it, and nothing is written outside it.
      Configure a coding agent or editor to start it in the project (docs/agents.md).
    """)
  exit(0)
}
guard arguments.isEmpty else {
  FileHandle.standardError.write(
    Data("scaffold mcp: error: it takes no arguments (got \(arguments.joined(separator: " "))); see --help\n".utf8))
  exit(64)
}
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
try await ScaffoldServer.runOverStandardIO(
  root: root, environment: ProcessInfo.processInfo.environment, version: ScaffoldVersion.current)
