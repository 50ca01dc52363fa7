/// Words a generated identifier must never be.
enum SwiftReservedWords {
  /// Keywords of the Swift language, including the contextual ones that break a declaration
  /// when used bare as a name (`Type`, `Protocol`, `Self`).
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any", "async",
    "actor", "isolated", "macro", "package", "sending",
  ]

  /// Type names from the standard library, Foundation and the concurrency runtime that the
  /// generated code uses; a module or entity with one of these names would shadow it.
  static let typeNames: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "String", "Character", "Decimal", "Date", "UUID", "URL", "Data", "Array",
    "Dictionary", "Optional", "Set", "Result", "Error", "Never", "Void", "Task", "MainActor",
    "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable",
    "AnyObject", "CancellationError", "Substring", "Sequence", "Collection", "Comparable", "Actor",
    "Test", "Suite", "Bundle", "ObjectIdentifier", "Observable",
  ]

  /// Modules the generated package imports; a module of ours with the same name breaks imports.
  static let moduleNames: Set<String> = [
    "Swift", "Foundation", "Testing", "XCTest", "UIKit", "SwiftUI", "Dispatch", "Combine",
    "ObjectiveC", "Glibc", "Musl", "Darwin", "Observation", "PackageDescription", "CoreFoundation",
    "FoundationEssentials", "os",
  ]
}
