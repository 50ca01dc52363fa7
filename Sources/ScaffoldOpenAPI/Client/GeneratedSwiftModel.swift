/// The declarations of swift-openapi-generator's output, every type by its full Swift name
/// (`Components.Schemas.Order.Value2Payload`), with the members the index reads.
struct GeneratedSwiftModel {
  var types: [String: GeneratedType] = [:]
  var typeAliases: [String: GeneratedTypeAlias] = [:]
  /// Types (and aliases) by their remark's pointer, the first declared of each.
  var typesByPointer: [String: String] = [:]
}

struct GeneratedType {
  var name: String
  var kind: GeneratedTypeKind
  var inherited: [String] = []
  var pointer: String?
  var file: String
  var line: Int
  var members: [GeneratedMember] = []
  /// `static let` values (`id`: the operation's identifier as the generator wrote it).
  var constants: [String: String] = [:]
  /// Its `init(from decoder:)` requires one of its parts at least, as an `anyOf`'s does.
  var decodesAnyOf = false

  var properties: [GeneratedMember] { members.filter { if case .property = $0.kind { true } else { false } } }
  var cases: [GeneratedMember] { members.filter { if case .enumCase = $0.kind { true } else { false } } }

  func member(_ name: String) -> GeneratedMember? { members.first { $0.name == name } }
}

struct GeneratedTypeAlias {
  var type: String
  var pointer: String?
}

struct GeneratedMember {
  enum Kind {
    case property(type: String)
    case enumCase([GeneratedAssociatedValue], rawValue: String?)
    /// `func name(_ input: Input) async throws -> Output`.
    case method(input: String, output: String)
    case type(String)
  }

  var name: String
  var kind: Kind
  var pointer: String?
  /// `HTTP response code: \`201 created\``'s text, on an `Output` case.
  var responseCode: String?
  var line: Int

  var type: String? { if case .property(let type) = kind { type } else { nil } }
}
