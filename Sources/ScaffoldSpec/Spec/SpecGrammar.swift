import ScaffoldBase

/// The shape of a spec file, declared once: each object's keys, the shape of each key's value,
/// its default and what it means. The reader checks keys against these objects
/// (`SpecNodeReader`), and `SpecSchema` turns them into the JSON Schema `scaffold schema`
/// prints, so the keys an editor offers are the keys the tool accepts.
///
/// The grammar is the spec's structure; what a value means (names, Swift types, a `from:` path
/// that exists, versions new enough) is `SpecValidator`'s, and the schema leaves it to the tool.
package enum SpecGrammar {}

/// An object of the spec (the module, a use case, a route...): a mapping of these keys.
package struct SpecObject: Sendable {
  /// Its name among the schema's definitions (`useCase`).
  package let name: String
  /// What it is, in the words of docs/spec.md.
  package let summary: String
  /// In the order the reader lists them in an "unknown key" hint.
  package let keys: [SpecKey]

  /// The keys the reader accepts in this object.
  package var keyNames: [String] { keys.map(\.name) }

  /// The keys that must be written.
  package var requiredKeys: [String] { keys.filter(\.isRequired).map(\.name) }

  package subscript(key: String) -> SpecKey? { keys.first { $0.name == key } }
}

/// One key of an object.
package struct SpecKey: Sendable {
  package let name: String
  package let value: SpecValue
  /// What it means, short, in the words of docs/spec.md.
  package let summary: String
  /// The value the tool takes when the key is left out, when one value says it.
  package let defaultValue: ContextValue?
  package let isRequired: Bool

  package init(
    _ name: String, _ value: SpecValue, _ summary: String, default defaultValue: ContextValue? = nil,
    required isRequired: Bool = false
  ) {
    self.name = name
    self.value = value
    self.summary = summary
    self.defaultValue = defaultValue
    self.isRequired = isRequired
  }
}

/// The shape of a key's value, as the reader takes it.
package enum SpecValue: Sendable {
  /// One value, read as text (a name, a template, a path): any scalar, never a list or mapping.
  case text
  /// Prose (a summary, an author): text, or nothing at all (`summary:` alone).
  case prose
  /// A field's type: Swift type syntax, one scalar (`"[CartItem]"` quoted, as YAML reads
  /// unquoted brackets as a list).
  case fieldType
  /// Exactly one of these values (a Swift enum's raw values).
  case choice([String])
  /// `true` or `false`.
  case flag
  /// A whole number in this range, bare or quoted.
  case number(ClosedRange<Int>)
  /// `indentation`: one of these numbers of spaces, or `tabs`.
  case indentation([Int])
  /// A dotted version such as `"17.0"`, as text or a number.
  case version
  /// A non-empty mapping of one-value entries; `keys`: the names it may use (nil: any).
  case mapping(keys: [String]?, values: SpecValueLeaf)
  /// A list of these objects; with `bareName`, an entry may also be only a name (`- pay`).
  /// `nonEmpty`: at least one entry, and the key may not be left empty.
  case list(SpecObject, bareName: Bool, nonEmpty: Bool)
  /// A field list: one-entry `name: Type` mappings, in order; with `details`, a field may also
  /// be written as a mapping of its keys (`- totalText: {type: String, from: total}`).
  case fields(details: SpecObject?)
  /// One mapping of this object's keys (`openapi:`).
  case object(SpecObject)
  /// A list of single values (`tags: [orders, carts]`).
  case textList
}

/// The value of a mapping's entry (a `params:` value, a `platforms:` version).
package enum SpecValueLeaf: Sendable {
  case prose
  case version
}

extension SpecValue {
  /// The objects this value holds (a list's entries, a field's details).
  var objects: [SpecObject] {
    switch self {
    case .list(let object, _, _): return [object]
    case .fields(let details?): return [details]
    case .object(let object): return [object]
    default: return []
    }
  }
}

extension SpecObject {
  /// This object and every object below it, each once, in the order met.
  package var allObjects: [SpecObject] {
    var seen: [String] = []
    var result: [SpecObject] = []
    func visit(_ object: SpecObject) {
      guard !seen.contains(object.name) else { return }
      seen.append(object.name)
      result.append(object)
      object.keys.flatMap(\.value.objects).forEach(visit)
    }
    visit(self)
    return result
  }
}
