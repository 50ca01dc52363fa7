import ScaffoldBase

/// What a tool answers: the CLI's words for the agent to read, and the CLI's `--json` shape
/// (docs/json.md) for a program to use.
struct ToolOutput {
  var summary: String
  var value: ContextValue
  var isError = false

  init(summary: String, value: ContextValue, isError: Bool = false) {
    self.summary = summary
    self.value = value
    self.isError = isError
  }

  init(_ error: ToolError) {
    self.init(summary: error.message, value: error.report, isError: true)
  }
}
