import ScaffoldBase

/// Where a run's modules are built, which decides what types they see of each other: in a
/// package each module is a Swift module of its own (a type of another module is out of reach
/// unless shared through the spec's top-level `entities:`); in an app target they are all one
/// Swift module with what the target had already, so a type is visible everywhere and declared once.
public enum ModuleScope: Sendable {
  case package
  /// `earlier`: the entities modules generated into the target before declare (their own, and
  /// the shared ones of their spec), by module.
  case appTarget(earlier: [(module: String, entities: [EntitySpec])])

  /// Each spec with what it sees of the others' entities: in an app target, those of the other
  /// modules of the run, then those generated earlier by modules this run does not regenerate
  /// (the first declaration of a name wins; a clash is refused by `clashes`); in a package, the
  /// others' names, for the message of a field that uses one.
  /// - Parameter commandLineName: the module's name when the command line gives it, not the spec.
  package func sharing(_ specs: [ModuleSpec], commandLineName: String? = nil) -> [ModuleSpec] {
    let names = specs.map { $0.name.flatMap { Name($0.value)?.pascal } }
    let regenerated = Set(names.compactMap { $0 } + [commandLineName.flatMap { Name($0)?.pascal }].compactMap { $0 })
    return specs.indices.map { index in
      var spec = specs[index]
      let others = specs.indices.filter { $0 != index }.map { (names[$0] ?? "", specs[$0].entities) }
      switch self {
      case .package:
        for (module, entities) in others {
          for entity in entities {
            guard let name = Name(entity.name.value)?.pascal else { continue }
            if spec.otherModulesEntities[name] == nil { spec.otherModulesEntities[name] = module }
          }
        }
      case .appTarget(let earlier):
        var seen: Set<String> = []
        let recorded = earlier.filter { !regenerated.contains($0.module) }.map { ($0.module, $0.entities) }
        for (_, entities) in others + recorded {
          for entity in entities where seen.insert(Name(entity.name.value)?.pascal ?? entity.name.value).inserted {
            spec.targetEntities.append(entity)
          }
        }
      }
      return spec
    }
  }

  /// In an app target, an entity two modules of the spec each declare would be declared twice in
  /// one Swift module: refused at the second declaration, naming the first.
  func clashes(_ specs: [ModuleSpec], into collector: inout DiagnosticCollector) {
    guard case .appTarget = self else { return }
    var first: [String: (module: String, location: SourceLocation?)] = [:]
    for spec in specs {
      let module = spec.name.flatMap { Name($0.value)?.pascal } ?? "?"
      var own: Set<String> = []
      for entity in spec.entities {
        guard let name = Name(entity.name.value)?.pascal, own.insert(name).inserted else { continue }
        guard let earlier = first[name] else {
          first[name] = (module, entity.name.location)
          continue
        }
        collector.error(
          "entity '\(name)' is declared by module \(earlier.module)\(earlier.location.map { " (\($0))" } ?? "") "
            + "and again by module \(module); both go into one app target, one Swift module, where a type is declared once",
          at: entity.name.location,
          hint: "move '\(name)' to the spec's top-level 'entities:', which every module shares, "
            + "or rename one of them")
      }
    }
  }
}
