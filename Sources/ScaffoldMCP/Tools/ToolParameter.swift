import MCP

/// One argument a tool takes. The JSON Schema the listing shows and the check of a call's value
/// both come from this one description, so the two cannot say different things.
struct ToolParameter: Sendable {
  enum Kind: Sendable {
    case string
    case boolean
    /// A list of strings (`--use-case` given several times).
    case strings
    /// One of fixed words (an architecture, a test library).
    case choice([String])
  }

  var name: String
  var kind: Kind
  var summary: String

  init(_ name: String, _ kind: Kind, _ summary: String) {
    self.name = name
    self.kind = kind
    self.summary = summary
  }

  var schema: Value {
    switch kind {
    case .string: return ["type": "string", "description": .string(summary)]
    case .boolean: return ["type": "boolean", "description": .string(summary)]
    case .strings: return ["type": "array", "items": ["type": "string"], "description": .string(summary)]
    case .choice(let words):
      return ["type": "string", "enum": .array(words.map { .string($0) }), "description": .string(summary)]
    }
  }

  /// The problem with `value` for this parameter, in words; nil when it fits.
  func problem(with value: Value) -> String? {
    switch (kind, value) {
    case (.string, .string), (.boolean, .bool): return nil
    case (.strings, .array(let items)):
      return items.allSatisfy { $0.stringValue != nil } ? nil : "'\(name)' takes a list of strings"
    case (.choice(let words), .string(let word)):
      return words.contains(word) ? nil : "'\(name)' is '\(word)'; use one of: \(words.joined(separator: ", "))"
    case (.string, _), (.choice, _): return "'\(name)' takes a string"
    case (.boolean, _): return "'\(name)' takes true or false"
    case (.strings, _): return "'\(name)' takes a list of strings"
    }
  }
}

/// A call's arguments, checked against its tool's parameters before anything runs: an argument
/// the tool does not take, a missing required one or a value of the wrong type is refused,
/// naming it, rather than ignored.
struct ToolArguments {
  private let values: [String: Value]

  init(_ values: [String: Value]?, for tool: ToolDefinition) throws(ToolError) {
    let values = values ?? [:]
    var problems: [String] = []
    for name in values.keys.sorted() where !tool.parameters.contains(where: { $0.name == name }) {
      problems.append(
        "'\(name)' is not an argument of \(tool.name); it takes: "
          + tool.parameters.map(\.name).joined(separator: ", "))
    }
    for parameter in tool.parameters {
      guard let value = values[parameter.name] else {
        if tool.required.contains(parameter.name) { problems.append("\(tool.name) needs '\(parameter.name)'") }
        continue
      }
      if let problem = parameter.problem(with: value) { problems.append(problem) }
    }
    guard problems.isEmpty else { throw ToolError(problems.joined(separator: "\n")) }
    self.values = values
  }

  func string(_ name: String) -> String? { values[name]?.stringValue }

  func bool(_ name: String) -> Bool { values[name]?.boolValue ?? false }

  func strings(_ name: String) -> [String] { values[name]?.arrayValue?.compactMap(\.stringValue) ?? [] }
}
