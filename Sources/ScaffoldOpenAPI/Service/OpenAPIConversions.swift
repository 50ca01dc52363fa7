import ScaffoldBase
import ScaffoldSpec

/// Swift expressions that turn a value of the generated client's type into the module's type,
/// and back, read from the two types alone: `Swift.Int64` and `Int` convert, a generated string
/// enum is its raw value, an object schema's struct becomes the entity made from it. Each entity
/// conversion used is kept once, to be written as an initializer (`converters`).
struct OpenAPIConversions {
  /// An initializer of an entity from a generated struct, or of a generated struct from an entity.
  struct Converter: Equatable {
    enum Direction: Equatable { case toModule, toClient }
    var direction: Direction
    var entity: String
    var clientType: String
    /// The arguments of the memberwise initializer it calls, in order.
    var arguments: [(label: String, value: OpenAPIExpression)]

    static func == (lhs: Converter, rhs: Converter) -> Bool {
      lhs.direction == rhs.direction && lhs.entity == rhs.entity && lhs.clientType == rhs.clientType
    }

    var throwing: Bool { arguments.contains { $0.value.throwing } }
  }

  let index: OpenAPIClientIndex
  /// The module's entities by name (`Pet`).
  let entities: [String: Entity]
  let sources: [String: OpenAPIOrigin.EntitySource]
  /// The converters the expressions so far use, in the order first met.
  private(set) var converters: [Converter] = []
  /// Converters being built, so a schema that contains itself ends.
  private var building: Set<String> = []
  /// Whether any expression checks a value (`requiredValue`, `enumValue`, `uuidValue`, `urlValue`).
  private(set) var helpers: Set<String> = []
  /// What the conversions could not carry, for the module's notes.
  private(set) var notes: Set<String> = []

  init(index: OpenAPIClientIndex, entities: [Entity], sources: [String: OpenAPIOrigin.EntitySource]) {
    self.index = index
    self.entities = Dictionary(entities.map { ($0.name.pascal, $0) }, uniquingKeysWith: { first, _ in first })
    self.sources = sources
  }

  // MARK: - From the client to the module

  /// `value`, of the client's type, as the module's; `nil` when no conversion is known.
  mutating func toModule(_ value: String, from client: OpenAPIClientType, to module: TypeExpression, field: String)
    -> OpenAPIExpression?
  {
    switch (resolved(client), module) {
    case (.optional(let wrapped), .optional(let inner)):
      return mapped(value, toModule("$0", from: wrapped, to: inner, field: field), method: "map")
    case (.optional(let wrapped), _):
      helpers.insert("requiredValue")
      let unwrapped = "requiredValue(\(value), \(Self.literal(field)))"
      return toModule(unwrapped, from: wrapped, to: module, field: field).map {
        OpenAPIExpression($0.text, throwing: true)
      }
    case (_, .optional(let inner)):
      return toModule(value, from: client, to: inner, field: field)
    case (.array(let element), .array(let inner)):
      return mapped(value, toModule("$0", from: element, to: inner, field: field), method: "map")
    case (.dictionary(let element), .dictionary(_, let inner)):
      return mapped(value, toModule("$0", from: element, to: inner, field: field), method: "mapValues")
    case (.named(let name), .dictionary):
      guard let extra = index.structure(named: name)?.additionalPropertiesType else { return nil }
      return toModule("\(value).additionalProperties", from: OpenAPIClientType(extra), to: module, field: field)
    case (.named(let clientName), .named(let moduleName)):
      return named(value, from: clientName, to: moduleName, field: field)
    default:
      return nil
    }
  }

  private mutating func named(_ value: String, from client: String, to module: String, field: String)
    -> OpenAPIExpression?
  {
    if client == module { return OpenAPIExpression(value) }
    if Self.numbers.contains(client), Self.numbers.contains(module) { return OpenAPIExpression("\(module)(\(value))") }
    if let enumeration = index.enumeration(named: client), let raw = enumeration.rawType,
      module == OpenAPIClientType(raw).description
    {
      return OpenAPIExpression("\(value).rawValue")
    }
    if client == "String", module == "UUID" || module == "URL" {
      let helper = module == "UUID" ? "uuidValue" : "urlValue"
      helpers.insert(helper)
      return OpenAPIExpression("\(helper)(\(value), \(Self.literal(field)))", throwing: true)
    }
    if module == "Data", client.hasSuffix("Base64EncodedData") { return OpenAPIExpression("Data(\(value).data)") }
    // Any JSON value (a schema without a type, such as a `const`): the text a String field holds.
    if module == "String", client.hasSuffix("OpenAPIValueContainer") {
      helpers.insert("requiredValue")
      return OpenAPIExpression("requiredValue(\(value).value as? String, \(Self.literal(field)))", throwing: true)
    }
    if entities[module] != nil, index.structure(named: client) != nil,
      converter(.toModule, entity: module, clientType: client) != nil
    {
      return OpenAPIExpression("\(module)(\(value))", throwing: true)
    }
    return nil
  }

