/// What the command line adds to (or states instead of) a spec file.
public struct CommandLineInput: Sendable, Equatable {
  /// The `<Name>` argument.
  public var name: String?
  /// The subcommand (`scaffold viper …`).
  public var architecture: Architecture?
  /// `--use-case` values, in order.
  public var useCases: [String]
  /// `--route` values, in order.
  public var routes: [String]
  /// `--testing`; it overrides the spec's `testing:`.
  public var testing: TestingLibrary?
  /// `--ui`; it overrides the spec's `ui:`.
  public var ui: UserInterface?

  public init(
    name: String? = nil, architecture: Architecture? = nil, useCases: [String] = [], routes: [String] = [],
    testing: TestingLibrary? = nil, ui: UserInterface? = nil
  ) {
    self.name = name
    self.architecture = architecture
    self.useCases = useCases
    self.routes = routes
    self.testing = testing
    self.ui = ui
  }

  /// The spec with the command line applied. The name and architecture may be given in both
  /// places only if they agree; use cases and routes from flags come after the spec's.
  func apply(to spec: ModuleSpec) throws(ScaffoldError) -> ModuleSpec {
    var merged = spec
    var collector = DiagnosticCollector()
    if let name {
      if let written = spec.name, Name(written.value)?.pascal != Name(name)?.pascal {
        collector.error(
          "the spec names the module '\(written.value)' but the command line says '\(name)'", at: written.location,
          hint: "make them agree, or leave the name out of one of them")
      } else if spec.name == nil {
        merged.name = Located(name)
      }
    }
    if let architecture {
      if let written = spec.architecture, written.value != architecture.rawValue {
        collector.error(
          "the spec says 'architecture: \(written.value)' but the command is '\(architecture.rawValue)'",
          at: written.location, hint: "make them agree, or use 'scaffold generate' to follow the spec")
      } else {
        merged.architecture = Located(architecture.rawValue, at: spec.architecture?.location)
      }
    }
    if let testing { merged.testing = Located(testing.rawValue) }
    if let ui { merged.ui = Located(ui.rawValue) }
    merged.useCases += useCases.enumerated().map { index, value in
      UseCaseSpec(name: Located(value), path: "--use-case #\(index + 1)")
    }
    merged.routes += routes.enumerated().map { index, value in
      RouteSpec(name: Located(value), path: "--route #\(index + 1)")
    }
    guard collector.isEmpty else { throw .invalidSpec(collector.diagnostics) }
    return merged
  }
}
