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
  /// How many times each struct is being made on the way down: a schema that holds itself is
  /// made twice (its `parent` and `children` filled once), then stops.
  private var visiting: [String: Int] = [:]
  /// Values made of each enum so far, so the next is another case: a request and an answer of
  /// the same enum differ, and a response copied from the request fails.
  private var enumUses: [String: Int] = [:]
  /// Likewise for the Bools of each key.
  private var boolUses: [String: Int] = [:]

  init(index: OpenAPIClientIndex, entities: [String: Entity], sources: [String: OpenAPIOrigin.EntitySource]) {
    self.index = index
    self.entities = entities
    self.sources = sources
  }

  /// One value, as the client's type writes it and, when a module's type holds it, as that
  /// type writes it: two literals of the same value, so a test compares the service's
  /// conversion with what it should give, not with a conversion of its own.
  struct Sample {
    var client: String
    var module: String?
  }

  /// A value of `type`; `module` is the module's type that holds it, when one does. `nil` when
  /// the type is one a test cannot make (or nests too deep).
  mutating func value(_ type: OpenAPIClientType, carriedAs module: TypeExpression?, label: String, depth: Int = 0)
    -> Sample?
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
      guard let made = value(element, carriedAs: inner, label: label, depth: depth + 1) else {
        return Sample(client: "[]", module: module == nil ? nil : "[]")
      }
      return Sample(client: "[\(made.client)]", module: made.module.map { "[\($0)]" })
    case (.dictionary(let element), _):
      let inner: TypeExpression? = if case .dictionary(_, let inner)? = module { inner } else { nil }
      counter += 1
      let key = OpenAPIConversions.literal("\(label) key \(counter)")
      guard let made = value(element, carriedAs: inner, label: label, depth: depth + 1) else { return nil }
      return Sample(client: "[\(key): \(made.client)]", module: made.module.map { "[\(key): \($0)]" })
    case (.named(let name), _):
      // A type alias of an array or a dictionary (`LinesPayload = [LinesPayloadPayload]`).
      let resolved = index.resolvedAlias(name)
      if resolved != name { return value(OpenAPIClientType(resolved), carriedAs: module, label: label, depth: depth) }
      return named(name, carriedAs: module, label: label, depth: depth)
    }
  }

  /// A generated struct: each required property, and each optional one `carrier` holds; with
  /// the module's literal of each carried key (through `allOf` parts too).
  mutating func structure(_ name: String, carrier: Carrier, depth: Int = 0)
    -> (client: String, moduleByKey: [String: String])?
  {
    // A schema that holds itself stops at its second repeat: an optional property there is left
    // out, an array is empty.
    guard depth < 24, visiting[name, default: 0] < 2, let structure = index.structure(named: name) else { return nil }
    visiting[name, default: 0] += 1
    defer { visiting[name, default: 0] -= 1 }
    var arguments: [String] = []
    var moduleByKey: [String: String] = [:]
    for property in structure.properties {
      let type = OpenAPIClientType(property.type)
      if structure.composition != nil {
        // `allOf` parts are all there and share the object's keys; of `anyOf` parts, the first.
        if structure.composition == .anyOf, !arguments.isEmpty { continue }
        guard let part = self.structure(GeneratedSwiftType.unwrapped(property.type), carrier: carrier, depth: depth + 1)
        else { return nil }
        arguments.append("\(property.name): \(part.client)")
        moduleByKey.merge(part.moduleByKey) { first, _ in first }
        continue
      }
      let carried = property.key.flatMap { carrier[$0] }
      if carried == nil, property.isOptional { continue }
      // The `accept` header the generator adds has a default: the client's content types.
      if property.key == nil, property.name == "accept" { continue }
      guard let made = value(type, carriedAs: carried, label: property.key ?? property.name, depth: depth + 1)
      else {
        // A schema that holds itself ends in an optional property left out.
        if property.isOptional { continue }
        return nil
      }
      arguments.append("\(property.name): \(made.client)")
      if let key = property.key, carried != nil, let module = made.module { moduleByKey[key] = module }
    }
    if let type = structure.additionalPropertiesType, let wanted = carrier[Self.additionalProperties],
      let values = value(OpenAPIClientType(type), carriedAs: wanted, label: "additional", depth: depth + 1)
    {
      arguments.append("additionalProperties: \(values.client)")
      if let module = values.module { moduleByKey[Self.additionalProperties] = module }
    }
    return ("\(name)(\(arguments.joined(separator: ", ")))", moduleByKey)
  }

  /// The module's literal of an entity or a dictionary made of a struct's keys; `nil` when a
  /// required field has no value.
  func moduleValue(of module: TypeExpression?, from moduleByKey: [String: String]) -> String? {
    switch module {
    case .optional(let inner)?: return moduleValue(of: inner, from: moduleByKey)
    case .dictionary?: return moduleByKey[Self.additionalProperties]
    case .named(let name)?:
      guard let entity = entities[name], let source = sources[name] else { return nil }
      var arguments: [String] = []
      for field in entity.fields {
        let key = source.keys[field: field]
        if let value = key.flatMap({ moduleByKey[$0] }) {
          arguments.append("\(field.name.camel): \(value)")
        } else if case .optional = field.type {
          arguments.append("\(field.name.camel): nil")
        } else {
          return nil
        }
      }
      return "\(name)(\(arguments.joined(separator: ", ")))"
    default: return nil
    }
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
        if let key = source.keys[field: field] { carrier[key] = field.type }
      }
      return carrier
    case nil: return [:]
    }
  }

  /// The carrier key of a struct's `additionalProperties`, which a module's dictionary holds.
  static let additionalProperties = "\u{0}additionalProperties"

  private mutating func named(_ name: String, carriedAs module: TypeExpression?, label: String, depth: Int)
    -> Sample?
  {
    let name = index.resolvedAlias(name)
    let plain = OpenAPIClientType(name).description
    counter += 1
    let number = counter
    let text = OpenAPIConversions.literal("\(label) \(number)")
    let held = module != nil
    switch plain {
    case "String":
      switch module {
      case .named("UUID")?:
        // Foundation reads the text back, not the module's conversion: the two sides stay apart.
        let uuid = OpenAPIConversions.literal(Self.uuid(number).text)
        return Sample(client: uuid, module: "UUID(uuidString: \(uuid))!")
      case .named("URL")?:
        let url = OpenAPIConversions.literal("https://example.com/\(label)/\(number)")
        return Sample(client: url, module: "URL(string: \(url))!")
      default: return Sample(client: text, module: held ? text : nil)
      }
    case "Int", "Int32", "Int64": return Sample(client: "\(number)", module: held ? "\(number)" : nil)
    case "Double", "Float": return Sample(client: "\(number).5", module: held ? "\(number).5" : nil)
    case "Bool":
      // Each use of a key the other value: the request's and the answer's differ.
      let uses = boolUses[label, default: 0]
      boolUses[label] = uses + 1
      let value = uses.isMultiple(of: 2) ? "true" : "false"
      return Sample(client: value, module: held ? value : nil)
    case "Date":
      let value = "Date(timeIntervalSince1970: \(1_700_000_000 + number))"
      return Sample(client: value, module: held ? value : nil)
    case "Data": return Sample(client: "Data(\(text).utf8)", module: held ? "Data(\(text).utf8)" : nil)
    default: break
    }
    if plain.hasSuffix("HTTPBody") {
      return Sample(client: "HTTPBody(\(text))", module: Self.isText(module) ? text : "Data(\(text).utf8)")
    }
    if plain.hasSuffix("Base64EncodedData") {
      return Sample(client: "\(name)(Array(\(text).utf8))", module: held ? "Data(\(text).utf8)" : nil)
    }
    // Any JSON value (a schema without a type, `const` among them): text, which a `String`
    // field holds.
    if plain.hasSuffix("OpenAPIValueContainer") {
      return Sample(client: text, module: Self.isText(module) ? text : nil)
    }
    if plain.hasSuffix("OpenAPIObjectContainer") { return Sample(client: "\(name)()", module: nil) }
    if plain.hasSuffix("OpenAPIArrayContainer") { return Sample(client: "[]", module: nil) }
    if let enumeration = index.enumeration(named: name) {
      return enumCase(enumeration, number: number, carriedAs: module, label: label, depth: depth)
    }
    if index.structure(named: name) != nil {
      guard let made = structure(name, carrier: carrier(of: module), depth: depth + 1) else { return nil }
      return Sample(client: made.client, module: moduleValue(of: module, from: made.moduleByKey))
    }
    return nil
  }

  private static func isText(_ module: TypeExpression?) -> Bool {
    switch module {
    case .named("String")?, .optional(.named("String"))?: true
    default: false
    }
  }

  /// A case of a generated enum: for a raw-value enum one picked by the number, so two fields of
  /// the same enum may differ; else the first case whose values can be made.
  private mutating func enumCase(
    _ enumeration: OpenAPIClientEnum, number: Int, carriedAs module: TypeExpression?, label: String, depth: Int
  ) -> Sample? {
    if let rawType = enumeration.rawType {
      let cases = enumeration.cases.filter(\.associatedValues.isEmpty)
      guard !cases.isEmpty else { return nil }
      let uses = enumUses[enumeration.name, default: 0]
      enumUses[enumeration.name] = uses + 1
      let chosen = cases[uses % cases.count]
      // The module holds the raw value: text, or a number.
      let raw = chosen.rawValue ?? chosen.name
      let moduleValue = rawType == "String" ? OpenAPIConversions.literal(raw) : raw
      return Sample(
        client: "\(enumeration.name).\(Self.escaped(chosen.name))", module: module == nil ? nil : moduleValue)
    }
    for enumCase in enumeration.cases {
      var values: [String] = []
      for associated in enumCase.associatedValues {
        guard let value = value(OpenAPIClientType(associated.type), carriedAs: nil, label: label, depth: depth + 1)
        else { break }
        values.append(associated.label.map { "\($0): \(value.client)" } ?? value.client)
      }
      guard values.count == enumCase.associatedValues.count else { continue }
      let name = "\(enumeration.name).\(Self.escaped(enumCase.name))"
      return Sample(client: values.isEmpty ? name : "\(name)(\(values.joined(separator: ", ")))", module: nil)
    }
    return nil
  }

  /// A UUID whose last bytes are `number`, with hex letters in it so that its text's case shows:
  /// its lowercase text (RFC 9562's form, which the service sends) and its 16 bytes.
  static func uuid(_ number: Int) -> (text: String, bytes: String) {
    var bytes = [UInt8](repeating: 0, count: 16)
    bytes[0] = 0xab
    bytes[6] = 0x4c
    bytes[8] = 0x8d
    bytes[14] = UInt8((number >> 8) & 0xff)
    bytes[15] = UInt8(number & 0xff)
    let hex = bytes.map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    let groups = [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }
    return (groups.joined(separator: "-"), bytes.map(String.init).joined(separator: ", "))
  }

  /// A case name as Swift writes it after a dot: keywords that need it in backticks.
  static func escaped(_ name: String) -> String {
    ["init", "self", "Type", "Protocol"].contains(name) ? "`\(name)`" : name
  }
}