  // MARK: - From the module to the client

  /// `value`, of the module's type, as the client's; `nil` when no conversion is known.
  mutating func toClient(_ value: String, from module: TypeExpression, to client: OpenAPIClientType, field: String)
    -> OpenAPIExpression?
  {
    switch (module, resolved(client)) {
    case (.optional(let inner), .optional(let wrapped)):
      return mapped(value, toClient("$0", from: inner, to: wrapped, field: field), method: "map")
    case (.optional(let inner), _):
      helpers.insert("requiredValue")
      let unwrapped = "requiredValue(\(value), \(Self.literal(field)))"
      return toClient(unwrapped, from: inner, to: client, field: field).map {
        OpenAPIExpression($0.text, throwing: true)
      }
    case (_, .optional(let wrapped)):
      return toClient(value, from: module, to: wrapped, field: field)
    case (.array(let inner), .array(let element)):
      return mapped(value, toClient("$0", from: inner, to: element, field: field), method: "map")
    case (.dictionary(_, let inner), .dictionary(let element)):
      return mapped(value, toClient("$0", from: inner, to: element, field: field), method: "mapValues")
    case (.dictionary(_, let inner), .named(let name)):
      guard let extra = index.structure(named: name)?.additionalPropertiesType,
        let values = toClient(
          value, from: .dictionary(key: .named("String"), value: inner), to: OpenAPIClientType(extra), field: field)
      else { return nil }
      return OpenAPIExpression("\(name)(additionalProperties: \(values.text))", throwing: values.throwing)
    case (.named(let moduleName), .named(let clientName)):
      return named(value, from: moduleName, toClient: clientName, field: field)
    default:
      return nil
    }
  }

  private mutating func named(_ value: String, from module: String, toClient client: String, field: String)
    -> OpenAPIExpression?
  {
    if client == module { return OpenAPIExpression(value) }
    if Self.numbers.contains(client), Self.numbers.contains(module) { return OpenAPIExpression("\(client)(\(value))") }
    if let enumeration = index.enumeration(named: client), let raw = enumeration.rawType,
      module == OpenAPIClientType(raw).description
    {
      helpers.insert("enumValue")
      return OpenAPIExpression("enumValue(\(client).self, \(value), \(Self.literal(field)))", throwing: true)
    }
    // RFC 9562's form: `uuidString` is uppercase, which servers that compare ids as text refuse.
    if client == "String", module == "UUID" { return OpenAPIExpression("\(value).uuidString.lowercased()") }
    if client == "String", module == "URL" { return OpenAPIExpression("\(value).absoluteString") }
    if module == "Data", client.hasSuffix("Base64EncodedData") { return OpenAPIExpression("\(client)(\(value))") }
    if module == "String", client.hasSuffix("OpenAPIValueContainer") {
      return OpenAPIExpression("\(client)(stringLiteral: \(value))")
    }
    // A body of bytes or text (a file, text/csv) is the runtime's stream.
    if client.hasSuffix("HTTPBody"), module == "Data" || module == "String" {
      return OpenAPIExpression("HTTPBody(\(value))")
    }
    if entities[module] != nil, index.structure(named: client) != nil,
      converter(.toClient, entity: module, clientType: client) != nil
    {
      return OpenAPIExpression("\(client)(\(value))", throwing: true)
    }
    return nil
  }

  // MARK: - Entity converters

  /// The converter between `entity` and `clientType`, built on first use; `nil` when a field or
  /// a required property has no counterpart.
  private mutating func converter(_ direction: Converter.Direction, entity: String, clientType: String) -> Converter? {
    if let known = converters.first(where: {
      $0.direction == direction && $0.entity == entity && $0.clientType == clientType
    }) {
      return known
    }
    let key = "\(direction)|\(entity)|\(clientType)"
    // A schema that contains itself: its converter is being built, and will exist.
    if building.contains(key) {
      return Converter(direction: direction, entity: entity, clientType: clientType, arguments: [])
    }
    building.insert(key)
    defer { building.remove(key) }
    let arguments =
      direction == .toModule
      ? entityArguments(entity, from: clientType) : clientArguments(clientType, from: entity)
    guard let arguments else { return nil }
    let converter = Converter(direction: direction, entity: entity, clientType: clientType, arguments: arguments)
    converters.append(converter)
    return converter
  }

