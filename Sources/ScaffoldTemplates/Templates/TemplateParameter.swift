import ScaffoldBase

/// A custom parameter a template declares, set with `--param name=value` or a spec's `params:`.
/// Typed, so `false` is a flag and not a non-empty string, and checked before anything renders.
public struct TemplateParameter: Sendable, Equatable, Codable {
  public enum Kind: String, Sendable, Codable, CaseIterable {
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

  enum CodingKeys: String, CodingKey {
    case name, type, description, choices, pattern
    case defaultValue = "default"
  }

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

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    type = try container.decode(Kind.self, forKey: .type)
    description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
    // YAML gives `default: true` or `default: 3` as other types than String; keep their text.
    if let text = try? container.decodeIfPresent(String.self, forKey: .defaultValue) {
      defaultValue = text
    } else if let flag = try? container.decodeIfPresent(Bool.self, forKey: .defaultValue) {
      defaultValue = flag ? "true" : "false"
    } else if let number = try? container.decodeIfPresent(Int.self, forKey: .defaultValue) {
      defaultValue = String(number)
    } else {
      defaultValue = nil
    }
    choices = try container.decodeIfPresent([String].self, forKey: .choices) ?? []
    pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
  }
}
