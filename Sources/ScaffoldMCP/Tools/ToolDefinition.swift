import MCP

/// A tool as the server lists it and checks its calls.
struct ToolDefinition: Sendable {
  var name: String
  var summary: String
  var parameters: [ToolParameter]
  var required: [String] = []
  /// Writes nothing: an agent's client may run it without asking the user.
  var readOnly: Bool
  /// May delete or overwrite the user's files (`remove`; `generate` and `update` only add or merge).
  var destructive = false

  var tool: Tool {
    var schema: [String: Value] = [
      "type": "object",
      "properties": .object(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.schema) })),
      "additionalProperties": false,
    ]
    if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
    return Tool(
      name: name, description: summary, inputSchema: .object(schema),
      annotations: .init(
        readOnlyHint: readOnly, destructiveHint: readOnly ? nil : destructive, idempotentHint: readOnly ? nil : false,
        openWorldHint: false))
  }
}
