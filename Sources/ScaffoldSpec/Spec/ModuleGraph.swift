/// The modules of a spec and the routes between them (`to:`), for the rules that span modules.
struct ModuleGraph {
  /// Each module's destinations, by module name.
  let edges: [String: [String]]
  /// Module names in spec order.
  let order: [String]

  init(_ modules: [Module]) {
    order = modules.map(\.name.pascal)
    edges = Dictionary(modules.map { ($0.name.pascal, $0.moduleDependencies) }, uniquingKeysWith: { first, _ in first })
  }

  /// Every cycle's path, such as `[Login, Profile, Login]`: a target dependency cycle SwiftPM
  /// refuses, and screens that would build each other forever. Each cycle is reported once.
  func cycles() -> [[String]] {
    var state: [String: VisitState] = [:]
    var stack: [String] = []
    var found: [[String]] = []
    func visit(_ node: String) {
      state[node] = .inProgress
      stack.append(node)
      for next in edges[node] ?? [] {
        switch state[next] {
        case .inProgress:
          if let start = stack.firstIndex(of: next) { found.append(Array(stack[start...]) + [next]) }
        case .done:
          break
        case nil:
          if edges[next] != nil { visit(next) }
        }
      }
      stack.removeLast()
      state[node] = .done
    }
    for node in order where state[node] == nil { visit(node) }
    return found
  }

  private enum VisitState {
    case inProgress, done
  }
}
