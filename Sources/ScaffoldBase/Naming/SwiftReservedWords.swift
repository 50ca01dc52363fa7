/// Words a generated identifier must never be.
package enum SwiftReservedWords {
  /// Keywords of the Swift language, and the names that break a declaration when used bare
  /// (`Type`, `Protocol`, `Self`). Contextual keywords that work as names (`open`, `actor`,
  /// `async`, `some`…) are not here: they compile.
  package static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "_", "Type", "Protocol",
  ]

  /// Type names from the standard library, Foundation and the concurrency runtime that the
  /// generated code uses; a module or entity with one of these names would shadow it.
  package static let typeNames: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "String", "Character", "Decimal", "Date", "UUID", "URL", "Data", "Array",
    "Dictionary", "Optional", "Set", "Result", "Error", "Never", "Void", "Task", "MainActor",
    "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable",
    "AnyObject", "CancellationError", "Substring", "Sequence", "Collection", "Comparable", "Actor",
    "Test", "Suite", "Bundle", "ObjectIdentifier", "Observable",
  ]

  /// Foundation types that a type of the module's own name would make ambiguous wherever the
  /// generated code imports Foundation (VIP's `enum Calendar` next to `Foundation.Calendar`).
  package static let foundationTypeNames: Set<String> = [
    "Calendar", "Locale", "Notification", "NotificationCenter", "TimeZone", "Measurement", "Unit", "Bundle",
    "Process", "ProcessInfo", "Thread", "Timer", "RunLoop", "OperationQueue", "Operation", "FileManager",
    "UserDefaults", "URLRequest", "URLSession", "URLComponents", "URLQueryItem", "URLResponse", "HTTPURLResponse",
    "URLError", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "NumberFormatter",
    "DateFormatter", "DateComponents", "DateInterval", "IndexPath", "IndexSet", "CharacterSet", "AttributedString",
    "Progress", "Predicate", "Expression", "Morphology", "PersonNameComponents", "Scanner", "NSObject",
    "NSString", "NSNumber", "NSError", "NSLock", "CocoaError", "POSIXError", "Host", "Port", "Stream",
    "FormatStyle", "ISO8601DateFormatter", "LocalizedError", "ByteCountFormatter", "Decoder", "Encoder",
  ]

  /// Modules the generated package imports, directly or through Foundation and Testing; a
  /// module of ours with the same name breaks imports (`Synchronization`, which Foundation
  /// imports on Linux, gives "circular dependency between modules").
  static let moduleNames: Set<String> = [
    "Swift", "Foundation", "Testing", "XCTest", "UIKit", "SwiftUI", "Dispatch", "Combine",
    "ObjectiveC", "Glibc", "Musl", "Darwin", "Observation", "PackageDescription", "CoreFoundation",
    "FoundationEssentials", "os", "Synchronization", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "SwiftShims", "SwiftGlibc", "Android", "WinSDK", "CRT",
  ]
}
