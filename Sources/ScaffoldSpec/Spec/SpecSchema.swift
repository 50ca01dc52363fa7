import ScaffoldBase

/// The JSON Schema (draft 2020-12) of a spec file, generated from `SpecGrammar`: what
/// `scaffold schema` prints, for editors to complete and check keys as the user types.
///
/// It holds the spec's structure (keys, value shapes, enum values, number ranges, defaults).
/// Where the tool's rules are about meaning (names, Swift types, `from:` paths, versions new
/// enough), it accepts any value of the right shape and leaves them to the tool: it never
/// refuses a spec the tool accepts.
public enum SpecSchema {
  /// The schema as JSON text: keys sorted, two spaces a level, a final newline.
  public static var text: String { value.jsonText() + "\n" }

  /// The schema as a value.
  public static var value: ContextValue {
    var definitions: [String: ContextValue] = SpecSchemaValues.definitions
    for object in SpecGrammar.app.allObjects + SpecGrammar.module.allObjects {
      definitions[object.name] = objectSchema(object)
    }
    return [
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "Scaffold spec",
      "description": .string(
        "A spec of one module, or of several under 'modules:' (docs/spec.md). Names, types and paths are "
          + "checked by scaffold itself, with positions: this schema checks keys, shapes and fixed values."),
      // `modules:` makes an app spec, as SpecLoader.readDocument decides.
      "if": ["type": "object", "required": ["modules"]],
      "then": reference(SpecGrammar.app.name),
      "else": reference(SpecGrammar.module.name),
      "$defs": .object(definitions),
    ]
  }

  /// The line that turns the schema on in an editor speaking the YAML language server (VS Code's
  /// YAML extension), as a spec's first line; `path` is relative to the spec's folder, or a URL.
  public static func modeline(schemaAt path: String) -> String {
    "# yaml-language-server: $schema=\(path)"
  }

  static func reference(_ name: String) -> ContextValue {
    ["$ref": .string("#/$defs/\(name)")]
  }

  private static func objectSchema(_ object: SpecObject) -> ContextValue {
    var schema: [String: ContextValue] = [
      "type": "object",
      "description": .string(object.summary),
      "additionalProperties": false,
      "properties": .object(
        Dictionary(uniqueKeysWithValues: object.keys.map { ($0.name, keySchema($0)) })),
    ]
    if !object.requiredKeys.isEmpty {
      schema["required"] = .list(object.requiredKeys.map(ContextValue.string))
    }
    return .object(schema)
  }

  private static func keySchema(_ key: SpecKey) -> ContextValue {
    var schema = SpecSchemaValues.schema(of: key.value)
    schema["description"] = .string(key.summary)
    if let defaultValue = key.defaultValue { schema["default"] = defaultValue }
    return .object(schema)
  }
}
