import ScaffoldBase

/// The rule between a `to:` route and the module it opens: the route's payload is the
/// destination's input, field by field, so both must name the same fields with the same types.
enum RouteInputRules {
  /// Each mismatch as a message and a hint; none when the payload builds the input exactly.
  static func mismatches(route: Route, source: Name, destination: Module) -> [(message: String, hint: String)] {
    let payload = Dictionary(route.payload.map { ($0.name.camel, $0) }) { first, _ in first }
    let input = Dictionary(destination.input.map { ($0.name.camel, $0) }) { first, _ in first }
    let routeName = "route '\(route.name.camel)' of \(source.pascal)"
    var problems: [(String, String)] = []
    for field in destination.input {
      guard let carried = payload[field.name.camel] else {
        problems.append(
          (
            "\(routeName) opens \(destination.name.pascal), whose input needs '\(field.name.camel): \(field.type)', "
              + "but the route's payload does not carry it",
            "add '- \(field.name.camel): \(field.type)' to the route's 'payload:'"
          ))
        continue
      }
      if carried.type != field.type {
        problems.append(
          (
            "\(routeName) carries '\(field.name.camel)' as \(carried.type), but \(destination.name.pascal)'s input "
              + "takes it as \(field.type)",
            "give the payload field and the input field one type"
          ))
      }
    }
    for field in route.payload where input[field.name.camel] == nil {
      problems.append(
        (
          "\(routeName) carries '\(field.name.camel)', which \(destination.name.pascal)'s input does not take",
          destination.input.isEmpty
            ? "remove it from 'payload:', or add it to \(destination.name.pascal)'s 'input:'"
            : "remove it, or rename it to one of \(destination.input.map(\.name.camel).joined(separator: ", "))"
        ))
    }
    return problems
  }
}
