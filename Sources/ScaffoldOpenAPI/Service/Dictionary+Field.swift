import ScaffoldSpec

extension Dictionary where Key == String {
  /// The value of `field`: the mapping keys what it records by the field's name as the document
  /// gave it, or camelCased when it was renamed.
  subscript(field field: Field) -> Value? {
    self[field.name.original] ?? self[field.name.camel]
  }
}
