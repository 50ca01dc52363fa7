import ScaffoldBase
import ScaffoldSpec

/// Values of the generated client's types, written as Swift, for the service's tests: each
/// leaf a value of its own (`"name 3"`, `4`), so a field sent to the wrong parameter or read from
/// the wrong property fails a comparison. Every value is valid where the module reads it back: a
/// string the module holds as a `UUID` is a UUID's text, an enum is one of its cases.
struct OpenAPISamples {
  /// JSON key → the module's type that carries the property there. An optional property is
  /// filled only when carried: the module sends `nil` for one it has no field for.
  typealias Carrier = [String: TypeExpression]

  let index: OpenAPIClientIndex
  let entities: [String: Entity]
  let sources: [String: OpenAPIOrigin.EntitySource]
  private var counter = 0
  /// The structs being made, outermost first.
  private var visiting: Set<String> = []

  init(index: OpenAPIClientIndex, entities: [String: Entity], sources: [String: OpenAPIOrigin.EntitySource]) {
    self.index = index
    self.entities = entities
    self.sources = sources
  }

  /// A value of `type`; `module` is the module's type that holds it, when one does. `nil` when
  /// the type is one a test cannot make (or nests too deep).
  mutating func value(_ type: OpenAPIClientType, carriedAs module: TypeExpression?, label: String, depth: Int = 0)
    -> String?
  {
    guard depth < 24 else { return nil }
    switch (type, module) {
    case (.optional(let wrapped), .optional(let inner)?):
      return value(wrapped, carriedAs: inner, label: label, depth: depth)
    case (.optional(let wrapped), _):
      return value(wrapped, carriedAs: module, label: label, depth: depth)
    case (_, .optional(let inner)?):
      return value(type, carriedAs: inner, label: label, depth: depth)
    case (.array(let element), _):
      let inner: TypeExpression? = if case .array(let inner)? = module { inner } else { nil }
      return value(element, carriedAs: inner, label: label, depth: depth + 1).map { "[\($0)]" } ?? "[]"
    case (.dictionary(let element), _):
      let inner: TypeExpression? = if case .dictionary(_, let inner)? = module { inner } else { nil }
      counter += 1
      let key = OpenAPIConversions.literal("\(label) key \(counter)")
      return value(element, carriedAs: inner, label: label, depth: depth + 1).map { "[\(key): \($0)]" }
    case (.named(let name), _):
      return named(name, carriedAs: module, label: label, depth: depth)
    }
  }

  /// A generated struct: each required property, and each optional one `carrier` holds.
  mutating func structure(_ name: String, carrier: Carrier, depth: Int = 0) -> String? {
    // A schema that holds itself stops at its first repeat: an optional property there is left
    // out, an array is empty.
    guard depth < 24, !visiting.contains(name), let structure = index.structure(named: name) else { return nil }
    visiting.insert(name)
    defer { visiting.remove(name) }
    var arguments: [String] = []
    for property in structure.properties {
      let type = OpenAPIClientType(property.type)
      if structure.composition != nil {
        // `allOf` parts are all there and share the object's keys; of `anyOf` parts, the first.
        if structure.composition == .anyOf, !arguments.isEmpty { continue }
        guard let part = self.structure(GeneratedSwiftType.unwrapped(property.type), carrier: carrier, depth: depth + 1)
        else { return nil }
        arguments.append("\(property.name): \(part)")
        continue
      }
      let carried = property.key.flatMap { carrier[$0] }
      if carried == nil, property.isOptional { continue }
      // The `accept` header the generator adds has a default: the client's content types.
      if property.key == nil, property.name == "accept" { continue }
      guard let value = value(type, carriedAs: carried, label: property.key ?? property.name, depth: depth + 1)
      else {
        // A schema that holds itself ends in an optional property left out.
        if property.isOptional { continue }
        return nil
      }
      arguments.append("\(property.name): \(value)")
    }
    if structure.additionalPropertiesType != nil, let wanted = carrier[Self.additionalProperties],
      let type = structure.additionalPropertiesType,
      let values = value(OpenAPIClientType(type), carriedAs: wanted, label: "additional", depth: depth + 1)
    {
      arguments.append("additionalProperties: \(values)")
    }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }

