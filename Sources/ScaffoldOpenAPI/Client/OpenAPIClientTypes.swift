/// A stored property of a generated struct: a schema's property, a parameter, or an `allOf`
/// part (`value1`).
public struct OpenAPIClientProperty: Sendable, Equatable {
  /// The Swift name, without backticks (`_type`, `orderId`).
  public var name: String
  /// The name the document gives it: the JSON key (its `CodingKeys` raw value) or the
  /// parameter's name; `nil` for a composition's part (`value1`) and what the generator adds
  /// itself (the `accept` header).
  public var key: String?
  /// As generated, `?` included (`Components.Schemas.Order.Value2Payload.StatusPayload?`).
  public var type: String
  /// The pointer of its remark, when it has one.
  public var pointer: String?

  public var isOptional: Bool { GeneratedSwiftType.isOptional(type) }

  public init(name: String, key: String?, type: String, pointer: String?) {
    self.name = name
    self.key = key
    self.type = type
    self.pointer = pointer
  }
}

/// How a struct decodes: its own keys, or parts each decoded from the same decoder.
public enum OpenAPIClientComposition: String, Sendable, Equatable {
  /// `allOf`: every part (`value1`, `value2`…) is there.
  case allOf
  /// `anyOf`: each part is optional, one at least is there.
  case anyOf
}

/// A generated struct: an object schema, a composition, or one of the operation types.
public struct OpenAPIClientStruct: Sendable, Equatable {
  /// The full Swift name (`Components.Schemas.Order`).
  public var name: String
  public var pointer: String?
  /// Its stored properties in order; `additionalProperties`' container is not among them.
  public var properties: [OpenAPIClientProperty]
  /// Set when its properties are the parts of an `allOf` or `anyOf`.
  public var composition: OpenAPIClientComposition?
  /// The type of its `additionalProperties` container (`[String: Swift.Int32]`), when it has one.
  public var additionalPropertiesType: String?

  /// The property the document names `key`.
  public func property(key: String) -> OpenAPIClientProperty? { properties.first { $0.key == key } }

  /// The property of Swift name `name`.
  public func property(named name: String) -> OpenAPIClientProperty? { properties.first { $0.name == name } }
}

/// One case of a generated enum.
public struct OpenAPIClientEnumCase: Sendable, Equatable {
  /// Without backticks (`default`).
  public var name: String
  /// A string or integer enum's raw value, as the document writes it.
  public var rawValue: String?
  public var associatedValues: [GeneratedAssociatedValue]
  public var pointer: String?
}

/// A generated enum: a string or integer enum schema (`rawType` set) or a `oneOf`.
public struct OpenAPIClientEnum: Sendable, Equatable {
  public var name: String
  public var pointer: String?
  /// `String` or `Int` for an enum schema; `nil` for a `oneOf` or another enum.
  public var rawType: String?
  public var cases: [OpenAPIClientEnumCase]
}

/// One content type of a body: `case json(Components.Schemas.OrderDraft)`.
public struct OpenAPIClientContent: Sendable, Equatable {
  /// The case's name (`json`, `plainText`, `binary`, `multipartForm`).
  public var caseName: String
  /// The media type the remark names (`application/json`); `nil` when it has none.
  public var contentType: String?
  /// The associated value's type (`Components.Schemas.Order`, `OpenAPIRuntime.HTTPBody`).
  public var payloadType: String
}

/// A request's or a response's body: the enum whose cases are its content types.
public struct OpenAPIClientBody: Sendable, Equatable {
  /// The enum (`Operations.PlaceOrder.Input.Body`, `Components.Responses.NotFound.Body`).
  public var typeName: String
  /// `var body: Body?`: the request may go without one.
  public var isOptional: Bool
  public var contents: [OpenAPIClientContent]

  /// The content of media type `contentType` (`application/json`).
  public func content(_ contentType: String) -> OpenAPIClientContent? {
    contents.first { $0.contentType == contentType }
  }
}

/// Where a parameter goes, and the `Input` property that holds its struct.
public enum OpenAPIClientParameterLocation: String, Sendable, CaseIterable {
  case path, query, headers, cookies

  /// The location OpenAPI's `in` names (`header` → `headers`).
  public init?(document place: String) {
    switch place {
    case "path": self = .path
    case "query": self = .query
    case "header": self = .headers
    case "cookie": self = .cookies
    default: return nil
    }
  }
}

/// An operation's `Input`: its parameters by location and its body.
public struct OpenAPIClientInput: Sendable, Equatable {
  /// `Operations.GetOrderById.Input`.
  public var typeName: String
  /// The properties of each parameter struct it has (`Input.Path`, `Input.Query`…).
  public var parameters: [OpenAPIClientParameterLocation: [OpenAPIClientProperty]]
  public var body: OpenAPIClientBody?

  /// The property of the parameter the document calls `name` in `location`.
  public func parameter(_ location: OpenAPIClientParameterLocation, named name: String) -> OpenAPIClientProperty? {
    parameters[location]?.first { $0.key == name }
  }
}

/// One documented case of an operation's `Output`.
public struct OpenAPIClientOutput: Sendable, Equatable {
  /// `ok`, `created`, `noContent`, `badRequest`, `default`, `clientError`.
  public var caseName: String
  /// The key under `responses` it was made from: `201`, `default`, `4XX`.
  public var status: String
  /// The associated value's type (`Operations.PlaceOrder.Output.Created`,
  /// `Components.Responses.NotFound`).
  public var typeName: String
  /// `default` and ranges carry the status code first: `case default(statusCode: Swift.Int, …)`.
  public var hasStatusCode: Bool
  /// `nil` when the response has no content.
  public var body: OpenAPIClientBody?
}

/// An operation of the document and the Swift names the generator gave it.
public struct OpenAPIClientOperation: Sendable, Equatable {
  /// Lowercased, as the remark writes it (`get`).
  public var method: String
  /// As the document writes it (`/store/orders/{orderId}`).
  public var path: String
  public var operationID: String?
  /// `#/paths//store/orders/{orderId}/get(getOrderById)`.
  public var pointer: String
  /// `Operations.GetOrderById`.
  public var typeName: String
  /// The method of `APIProtocol` (and `Client`): `getOrderById`.
  public var methodName: String
  /// `Client` implements it under the same name (false when `Client.swift` was not given).
  public var isInClient: Bool
  public var input: OpenAPIClientInput
  /// The documented responses, in order.
  public var outputs: [OpenAPIClientOutput]
  /// `undocumented` (with the status code and payload) when `Output` has it.
  public var undocumentedCase: String?

  /// The output generated from the response `status` (`200`, `default`, `4XX`).
  public func output(status: String) -> OpenAPIClientOutput? { outputs.first { $0.status == status } }
}
