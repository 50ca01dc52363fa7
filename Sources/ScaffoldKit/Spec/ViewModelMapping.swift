/// Decides how the presenter fills each field of an explicit view model, so the generated
/// presenter compiles and does something sensible for any spec:
/// 1. a response field with the same name and type is copied;
/// 2. a `String` field named after a response field (`total`, `totalText`, `totalDescription`)
///    gets `String(describing:)` of it;
/// 3. otherwise the field starts from its type's empty value.
/// A field that matches nothing and has no empty value (a `Date`, an entity) is an error.
enum ViewModelMapping {
  static let displaySuffixes = ["Text", "Description", "Label", "Title"]

  static func resolve(
    _ fields: [Field], specs: [FieldSpec], response: [Field], useCase: Name,
    into collector: inout DiagnosticCollector
  ) -> [ViewModelField] {
    fields.compactMap { field in
      let responseField = response.first { $0.name.camel == field.name.camel }
      if let responseField, responseField.type == field.type {
        return ViewModelField(field: field, source: .copy(responseField: responseField.name.camel))
      }
      if field.type == .named("String"), let source = describedField(for: field, in: response) {
        return ViewModelField(field: field, source: .describing(responseField: source.name.camel))
      }
      if let empty = ValueLiterals.empty(for: field.type) {
        return ViewModelField(field: field, source: .empty(literal: empty))
      }
      let location = specs.first { Name($0.name.value)?.camel == field.name.camel }?.name.location
      collector.error(
        "view model field '\(field.name.camel)' of use case '\(useCase.camel)' has type '\(field.type)', which the presenter cannot fill",
        at: location,
        hint: "add a response field '\(field.name.camel): \(field.type)', or make it optional ('\(field.type)?')")
      return nil
    }
  }

  private static func describedField(for field: Field, in response: [Field]) -> Field? {
    response.first { candidate in
      let base = candidate.name.camel
      return field.name.camel == base || displaySuffixes.contains { field.name.camel == base + $0 }
    }
  }
}
