import Foundation

/// Names a template's generated code declares or uses, which spec names must not take.
/// Each template states them in its manifest, because only the template knows its code.
public struct ReservedNames: Sendable, Equatable, Codable {
  /// Types named `<Module><suffix>`, such as `Presenter` for `LoginPresenter`.
  public var moduleTypeSuffixes: [String] = []
  /// Types named `<UseCase><suffix>`, such as `Request` for `LoadCartRequest`.
  public var useCaseTypeSuffixes: [String] = []
  /// Other type names the code declares (`Request`, `FailureViewModel`…).
  public var types: [String] = []
  /// Properties, parameters and locals the code uses (`presenter`, `request`…); fields,
  /// use cases and routes must not take them.
  public var members: [String] = []
  /// Members the code declares for each use case: `{name}` is the use case in lowerCamelCase,
  /// `{Name}` in PascalCase (`display{Name}` gives `displayLoadCart`).
  public var useCaseMembers: [String] = []
  /// Members the code declares for each route, with the same placeholders (`routeTo{Name}`).
  public var routeMembers: [String] = []

  public init(
    moduleTypeSuffixes: [String] = [], useCaseTypeSuffixes: [String] = [], types: [String] = [],
    members: [String] = [], useCaseMembers: [String] = [], routeMembers: [String] = []
  ) {
    self.moduleTypeSuffixes = moduleTypeSuffixes
    self.useCaseTypeSuffixes = useCaseTypeSuffixes
    self.types = types
    self.members = members
    self.useCaseMembers = useCaseMembers
    self.routeMembers = routeMembers
  }

  /// Every list may be left out of a manifest.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    moduleTypeSuffixes = try container.decodeIfPresent([String].self, forKey: .moduleTypeSuffixes) ?? []
    useCaseTypeSuffixes = try container.decodeIfPresent([String].self, forKey: .useCaseTypeSuffixes) ?? []
    types = try container.decodeIfPresent([String].self, forKey: .types) ?? []
    members = try container.decodeIfPresent([String].self, forKey: .members) ?? []
    useCaseMembers = try container.decodeIfPresent([String].self, forKey: .useCaseMembers) ?? []
    routeMembers = try container.decodeIfPresent([String].self, forKey: .routeMembers) ?? []
  }

  /// The member names a pattern list gives for one name.
  static func expand(_ patterns: [String], for name: Name) -> [String] {
    patterns.map {
      $0.replacingOccurrences(of: "{name}", with: name.camel).replacingOccurrences(of: "{Name}", with: name.pascal)
    }
  }

  /// Every type name the generated code declares for this module and these use cases.
  func declaredTypes(module: String, useCases: [String]) -> Set<String> {
    var names = Set(types)
    names.formUnion(moduleTypeSuffixes.map { module + $0 })
    for useCase in useCases {
      names.formUnion(useCaseTypeSuffixes.map { useCase + $0 })
    }
    return names
  }
}
