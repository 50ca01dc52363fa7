/// A value of an old-style (NeXTSTEP) property list, the format of `project.pbxproj`, with the
/// bytes it occupies in the file, so an edit can splice text in and keep every other byte.

struct PropertyListNode: Sendable, Equatable {
  // Not `indirect`: the arrays already hold the nesting, and boxing every value was one more
  // allocation (and one more free) for each of a big project's hundreds of thousands of values.
  enum Value: Sendable, Equatable {
    /// A quoted or unquoted string; numbers and identifiers are strings in this format too.
    case string(String)
    case array([PropertyListNode])
    case dictionary([PropertyListEntry])
  }

  var value: Value
  /// From the value's first byte to just past its last: the closing quote or bracket.
  var range: Range<Int>

  var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  var array: [PropertyListNode]? {
    if case .array(let items) = value { return items }
    return nil
  }

  var entries: [PropertyListEntry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// The value of `key` in a dictionary; the first, should a key be written twice.
  subscript(key: String) -> PropertyListNode? {
    entries?.first { $0.key == key }?.value
  }

  /// The strings of an array value (identifiers in `children`, `files`, `targets`).
  var strings: [String] {
    array?.compactMap(\.string) ?? []
  }
}

/// `key = value;` in a dictionary.
struct PropertyListEntry: Sendable, Equatable {
  var key: String
  /// The key's bytes; an object's entry starts here.
  var keyRange: Range<Int>
  var value: PropertyListNode
  /// Just past the `;` that ends the entry.
  var end: Int
}
