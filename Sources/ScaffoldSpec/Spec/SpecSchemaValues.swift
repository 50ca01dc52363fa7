import ScaffoldBase

/// The JSON Schema of each `SpecValue`. The reader reads every scalar as text (`4`, `"4"` and
/// `true` are all text to it), so where a value is text the schema takes any scalar, and where
/// the tool takes a number written either way, the schema does too.
enum SpecSchemaValues {
  /// The shapes several keys share, by name under `$defs`.
  static let definitions: [String: ContextValue] = [
    "text": [
      "type": ["string", "number", "boolean"],
      "description": "One value, read as text; names are checked by scaffold (a letter first, no Swift keyword...).",
    ],
    "prose": [
      "type": ["string", "number", "boolean", "null"],
      "description": "Text, or nothing.",
    ],
    "fieldType": [
      "type": ["string", "number", "boolean"],
      "description": .string(
        "Swift type syntax over Bool, Int and its sized variants, UInt..., Double, Float, String, Character, "
          + "Decimal, Date, UUID, URL, Data, the spec's entities, optionals, arrays and dictionaries; quote "
          + "brackets (\"[CartItem]\"), which YAML reads as a list. Checked by scaffold."),
    ],
    "field": fieldEntry(SchemaReference.fieldType),
    "fieldList": [
      "type": ["array", "null"],
      "description": "A list of one-entry 'name: Type' mappings, kept in order.",
      "items": SchemaReference.field,
    ],
    "version": [
      "description": "A dotted version such as \"17.0\": one to three whole numbers.",
      "anyOf": [
        ["type": "string", "pattern": "^[0-9]+(\\.[0-9]+){0,2}$"],
        ["type": "number", "minimum": 0],
      ],
    ],
  ]

  /// The schema of a key's value, without its description.
  static func schema(of value: SpecValue) -> [String: ContextValue] {
    switch value {
    case .text: return SchemaReference.text
    case .prose: return SchemaReference.prose
    case .fieldType: return SchemaReference.fieldType
    case .version: return SchemaReference.version
    case .choice(let values): return ["enum": .list(values.map(ContextValue.string))]
    case .flag:
      // `onLoad: "true"` is read as `true` too.
      return ["anyOf": [["type": "boolean"], ["enum": ["true", "false"]]]]
    case .number(let range):
      return [
        "anyOf": [
          ["type": "integer", "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound)],
          ["type": "string", "pattern": "^\\+?[0-9]+$"],
        ]
      ]
    case .indentation(let spaces):
      let written = spaces.map(String.init).joined(separator: "|")
      return [
        "anyOf": [
          ["enum": .list(spaces.map(ContextValue.int))],
          ["type": "string", "pattern": .string("^(\\+?0*(\(written))|[Tt][Aa][Bb][Ss])$")],
        ]
      ]
    case .mapping(let keys?, let leaf):
      // Named keys (`platforms:`): each one offered by name, at least one written.
      return [
        "type": "object", "minProperties": 1, "additionalProperties": false,
        "properties": .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, .object(schema(of: leaf))) })),
      ]
    case .mapping(nil, let leaf):
      return ["type": "object", "additionalProperties": .object(schema(of: leaf))]
    case .list(let object, let bareName, let nonEmpty):
      let entry = SpecSchema.reference(object.name)
      var schema: [String: ContextValue] = [
        "type": nonEmpty ? "array" : ["array", "null"],
        "items": bareName ? ["anyOf": [.object(SchemaReference.text), entry]] : entry,
      ]
      if nonEmpty { schema["minItems"] = 1 }
      return schema
    case .object(let object):
      return ["$ref": .string("#/$defs/\(object.name)")]
    case .textList:
      return ["type": "array", "items": .object(SchemaReference.text)]
    case .fields(nil):
      return SchemaReference.fieldList
    case .fields(let details?):
      return [
        "type": ["array", "null"],
        "items": fieldEntry(["anyOf": [.object(SchemaReference.fieldType), SpecSchema.reference(details.name)]]),
      ]
    }
  }

  private static func schema(of leaf: SpecValueLeaf) -> [String: ContextValue] {
    switch leaf {
    case .prose: return SchemaReference.prose
    case .version: return SchemaReference.version
    }
  }

  /// One entry of a field list: a mapping of exactly one field name to its type (or details).
  private static func fieldEntry(_ value: ContextValue) -> ContextValue {
    ["type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": value]
  }

  private static func fieldEntry(_ value: [String: ContextValue]) -> ContextValue {
    fieldEntry(.object(value))
  }
}

/// References to the shared shapes of `SpecSchemaValues.definitions`.
private enum SchemaReference {
  static let text = reference("text")
  static let prose = reference("prose")
  static let fieldType = reference("fieldType")
  static let field = ContextValue.object(reference("field"))
  static let fieldList = reference("fieldList")
  static let version = reference("version")

  private static func reference(_ name: String) -> [String: ContextValue] {
    ["$ref": .string("#/$defs/\(name)")]
  }
}
