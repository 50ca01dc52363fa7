import ScaffoldBase
import ScaffoldSpec

/// What a template folder generates: read from its `template.yml`.
///
///     name: viper
///     extends: viper           # optional: another template this one changes only in part
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
public struct TemplateManifest: Sendable, Equatable {
  /// What a generated file is part of; declared with the files it describes (`GeneratedFile`).
  public typealias FileKind = GeneratedFile.Kind

  public struct File: Sendable, Equatable {
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
  }

  public var name: String
  /// The template this one extends (`extends: viper`): it holds only the files and partials it
  /// changes, and takes the rest, and what its manifest leaves out, from that parent.
  public var extends: String?
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
  /// How the rendered Swift files reach the disk (`layout:`).
  public var layout: Layout
  /// Texts derived from the context through Liquid's filters (`values:`), seen as `values.<name>`.
  public var values: [TemplateValue] = []

  /// `layout:` in a manifest.
  public enum Layout: String, Sendable, CaseIterable {
    /// Laid out in the project's style (indentation, line length, tabs) from text written at two
    /// spaces a level, as the built-ins are.
    case swift
    /// Written as they render: the template's own indentation and line breaks, as an imported
    /// Generamba template's files are, byte for byte what Generamba writes.
    case asWritten
  }

  /// `summary`, `version`, `reserved`, `parameters`, `shared` and `layout` may be left out of a
  /// manifest (`init(yaml:path:)` reads one).
  public init(
    name: String, summary: String = "", architecture: Architecture, version: String = "1", files: [File],
    reserved: ReservedNames = ReservedNames(), parameters: [TemplateParameter] = [], shared: [String] = [],
    layout: Layout = .swift
  ) {
    self.layout = layout
    self.name = name
    self.summary = summary
    self.architecture = architecture
    self.version = version
    self.files = files
    self.reserved = reserved
    self.parameters = parameters
    self.shared = shared
  }

  /// The file that holds the manifest inside a template folder.
  public static let fileName = SharedParts.manifestFileName
}
