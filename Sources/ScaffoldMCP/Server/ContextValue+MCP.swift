import MCP
import ScaffoldBase

extension ContextValue {
  /// The same tree as an MCP value, for a tool's structured result.
  var mcpValue: MCP.Value {
    switch self {
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .int(number)
    case .list(let items): return .array(items.map(\.mcpValue))
    case .object(let members): return .object(members.mapValues(\.mcpValue))
    }
  }
}
