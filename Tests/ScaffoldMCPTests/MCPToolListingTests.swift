import Foundation
import MCP
import Testing

/// What a client sees first: the server, and a tool list small enough to sit in an agent's context.
@Suite("scaffold mcp: the tool list")
struct MCPToolListingTests {
  @Test("initialize names the server; tools/list has at most 8 tools in fewer than 4,000 estimated tokens")
  func listing() async throws {
    let session = try await MCPTestSession.start()
    let (tools, cursor) = try await session.client.listTools()
    #expect(cursor == nil)
    #expect(tools.map(\.name) == ["plan", "generate", "check", "update", "remove", "list", "explain_spec"])
    #expect(tools.count <= 8)
    // The listing as the client receives it; a token is about four characters of JSON.
    let listing = try JSONEncoder().encode(ListTools.Result(tools: tools))
    #expect(listing.count / 4 < 4_000, "the tool list is \(listing.count / 4) tokens")
    for tool in tools {
      #expect(tool.description?.isEmpty == false)
      #expect(tool.inputSchema.objectValue?["type"] == "object")
      // An argument a tool does not take is refused, so the schema says so too.
      #expect(tool.inputSchema.objectValue?["additionalProperties"] == false)
    }
    let readOnly = tools.filter { $0.annotations.readOnlyHint == true }.map(\.name)
    #expect(readOnly == ["plan", "check", "list", "explain_spec"])
    #expect(tools.first { $0.name == "remove" }?.annotations.destructiveHint == true)
    await session.stop()
  }

  @Test("an unknown tool is a protocol error; a wrong, missing or unknown argument is a tool error naming it")
  func arguments() async throws {
    let session = try await MCPTestSession.start()
    await #expect(throws: MCPError.self) { _ = try await session.call("scaffold_everything") }

    let unknown = try await session.call("check", ["modules": ["Login"], "verbose": true])
    #expect(unknown.isError)
    #expect(unknown.summary.contains("'verbose' is not an argument of check; it takes: modules, package, diffs"))

    let wrongType = try await session.call("generate", ["name": "Login", "architecture": "viper", "dry_run": "yes"])
    #expect(wrongType.isError)
    #expect(wrongType.summary == "'dry_run' takes true or false")
    // Nothing was generated.
    #expect(try FileManager.default.contentsOfDirectory(atPath: session.project.path).isEmpty)

    let badChoice = try await session.call("plan", ["name": "Login", "architecture": "mvi"])
    #expect(badChoice.summary == "'architecture' is 'mvi'; use one of: viper, vip, mvp, mvc, mvvm")

    let missing = try await session.call("remove", [:])
    #expect(missing.summary == "remove needs 'module'")
    #expect(missing.value(at: "error.kind") == "invalidArguments")

    let nothing = try await session.call("plan", ["architecture": "viper"])
    #expect(nothing.summary == "give spec_path (a spec file in the project), or name and architecture")
    await session.stop()
  }
}
