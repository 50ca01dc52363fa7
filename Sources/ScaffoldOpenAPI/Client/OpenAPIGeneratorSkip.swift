import Foundation

/// Something swift-openapi-generator left out of its output and said so on its standard error
/// (`warning: Schema "null" is not supported, reason: "schema type", skipping [context:
/// foundIn=Components.Schemas.Address (#/components/schemas/Address)/location]`): 1.14.3 leaves
/// out a property whose schema is `anyOf` with `{type: null}`, and every cookie parameter.
///
/// The generated files cannot say what is missing from them; this is how a caller tells a
/// property the generator skipped from one the index failed to find.
public struct OpenAPIGeneratorSkip: Sendable, Equatable {
  /// The warning's message (`Feature "Cookie params" is not supported, skipping`).
  public var message: String
  /// The type it would have been a member of (`Components.Schemas.Address`).
  public var typeName: String?
  /// What was skipped, in the remarks' pointer form (`#/components/schemas/Address/location`,
  /// `#/paths/search/GET/cookie/session`).
  public var pointer: String?

  public init(message: String, typeName: String?, pointer: String?) {
    self.message = message
    self.typeName = typeName
    self.pointer = pointer
  }

  /// The skips the generator's log reports, in its order; other lines are passed over.
  public static func skips(inLog log: String) -> [OpenAPIGeneratorSkip] {
    var skips: [OpenAPIGeneratorSkip] = []
    for line in log.split(separator: "\n") {
      // The first warning can follow the configuration's last line without a line break.
      guard let start = line.range(of: "warning: ")?.upperBound else { continue }
      let warning = line[start...]
      guard let context = warning.range(of: " [context: ") else { continue }
      let message = String(warning[..<context.lowerBound])
      guard message.hasSuffix("skipping") else { continue }
      var details = warning[context.upperBound...]
      if details.hasSuffix("]") { details = details.dropLast() }
      let foundIn = details.range(of: "foundIn=").map { details[$0.upperBound...] }
      skips.append(place(of: foundIn, message: message))
    }
    return skips
  }

  /// `Type (#/pointer)/name` → the type and `#/pointer/name`.
  private static func place(of foundIn: Substring?, message: String) -> OpenAPIGeneratorSkip {
    guard let foundIn, let open = foundIn.range(of: " (#/"),
      let close = foundIn[open.upperBound...].firstIndex(of: ")")
    else { return OpenAPIGeneratorSkip(message: message, typeName: foundIn.map(String.init), pointer: nil) }
    let typeName = String(foundIn[..<open.lowerBound])
    let pointer = "#/" + foundIn[open.upperBound..<close] + foundIn[foundIn.index(after: close)...]
    return OpenAPIGeneratorSkip(message: message, typeName: typeName, pointer: pointer)
  }
}
