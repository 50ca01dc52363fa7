import ScaffoldBase
import ScaffoldSpec

/// Use cases and routes a command takes away from a recorded module (`--drop-use-case`,
/// `--drop-route`). Re-running a command never removes anything on its own; this is the one
/// explicit way for what the command line brought, and editing the spec file for what it holds.
public struct RecordedModuleDrops: Sendable, Equatable {
  public var useCases: [String]
  public var routes: [String]

  public init(useCases: [String] = [], routes: [String] = []) {
    self.useCases = useCases
    self.routes = routes
  }

  public var isEmpty: Bool { useCases.isEmpty && routes.isEmpty }

  /// A module made from the command line alone: its recorded spec without what is dropped.
  func applied(to spec: ModuleSpec) throws(ScaffoldError) -> ModuleSpec {
    var collector = DiagnosticCollector()
    let useCaseNames = spec.useCases.map { $0.name.value }
    let routeNames = spec.routes.map { $0.name.value }
    report(missing(useCases, from: useCaseNames), noun: "use case", has: useCaseNames, into: &collector)
    report(missing(routes, from: routeNames), noun: "route", has: routeNames, into: &collector)
    guard collector.isEmpty else { throw .invalidSpec(collector.diagnostics) }
    var kept = spec
    kept.useCases.removeAll { Self.contains(useCases, $0.name.value) }
    kept.routes.removeAll { Self.contains(routes, $0.name.value) }
    return kept
  }

  /// A module made from a spec file: only what the command line added can be dropped by a flag,
  /// since the file would bring the rest back at the next run.
  func check(against spec: ModuleSpec, file: String, recorded: CommandLineInput) throws(ScaffoldError) {
    var collector = DiagnosticCollector()
    for (names, written, added, noun) in [
      (useCases, spec.useCases.map { $0.name.value }, recorded.useCases, "use case"),
      (routes, spec.routes.map { $0.name.value }, recorded.routes, "route"),
    ] {
      for name in names where Self.contains(written, name) {
        collector.error(
          "\(noun) '\(name)' comes from \(file), so a flag cannot drop it", at: nil,
          hint: "delete it from \(file) and run the command again")
      }
      let unknown = missing(names, from: written + added)
      report(unknown, noun: noun, has: written + added, into: &collector)
    }
    guard collector.isEmpty else { throw .invalidSpec(collector.diagnostics) }
  }

  /// `names` without those dropped.
  func kept(_ names: [String], dropping dropped: [String]) -> [String] {
    names.filter { !Self.contains(dropped, $0) }
  }

  private func missing(_ dropped: [String], from present: [String]) -> [String] {
    dropped.filter { !Self.contains(present, $0) }
  }

  private func report(
    _ unknown: [String], noun: String, has present: [String], into collector: inout DiagnosticCollector
  ) {
    for name in unknown {
      collector.error(
        "the module has no \(noun) named '\(name)' to drop\(Suggestion.didYouMean(name, in: present))", at: nil,
        hint: present.isEmpty ? "it has no \(noun)s" : "its \(noun)s: \(present.joined(separator: ", "))")
    }
  }

  /// Names match as the code spells them: `sign-in` and `signIn` are one use case.
  private static func contains(_ names: [String], _ name: String) -> Bool {
    let camel = Name(name)?.camel ?? name
    return names.contains { (Name($0)?.camel ?? $0) == camel }
  }
}
