import ScaffoldBase
import ScaffoldKit

/// Why a tool call failed, as the agent reads it: the message the CLI would print (every
/// diagnostic at its file, line and column, with what to do) and the `--json` error's shape.
struct ToolError: Error {
  var message: String
  var report: ContextValue

  /// A problem with the call itself (an argument), found before any command ran.
  init(_ message: String) {
    self.message = message
    report = ["error": ["kind": "invalidArguments", "message": .string(message), "diagnostics": []]]
  }

  /// A command's error, as the CLI reports it.
  init(_ error: ScaffoldError) {
    message = error.description
    report = ErrorReport.value(of: error)
  }
}