  /// The entity's initializer arguments, each field read from its property in the struct.
  private mutating func entityArguments(_ name: String, from clientType: String) -> [(
    label: String, value: OpenAPIExpression
  )]? {
    guard let entity = entities[name], let source = sources[name] else { return nil }
    var arguments: [(label: String, value: OpenAPIExpression)] = []
    for field in entity.fields {
      guard let key = source.keys[field: field] else { return nil }
      guard let access = access(key, in: clientType, from: "value") else {
        // A property the generated client has no member for: the field stays empty, and says so.
        guard case .optional = field.type else { return nil }
        notes.insert("\(name).\(field.name.camel) is always nil: the generated \(clientType) has no '\(key)'")
        arguments.append((field.name.camel, OpenAPIExpression("nil")))
        continue
      }
      guard let value = toModule(access.text, from: access.type, to: field.type, field: "\(name).\(field.name.camel)")
      else { return nil }
      arguments.append((field.name.camel, value))
    }
    return arguments
  }

  /// The struct's memberwise arguments from the entity's fields: `allOf` parts are built from the
  /// same entity; a property the entity lacks is `nil`, or stops the converter when required.
  private mutating func clientArguments(_ clientType: String, from name: String) -> [(
    label: String, value: OpenAPIExpression
  )]? {
    guard let entity = entities[name], let source = sources[name],
      let structure = index.structure(named: clientType)
    else { return nil }
    let fieldsByKey = Dictionary(
      entity.fields.compactMap { field in
        (source.keys[field: field]).map { ($0, field) }
      },
      uniquingKeysWith: { first, _ in first })
    return Self.structArguments(structure) { key, type in
      guard let field = fieldsByKey[key] else { return nil }
      return toClient("value.\(field.name.camel)", from: field.type, to: type, field: "\(name).\(field.name.camel)")
    } part: { partType in
      guard converter(.toClient, entity: name, clientType: partType) != nil else { return nil }
      return OpenAPIExpression("\(partType)(value)", throwing: true)
    }
  }

  /// A generated struct's memberwise arguments: each property from `value(key, type)`, each
  /// `allOf` part (`value1`…) from `part(type)`; an optional property without a value is `nil`.
  static func structArguments(
    _ structure: OpenAPIClientStruct,
    value: (String, OpenAPIClientType) -> OpenAPIExpression?,
    part: (String) -> OpenAPIExpression?
  ) -> [(label: String, value: OpenAPIExpression)]? {
    var arguments: [(label: String, value: OpenAPIExpression)] = []
    for property in structure.properties {
      let type = OpenAPIClientType(property.type)
      if structure.composition == .allOf {
        guard let built = part(property.type) else { return nil }
        arguments.append((property.name, built))
      } else if let key = property.key, let built = value(key, type) {
        arguments.append((property.name, built))
      } else if case .optional = type {
        continue
      } else {
        return nil
      }
    }
    return arguments
  }

  /// `base.path.to.key` in `clientType`, with `?.` after an optional step, and its type.
  func access(_ key: String, in clientType: String, from base: String) -> (text: String, type: OpenAPIClientType)? {
    guard let path = index.propertyPath(to: key, in: clientType), !path.isEmpty else { return nil }
    var text = base
    var optional = false
    for (position, property) in path.enumerated() {
      text += (optional ? "?." : ".") + property.name
      if position < path.count - 1, property.isOptional { optional = true }
    }
    var type = OpenAPIClientType(path[path.count - 1].type)
    if optional, case .named = type { type = .optional(type) }
    if optional, case .array = type { type = .optional(type) }
    if optional, case .dictionary = type { type = .optional(type) }
    return (text, type)
  }

  // MARK: - Helpers

  private func resolved(_ type: OpenAPIClientType) -> OpenAPIClientType {
    guard case .named(let name) = type else { return type }
    let target = index.resolvedAlias(name)
    return target == name ? type : OpenAPIClientType(target)
  }

  /// `value.map { inner }`, or `value` itself when `inner` changes nothing.
  private func mapped(_ value: String, _ inner: OpenAPIExpression?, method: String) -> OpenAPIExpression? {
    guard let inner else { return nil }
    if inner.text == "$0" { return OpenAPIExpression(value) }
    return OpenAPIExpression(
      "\(value).\(method) { \(inner.written) }", throwing: inner.throwing)
  }

  static let numbers: Set<String> = ["Int", "Int32", "Int64", "Double", "Float"]

  static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
