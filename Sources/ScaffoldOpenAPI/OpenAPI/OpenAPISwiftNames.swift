import ScaffoldBase

/// Names of the document (`operationId`s, property and schema names, header names such as
/// `Idempotency-Key`) made into names the spec accepts, by the spec's own rules (`NameRules`).
enum OpenAPISwiftNames {
  /// The words of `raw`: every run of ASCII letters and digits, split further at case changes
  /// by `Name` (`photo_urls`, `photoUrls` and `photo-urls` are all `photo urls`).
  static func words(_ raw: String) -> [String] {
    let runs = raw.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    return runs.flatMap { Name($0)?.words ?? [] }
  }

  /// `raw` in PascalCase, for the names of inline objects (`Order` + `shipping_address`).
  static func pascal(_ raw: String) -> String {
    let words = words(raw)
    return Name(words: words.isEmpty ? ["value"] : words).pascal
  }

  /// A member name (`petId`, `ifMatch`); `default` becomes `defaultValue`, `2fa` `value2fa`.
  static func member(_ raw: String) -> String {
    spelled(raw, kind: .field, filler: "value", suffix: "Value")
  }

  /// A type name (`OrderLine`); one the spec refuses (`Error`, `Data`, `Self`) gets `Schema`.
  static func type(_ raw: String, avoiding taken: Set<String> = []) -> String {
    spelled(raw, kind: .entity, filler: "Schema", suffix: "Schema", avoiding: taken)
  }

  /// A use case's name: an `operationId` camel-cased (`orders.list` is `ordersList`).
  static func useCase(_ raw: String) -> String {
    spelled(raw, kind: .useCase, filler: "call", suffix: "Call")
  }

  /// `raw`'s words in the casing of `kind`, `filler` before a leading digit (and for no words at
  /// all), and `suffix` after a name the spec refuses or `taken` holds.
  private static func spelled(
    _ raw: String, kind: NameKind, filler: String, suffix: String, avoiding taken: Set<String> = []
  ) -> String {
    var words = words(raw)
    if words.first?.first?.isNumber ?? true { words.insert(filler, at: 0) }
    let name = Name(words: words)
    let spelled = kind == .entity ? name.pascal : name.camel
    return accepted(spelled, kind: kind) && !taken.contains(spelled) ? spelled : spelled + suffix
  }

  /// The name of an operation without an `operationId`: its method and path
  /// (`get /account/audit-log` is `getAccountAuditLog`, `{id}` reads `byId`).
  static func useCase(method: String, path: String) -> String {
    let parts = path.split(separator: "/").flatMap { segment -> [String] in
      segment.hasPrefix("{") ? ["by"] + words(String(segment)) : words(String(segment))
    }
    return useCase(([method] + parts).joined(separator: "-"))
  }

  /// `name`, or `name2`, `name3`… the first that `taken` lacks.
  static func unique(_ name: String, in taken: Set<String>) -> String {
    guard taken.contains(name) else { return name }
    var number = 2
    while taken.contains("\(name)\(number)") { number += 1 }
    return "\(name)\(number)"
  }

  private static func accepted(_ name: String, kind: NameKind) -> Bool {
    var collector = DiagnosticCollector()
    return NameRules.check(Located(name), kind: kind, path: name, into: &collector) != nil
  }
}
