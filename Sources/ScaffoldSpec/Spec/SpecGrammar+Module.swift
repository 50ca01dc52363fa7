import ScaffoldBase

/// The objects of a spec, with docs/spec.md's wording. Key order is the order "unknown key"
/// hints list them in.
extension SpecGrammar {
  /// A spec of one module, and each entry of an app spec's `modules:`.
  package static let module = SpecObject(
    name: "module", summary: "One module: its entities, use cases, routes and what it takes in and sends out.",
    keys: [
      SpecKey("name", .text, "The module. Required unless given on the command line; both must agree."),
      architecture,
      template,
      params,
      SpecKey("summary", .prose, "One line, shown in the README and doc comments."),
      ui,
      testing,
      platforms,
      swiftToolsVersion,
      SpecKey("entities", .list(entity, bareName: false, nonEmpty: false), "Plain data types."),
      SpecKey(
        "useCases", .list(useCase, bareName: true, nonEmpty: false),
        "Each becomes one typed flow through the module; when none is given, one named 'load', run on load."),
      SpecKey("routes", .list(route, bareName: true, nonEmpty: false), "Navigation away from the module."),
      SpecKey(
        "openapi", .object(openAPI),
        "Use cases from an OpenAPI document's operations and entities from their schemas (docs/openapi.md)."),
      SpecKey("author", .prose, "Shown to templates as project.author; default: .scaffold.yml's."),
      SpecKey("organisation", .prose, "Shown to templates as project.organisation; default: .scaffold.yml's."),
      SpecKey("project", .prose, "Shown to templates as project.name; default: .scaffold.yml's name."),
      SpecKey(
        "input", .fields(details: nil),
        "What the module is built with; a request field of the same name and type is filled from it."),
      SpecKey(
        "output", .list(outputEvent, bareName: true, nonEmpty: false),
        "Events the module tells whoever opened it."),
      SpecKey(
        "indentation", .indentation(CodeStyle.indentations),
        "Spaces per level of the generated Swift, or tabs (Xcode projects only); default: .scaffold.yml's.",
        default: .int(CodeStyle.default.indentation)),
      SpecKey(
        "tabWidth", .number(CodeStyle.tabWidths),
        "With 'indentation: tabs': the columns a tab counts for when long lines are broken.",
        default: .int(CodeStyle.tabs.indentation)),
      SpecKey(
        "lineLength", .number(CodeStyle.lineLengths),
        "The longest line of the generated Swift, in columns; default: .scaffold.yml's.",
        default: .int(CodeStyle.default.lineLength)),
      SpecKey(
        "prefix", .prose,
        "The class prefix templates may put before type and file names: ASCII letters, digits and '_', "
          + "not starting with a digit.", default: .string("")),
    ])

  // The keys a module spec and an app spec share (beside `modules:`, they are defaults).
  /// `openapi:`: which operations of which document.
  package static let openAPI = SpecObject(
    name: "openapi",
    summary: "The operations of an OpenAPI document that become use cases, chosen by tag or operationId.",
    keys: [
      SpecKey(
        "document", .text, "The OpenAPI 3.0 or 3.1 document, YAML or JSON, relative to this spec file.", required: true),
      SpecKey("tags", .textList, "Every operation with one of these tags."),
      SpecKey("operations", .textList, "And these operations, by operationId."),
    ])

  static let architecture = SpecKey(
    "architecture", .choice(Architecture.allCases.map(\.rawValue)),
    "The architecture. Required for 'scaffold generate'; else the subcommand, else .scaffold.yml.")
  static let template = SpecKey(
    "template", .text, "A template by name ('scaffold templates list'); it must implement the architecture.")
  static let params = SpecKey(
    "params", .mapping(keys: nil, values: .prose), "The template's parameters, checked against their declared types.")
  static let ui = SpecKey(
    "ui", .choice(UserInterface.allCases.map(\.rawValue)), "The screen layer.",
    default: .string(UserInterface.default.rawValue))
  static let testing = SpecKey(
    "testing", .choice(TestingLibrary.allCases.map(\.rawValue)), "The library of the generated tests.",
    default: .string(TestingLibrary.default.rawValue))
  static let platforms = SpecKey(
    "platforms", .mapping(keys: ApplePlatform.allCases.map(\.rawValue), values: .version),
    "Of the generated Package.swift, as 'platform: \"version\"'; iOS 16, macOS 13, tvOS 16, watchOS 9, "
      + "visionOS 1 at least.",
    default: .object(
      Dictionary(
        uniqueKeysWithValues: PackageSettings.default.platforms.map { ($0.platform.rawValue, .string($0.version)) }))
  )

  static let swiftToolsVersion = SpecKey(
    "swiftToolsVersion", .version, "Of the generated Package.swift; 6.0 or later.",
    default: .string(PackageSettings.default.toolsVersion))

  /// Keys only a generation record's spec has (the app spec's shared entities the module used):
  /// the tool writes them, so the schema of what users write leaves them out.
  package static let recordOnlyKeys = ["sharedEntitiesModule", "sharedEntities", "sharedSupport", "targetEntities"]

  /// A spec with `modules:`: several modules in one package, under shared defaults.
  package static let app = SpecObject(
    name: "app", summary: "Several modules in one package, under shared defaults.",
    keys: [
      SpecKey("package", .text, "The new package's name (not used with --package); default: the first module's name."),
      SpecKey(
        "modules", .list(module, bareName: false, nonEmpty: true), "The modules, each a module spec.",
        required: true),
      SpecKey(
        "entities", .list(entity, bareName: false, nonEmpty: false),
        "Entities every module may use, declared once in a module of their own, <package>Entities."),
      sharedDefault(architecture),
      sharedDefault(template),
      sharedDefault(params),
      sharedDefault(ui),
      sharedDefault(testing),
      shared(platforms, "Shared: every module must agree, as they share one Package.swift."),
      shared(swiftToolsVersion, "Shared: every module must agree, as they share one Package.swift."),
    ])

  /// A module key written beside `modules:`, where it is every module's default.
  private static func sharedDefault(_ key: SpecKey) -> SpecKey {
    shared(key, "A default for every module; a module may set its own.")
  }

  private static func shared(_ key: SpecKey, _ role: String) -> SpecKey {
    SpecKey(key.name, key.value, key.summary + " " + role, default: key.defaultValue)
  }
}
