import ScaffoldBase

/// A custom parameter a template declares, set with `--param name=value` or a spec's `params:`.
/// Typed, so `false` is a flag and not a non-empty string, and checked before anything renders.
public struct TemplateParameter: Sendable, Equatable {
  public enum Kind: String, Sendable, CaseIterable {
    case string, bool, int, choice
  }

  public var name: String
  public var type: Kind
  public var description: String
  /// Written as text in the manifest (`default: "true"` or `default: true`), read by `type`.
  public var defaultValue: String?
  /// For `choice`: the allowed values.
  public var choices: [String]
  /// For `string`: a regular expression the whole value must match.
  public var pattern: String?

  public init(
    name: String, type: Kind, description: String = "", defaultValue: String? = nil, choices: [String] = [],
    pattern: String? = nil
  ) {
    self.name = name
    self.type = type
    self.description = description
    self.defaultValue = defaultValue
    self.choices = choices
    self.pattern = pattern
  }
}