  /// The keys an entity's fields carry, for a struct made into (or from) it.
  func carrier(of module: TypeExpression?) -> Carrier {
    switch module {
    case .optional(let inner)?, .array(let inner)?: return carrier(of: inner)
    case .dictionary(let key, let value)?: return [Self.additionalProperties: .dictionary(key: key, value: value)]
    case .named(let name)?:
      guard let entity = entities[name], let source = sources[name] else { return [:] }
      var carrier: Carrier = [:]
      for field in entity.fields {
        if let key = source.keys[field.name.original] ?? source.keys[field.name.camel] { carrier[key] = field.type }
      }
      return carrier
    case nil: return [:]
    }
  }

  /// The carrier key of a struct's `additionalProperties`, which a module's dictionary holds.
  static let additionalProperties = "\u{0}additionalProperties"

  private mutating func named(_ name: String, carriedAs module: TypeExpression?, label: String, depth: Int)
    -> String?
  {
    let name = index.resolvedAlias(name)
    let plain = OpenAPIClientType(name).description
    counter += 1
    let number = counter
    switch plain {
    case "String":
      switch module {
      case .named("UUID")?: return OpenAPIConversions.literal(Self.uuid(number))
      case .named("URL")?: return OpenAPIConversions.literal("https://example.com/\(label)/\(number)")
      default: return OpenAPIConversions.literal("\(label) \(number)")
      }
    case "Int", "Int32", "Int64": return "\(number)"
    case "Double", "Float": return "\(number).5"
    case "Bool": return number.isMultiple(of: 2) ? "true" : "false"
    case "Date": return "Date(timeIntervalSince1970: \(1_700_000_000 + number))"
    case "Data": return "Data(\(OpenAPIConversions.literal("\(label) \(number)")).utf8)"
    default: break
    }
    if plain.hasSuffix("HTTPBody") { return "HTTPBody(\(OpenAPIConversions.literal("\(label) \(number)")))" }
    if plain.hasSuffix("Base64EncodedData") {
      return "\(name)(Array(\(OpenAPIConversions.literal("\(label) \(number)")).utf8))"
    }
    if plain.hasSuffix("OpenAPIValueContainer") { return OpenAPIConversions.literal("\(label) \(number)") }
    if plain.hasSuffix("OpenAPIObjectContainer") { return "\(name)()" }
    if plain.hasSuffix("OpenAPIArrayContainer") { return "[]" }
    if let enumeration = index.enumeration(named: name) {
      return enumCase(enumeration, number: number, carriedAs: module, label: label, depth: depth)
    }
    if index.structure(named: name) != nil {
      return structure(name, carrier: carrier(of: module), depth: depth + 1)
    }
    return nil
  }

  /// A case of a generated enum: for a raw-value enum one picked by the number, so two fields of
  /// the same enum may differ; else the first case whose values can be made.
  private mutating func enumCase(
    _ enumeration: OpenAPIClientEnum, number: Int, carriedAs module: TypeExpression?, label: String, depth: Int
  ) -> String? {
    if enumeration.rawType != nil {
      let cases = enumeration.cases.filter(\.associatedValues.isEmpty)
      guard !cases.isEmpty else { return nil }
      return "\(enumeration.name).\(Self.escaped(cases[number % cases.count].name))"
    }
    for enumCase in enumeration.cases {
      var values: [String] = []
      for associated in enumCase.associatedValues {
        guard let value = value(OpenAPIClientType(associated.type), carriedAs: module, label: label, depth: depth + 1)
        else { break }
        values.append(associated.label.map { "\($0): \(value)" } ?? value)
      }
      guard values.count == enumCase.associatedValues.count else { continue }
      let name = "\(enumeration.name).\(Self.escaped(enumCase.name))"
      return values.isEmpty ? name : "\(name)(\(values.joined(separator: ", ")))"
    }
    return nil
  }

  /// A UUID's text whose last digits are `number`.
  static func uuid(_ number: Int) -> String {
    let digits = String(number)
    return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }

  /// A case name as Swift writes it after a dot: keywords that need it in backticks.
  static func escaped(_ name: String) -> String {
    ["init", "self", "Type", "Protocol"].contains(name) ? "`\(name)`" : name
  }
}
