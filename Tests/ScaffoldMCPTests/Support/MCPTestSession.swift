import Foundation
import MCP
import ScaffoldBase
import ScaffoldMCP

/// A client connected in memory to a server for a fresh project folder, as an agent would be.
struct MCPTestSession {
  /// The day every module is created on, so generated files compare byte for byte with the CLI's.
  static let environment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    environment["SOURCE_DATE_EPOCH"] = "1767225600"
    return environment
  }()

  let project: URL
  let client: Client
  let server: Server

  /// A server for `project` (a new empty folder when nil), started, and a client connected to it.
  static func start(in project: URL? = nil) async throws -> MCPTestSession {
    let project = try project ?? TemporaryFolder.make(named: "Project")
    let server = await ScaffoldServer.make(root: project, environment: environment, version: "test")
    let (clientTransport, serverTransport) = await InMemoryTransport.createConnectedPair()
    // The server first: the in-memory transport drops what reaches a side not yet connected.
    try await server.start(transport: serverTransport)
    let client = Client(name: "scaffold-tests", version: "1.0")
    try await client.connect(transport: clientTransport)
    return MCPTestSession(project: project, client: client, server: server)
  }

  /// The whole result of a tool call (the client's `callTool` leaves out `structuredContent`).
  func call(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> ToolCallResult {
    ToolCallResult(try await client.send(CallTool.request(.init(name: tool, arguments: arguments))).value)
  }

  func stop() async {
    await client.disconnect()
    await server.stop()
  }

  func write(_ text: String, to path: String) throws {
    let url = project.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
  }
}

/// A tool's answer, read as a test needs it.
struct ToolCallResult {
  let raw: CallTool.Result

  init(_ raw: CallTool.Result) {
    self.raw = raw
  }

  var isError: Bool { raw.isError == true }

  /// The summary: the CLI's words.
  var summary: String {
    guard case .text(let text, _, _)? = raw.content.first else { return "" }
    return text
  }

  /// The JSON, as the second text block gives it to clients that show only text.
  var jsonText: String {
    guard raw.content.count > 1, case .text(let text, _, _) = raw.content[1] else { return "" }
    return text
  }

  var structured: Value { raw.structuredContent ?? .null }

  /// The member at a dotted path of the structured result (`error.diagnostics`).
  func value(at path: String) -> Value? {
    path.split(separator: ".").reduce(Optional(structured)) { value, key in value?.objectValue?[String(key)] }
  }
}

enum TemporaryFolder {
  /// A new folder `name` inside a new temporary folder, so a test can see nothing was written beside it.
  static func make(named name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-mcp-\(UUID().uuidString)")
      .appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.resolvingSymlinksInPath()
  }
}
