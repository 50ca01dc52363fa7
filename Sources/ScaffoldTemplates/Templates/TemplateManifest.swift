import ScaffoldBase
import ScaffoldSpec

/// What a template folder generates: read from its `template.yml`.
///
///     name: viper
///     summary: VIPER module …
///     architecture: viper
///     files:
///       - template: Sources/Presenter.swift.mustache
///         output: "Sources/{{module.name}}/{{module.name}}Presenter.swift"
///         kind: source
///         when: hasRoutes          # optional: a flag of the context (`^flag`: off), or a list that must all hold
///     shared: [partials/header.mustache]   # optional: parts taken from the _shared/ folder beside it
///     reserved: { types: [...], useCaseTypes: [...], members: [...], useCaseMembers: [...], routeMembers: [...],
///       outputMembers: [...] }
public struct TemplateManifest: Sendable, Equatable, Codable {
  /// What a generated file is part of; declared with the files it describes (`GeneratedFile`).
  public typealias FileKind = GeneratedFile.Kind

  public struct File: Sendable, Equatable, Codable {
    /// Path of the Mustache file, relative to the template folder.
    public var template: String
    /// Output path relative to the package root; itself a Mustache template.
    public var output: String
    public var kind: FileKind
    /// Flags of the context (dotted paths); the file is generated only when all are true, and
    /// `^flag` (Mustache's inverted section) when that flag is false.
    public var when: [String]

    /// Whether every condition of `when` holds in `context`.
    public func isSelected(in context: ContextValue) -> Bool {
      when.allSatisfy { condition in
        let (flag, inverted) = Self.flag(of: condition)
        return (context.value(at: flag) == .bool(true)) != inverted
      }
    }

    /// The flag a condition tests, and whether it asks for the flag to be off (`^flag`).
    public static func flag(of condition: String) -> (flag: String, inverted: Bool) {
      condition.hasPrefix("^") ? (String(condition.dropFirst()), true) : (condition, false)
    }

    public init(template: String, output: String, kind: FileKind, when: [String] = []) {
      self.template = template
      self.output = output
      self.kind = kind
      self.when = when
    }

    /// `when` may be one flag or a list of them.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      template = try container.decode(String.self, forKey: .template)
      output = try container.decode(String.self, forKey: .output)
      kind = try container.decode(FileKind.self, forKey: .kind)
      if let single = try? container.decodeIfPresent(String.self, forKey: .when) {
        when = [single]
      } else {
        when = try container.decodeIfPresent([String].self, forKey: .when) ?? []
      }
    }
  }

  public var name: String
  public var summary: String
  public var architecture: Architecture
  /// The template's own version, recorded with each module it generates.
  public var version: String
  public var files: [File]
  public var reserved: ReservedNames
  /// Custom parameters (`--param name=value`), seen by the files as `params.<name>`.
  public var parameters: [TemplateParameter]
  /// Paths inside the `_shared/` folder beside the template that it takes as its own
  /// (`SharedParts`).
  public var shared: [String]

  /// `summary`, `version`, `reserved`, `parameters` and `shared` may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
    architecture = try container.decode(Architecture.self, forKey: .architecture)
    version = try container.decodeIfPresent(String.self, forKey: .version) ?? "1"
    files = try container.decode([File].self, forKey: .files)
    reserved = try container.decodeIfPresent(ReservedNames.self, forKey: .reserved) ?? ReservedNames()
    parameters = try container.decodeIfPresent([TemplateParameter].self, forKey: .parameters) ?? []
    shared = try container.decodeIfPresent([String].self, forKey: .shared) ?? []
  }

  /// The file that holds the manifest inside a template folder.
  public static let fileName = "template.yml"
}
