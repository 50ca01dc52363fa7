import ScaffoldBase

/// The rule that two use cases or routes never make the generated code declare the same member
/// (`showConfirmation` as a use case next to the route `confirmation`, whose presenter method is
/// also `showConfirmation`), nor one the code already uses. The template lists the members it
/// derives from each name; this checks them all against each other.
enum GeneratedMemberRules {
  struct Declaration {
    var description: String
    var location: SourceLocation?
    var members: [String]
  }

  package static func check(
    _ declarations: [Declaration], reserved: ReservedNames, into collector: inout DiagnosticCollector
  ) {
    var owners: [String: String] = [:]
    for member in reserved.members { owners[member] = "the generated code itself" }
    for declaration in declarations {
      var clashes: [(member: String, owner: String)] = []
      for member in Set(declaration.members).sorted() {
        if let owner = owners[member] {
          clashes.append((member, owner))
        }
      }
      if let clash = clashes.first {
        collector.error(
          "\(declaration.description) makes the generated code declare '\(clash.member)', as \(clash.owner) already does",
          at: declaration.location, hint: "rename one of them")
        continue
      }
      for member in declaration.members { owners[member] = declaration.description }
    }
  }

  package static func declarations(
    useCases: [UseCase], routes: [Route], outputs: [OutputEvent] = [], specs: ModuleSpec, reserved: ReservedNames
  ) -> [Declaration] {
    let useCaseDeclarations = useCases.map { useCase in
      Declaration(
        description: "use case '\(useCase.name.camel)'",
        location: specs.useCases.first { Name($0.name.value)?.camel == useCase.name.camel }?.name.location,
        members: ReservedNames.expand(reserved.useCaseMembers, for: useCase.name))
    }
    let routeDeclarations = routes.map { route in
      Declaration(
        description: "route '\(route.name.camel)'",
        location: specs.routes.first { Name($0.name.value)?.camel == route.name.camel }?.name.location,
        members: ReservedNames.expand(reserved.routeMembers, for: route.name))
    }
    // Only events no use case sends get members of their own (the intent that sends them).
    let outputDeclarations = outputs.filter(\.emittedBy.isEmpty).map { event in
      Declaration(
        description: "output event '\(event.name.camel)'",
        location: specs.output.first { Name($0.name.value)?.camel == event.name.camel }?.name.location,
        members: ReservedNames.expand(reserved.outputMembers, for: event.name))
    }
    return useCaseDeclarations + routeDeclarations + outputDeclarations
  }
}
