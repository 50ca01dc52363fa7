import Foundation
import Testing

/// The server as a client starts it: `scaffold mcp` in the project, JSON-RPC lines on its
/// standard input and output.
@Suite("scaffold mcp over standard input and output")
struct MCPStandardIOTests {
  @Test("initialize, tools/list and a plan, written at once and the input closed: every request is answered")
  func overStandardIO() throws {
    let project = try TemporaryFolder.make(named: "Project")
    let requests = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"stdio-test","version":"1"}}}"#,
      #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"plan","arguments":{"architecture":"mvc","name":"Profile"}}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"generate","arguments":{"architecture":"mvc","name":"Profile","output":"/"}}}"#,
    ]
    let run = try BuiltExecutables.run(
      BuiltExecutables.url("scaffold"), ["mcp"], in: project, environment: MCPTestSession.environment,
      input: requests.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.standardError)")
    // One JSON object a line, answered in any order: matched by id.
    var answers: [Int: [String: Any]] = [:]
    for line in run.standardOutput.split(separator: "\n") {
      let message = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(message["jsonrpc"] as? String == "2.0")
      answers[try #require(message["id"] as? Int)] = message["result"] as? [String: Any]
    }
    #expect(answers.keys.sorted() == [1, 2, 3, 4])
    #expect((answers[1]?["serverInfo"] as? [String: Any])?["name"] as? String == "scaffold")
    let tools = answers[2]?["tools"] as? [[String: Any]] ?? []
    #expect(tools.compactMap { $0["name"] as? String }.count == 7)
    let plan = answers[3]?["content"] as? [[String: Any]] ?? []
    #expect(
      (plan.first?["text"] as? String)?.contains("create     Sources/Profile/ProfileViewController.swift") == true)
    #expect(answers[4]?["isError"] as? Bool == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.path).isEmpty)
  }

  @Test("scaffold mcp takes no arguments, and says where the server must be when it is missing")
  func arguments() throws {
    let project = try TemporaryFolder.make(named: "Project")
    let extra = try BuiltExecutables.run(
      BuiltExecutables.url("scaffold-mcp"), ["--verbose"], in: project, environment: MCPTestSession.environment)
    #expect(extra.status == 64)
    #expect(extra.standardError.contains("it takes no arguments"))

    // A scaffold copied without its server says how to get it.
    let lonely = project.appendingPathComponent("bin/scaffold")
    try FileManager.default.createDirectory(at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: BuiltExecutables.url("scaffold"), to: lonely)
    let missing = try BuiltExecutables.run(lonely, ["mcp"], in: project, environment: MCPTestSession.environment)
    #expect(missing.status == 66)
    #expect(missing.standardError.contains("--product scaffold-mcp"), "\(missing.standardError)")
  }
}
