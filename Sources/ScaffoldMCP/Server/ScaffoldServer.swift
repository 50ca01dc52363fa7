import Foundation
import Logging
import MCP
import ScaffoldBase
import ScaffoldKit

/// `scaffold mcp`: Scaffold's commands as MCP tools, for coding agents and editors, over any
/// transport (stdio for a client that starts the server; in memory for the tests).
public enum ScaffoldServer {
  public static let name = "scaffold"

  /// A server for the project at `root`, its tools registered; not started.
  /// - Parameter environment: the process's variables, read once (today's date, git's name and
  ///   the user's template folder come from them, as for the CLI).
  public static func make(root: URL, environment: [String: String], version: String) async -> Server {
    let tools = ScaffoldTools(root: ProjectRoot(root), environment: environment)
    let runner = ToolRunner(tools: tools)
    let server = Server(
      name: name, version: version,
      instructions:
        "Scaffold generates architecture modules (VIPER, VIP, MVVM, MVP, MVC) as Swift packages or into Xcode "
        + "targets, recorded so check and update keep them in step. Write a spec file (explain_spec checks it), "
        + "plan it, then generate. Paths are relative to \(tools.root.url.path).",
      capabilities: .init(tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in
      ListTools.Result(tools: ToolCatalog.all.map(\.tool))
    }
    await server.withMethodHandler(CallTool.self) { parameters in
      guard let definition = ToolCatalog.named(parameters.name) else {
        throw MCPError.invalidParams(
          "unknown tool '\(parameters.name)'; the tools are \(ToolCatalog.all.map(\.name).joined(separator: ", "))")
      }
      return result(await runner.call(definition, arguments: parameters.arguments))
    }
    return server
  }

  /// The CLI's words first, for a model to read, then the JSON, which clients that do not pass
  /// `structuredContent` on to the model still show it.
  static func result(_ output: ToolOutput) -> CallTool.Result {
    let content: [Tool.Content] = [
      .text(text: output.summary, annotations: nil, _meta: nil),
      .text(text: output.value.jsonText(), annotations: nil, _meta: nil),
    ]
    let structured: MCP.Value? = output.value.mcpValue
    return CallTool.Result(content: content, structuredContent: structured, isError: output.isError, _meta: nil)
  }

  /// Serves the project at `root` over standard input and output until the client closes the
  /// input, answering every request received before it closed.
  public static func runOverStandardIO(root: URL, environment: [String: String], version: String) async throws {
    // Standard output is the protocol's channel: the SDK's own messages go to standard error.
    var logger = Logger(label: "scaffold-mcp") { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = .warning
    let server = await make(root: root, environment: environment, version: version)
    try await server.start(transport: DrainingTransport(wrapping: StdioTransport(logger: logger), logger: logger))
    await server.waitUntilCompleted()
    await server.stop()
  }
}

/// Runs one tool call at a time. The SDK answers each request in a task of its own, so two calls
/// a client sends together (a generate and a check) would otherwise read and write the same
/// project at once; an actor's calls do not overlap.
actor ToolRunner {
  let tools: ScaffoldTools

  init(tools: ScaffoldTools) {
    self.tools = tools
  }

  func call(_ definition: ToolDefinition, arguments: [String: MCP.Value]?) -> ToolOutput {
    do throws(ToolError) {
      return tools.call(definition.name, arguments: try ToolArguments(arguments, for: definition))
    } catch {
      return ToolOutput(error)
    }
  }
}
