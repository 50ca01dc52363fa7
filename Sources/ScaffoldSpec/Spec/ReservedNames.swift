import Foundation
import ScaffoldBase

/// Names a template's generated code declares or uses, which spec names must not take.
/// Each template states them in its manifest, because only the template knows its code.
///
/// Patterns use placeholders: `{Module}` for the module name, `{UseCase}` for a use case in
/// PascalCase, and `{name}` / `{Name}` for the use case or route a member is derived from, in
/// lowerCamelCase / PascalCase.
public struct ReservedNames: Sendable, Equatable {
  /// Types the code declares once per module (`{Module}Presenter`, `FailureViewModel`).
  public var types: [String] = []
  /// Types the code declares for each use case (`{Module}{UseCase}Request`).
  public var useCaseTypes: [String] = []
  /// Properties, parameters and locals the code uses (`presenter`, `request`…); fields,
  /// use cases and routes must not take them.
  public var members: [String] = []
  /// Members the code declares for each use case (`display{Name}` gives `displayLoadCart`).
  public var useCaseMembers: [String] = []
  /// Members the code declares for each route (`routeTo{Name}`).
  public var routeMembers: [String] = []
  /// Members the code declares for each output event no use case sends (`send{Name}`).
  public var outputMembers: [String] = []

  public init(
    types: [String] = [], useCaseTypes: [String] = [], members: [String] = [], useCaseMembers: [String] = [],
    routeMembers: [String] = [], outputMembers: [String] = []
  ) {
    self.outputMembers = outputMembers
    self.types = types
    self.useCaseTypes = useCaseTypes
    self.members = members
    self.useCaseMembers = useCaseMembers
    self.routeMembers = routeMembers
  }

  /// These names and `other`'s, each list in order with no name twice: a template that extends
  /// another keeps its parent's code, so its parent's names stay reserved.
  public func adding(_ other: ReservedNames) -> ReservedNames {
    func both(_ own: [String], _ more: [String]) -> [String] { own + more.filter { !own.contains($0) } }
    return ReservedNames(
      types: both(types, other.types), useCaseTypes: both(useCaseTypes, other.useCaseTypes),
      members: both(members, other.members), useCaseMembers: both(useCaseMembers, other.useCaseMembers),
      routeMembers: both(routeMembers, other.routeMembers), outputMembers: both(outputMembers, other.outputMembers))
  }

  /// The member names a pattern list gives for one use case or route.
  static func expand(_ patterns: [String], for name: Name) -> [String] {
    let values = ["{name}": name.camel, "{Name}": name.pascal]
    return patterns.map { filled($0, values) }
  }

  /// The module-level types the code declares.
  func moduleTypes(module: Name) -> Set<String> {
    // The values once, not per pattern: a name's cases are worked out on every use.
    let values = ["{Module}": module.pascal]
    return Set(types.map { Self.filled($0, values) })
  }

  /// The types the code declares for one use case.
  func types(forUseCase useCase: Name, module: Name) -> [String] {
    let values = ["{Module}": module.pascal, "{UseCase}": useCase.pascal]
    return useCaseTypes.map { Self.filled($0, values) }
  }

  /// `pattern` with each placeholder (`{Module}`…) replaced by its value. Every module's
  /// validation fills every pattern, so this stays out of Foundation's string search.
  static func filled(_ pattern: String, _ values: [String: String]) -> String {
    var bytes = pattern
    let (hasPlaceholder, isASCII) = bytes.withUTF8 { ($0.contains(UInt8(ascii: "{")), $0.allSatisfy { $0 < 0x80 }) }
    guard hasPlaceholder else { return pattern }
    return isASCII ? filledASCII(bytes, values) : filledByCharacters(pattern, values)
  }

  /// `filled` over the bytes of an ASCII pattern, where each byte is a character: an update of
  /// 200 modules fills tens of thousands of patterns, and stepping characters was most of it.
  private static func filledASCII(_ pattern: String, _ values: [String: String]) -> String {
    var pattern = pattern
    return pattern.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 32)
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "{"),
          let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")),
          let value = values[String(decoding: UnsafeBufferPointer(rebasing: bytes[index...close]), as: UTF8.self)]
        {
          result.append(contentsOf: value.utf8)
          index = close + 1
        } else {
          result.append(bytes[index])
          index += 1
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// `filled` by characters, for a pattern that is not ASCII (a combining mark may join a brace).
  static func filledByCharacters(_ pattern: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = pattern[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[open...close])] else {
        result.append("{")
        rest = rest[rest.index(after: open)...]
        continue
      }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
