import ScaffoldBase
import ScaffoldSpec

/// The context of a field list: the fields themselves plus every joined form a declaration,
/// a call or a test needs, so templates never build separators themselves.
struct FieldContextBuilder {
  let literals: ValueLiterals
  /// The module's name, for the types a screen uses to show and read a field (`<Module>Strings`).
  var module = ""
  /// What the support types are named with (`support.prefix`: `<Module>NumberInput` in a package,
  /// the target's shared `ScaffoldNumberInput` in an app target).
  var supportPrefix = ""
  /// The seed of the response's samples: `responseSeed`, or `anotherResponseSeed` for the copy of
  /// a use case's context that a second mapping test reads (`UseCase.needsAnotherResponse`).
  var responseSampleSeed = Self.responseSeed

  /// `seed` makes sample values differ between lists (a request's `"name 1"`, a response's `"name 2"`).
  package func list(_ fields: [Field], seed: Int = requestSeed) -> ContextValue {
    let samples = fields.map { literals.sample(for: $0.type, named: $0.name.camel, seed: seed) }
    return [
      "hasFields": .bool(!fields.isEmpty),
      // Some field has a control of its own on a screen (text, number or switch).
      "hasControls": .bool(fields.contains { FieldControl.hasControl($0.type) }),
      "fields": .list(
        fields.enumerated().map { index, field in
          [
            "field": [
              "name": .string(field.name.camel),
              "pascal": .string(field.name.pascal),
              "sentence": .string(field.name.sentence),
              "heading": .string(field.name.heading),
              "type": .string(field.type.description),
              "sample": .string(samples[index]),
              "control": FieldControl.keys(for: field.type, numberInput: supportPrefix + "NumberInput"),
              "displayText": .string(
                FieldControl.displayText(
                  of: "viewModel.\(field.name.camel)", type: field.type, strings: "\(module)Strings")),
            ],
            "isLast": .bool(index == fields.count - 1),
          ]
        }),
      "parameters": .string(fields.map { "\($0.name.camel): \($0.type)" }.joined(separator: ", ")),
      "arguments": .string(fields.map { "\($0.name.camel): \($0.name.camel)" }.joined(separator: ", ")),
      "sampleArguments": .string(zip(fields, samples).map { "\($0.name.camel): \($1)" }.joined(separator: ", ")),
    ]
  }

  /// A view model's fields, each with the expression that fills it: from `response` (for the
  /// presenter) and from the response's sample values (for tests, so their expectation is written
  /// independently of the presenter's code). An unmapped field has its empty value in both, and
  /// `mapped` false: a test must not assert it.
  func viewModel(_ fields: [ViewModelField]) -> ContextValue {
    let expressions = ViewModelExpressions(literals: literals, seed: responseSampleSeed)
    let values = fields.map { field -> (value: String, sample: String) in
      switch field.source {
      case .value(let value): return (expressions.expression(value), expressions.sample(value))
      case .unmapped(let literal): return (literal, literal)
      }
    }
    guard case .object(var members) = list(fields.map(\.field)), case .list(let listed) = members["fields"] else {
      return [:]
    }
    members["fields"] = .list(
      zip(listed, zip(fields, values)).map { entry, pair in
        guard case .object(var object) = entry else { return entry }
        object["mapped"] = .bool(pair.0.isMapped)
        object["value"] = .string(pair.1.value)
        object["sampleValue"] = .string(pair.1.sample)
        return .object(object)
      })
    let unmapped = fields.filter { !$0.isMapped }.map(\.field.name.camel)
    members["fromResponse"] = .string(
      zip(fields, values).map { "\($0.field.name.camel): \($1.value)" }.joined(separator: ", "))
    members["fromResponseSample"] = .string(
      zip(fields, values).map { "\($0.field.name.camel): \($1.sample)" }.joined(separator: ", "))
    // What tests expect: only the mapped fields, so no expectation names a placeholder.
    members["mappedFromResponseSample"] = .string(
      zip(fields, values).filter { $0.0.isMapped }.map { "\($0.field.name.camel): \($1.sample)" }
        .joined(separator: ", "))
    members["hasUnmappedFields"] = .bool(!unmapped.isEmpty)
    // A test binds the loaded view model only to read a mapped field: with none, it checks the
    // state alone, since an unused binding fails a build with warnings as errors.
    members["hasMappedFields"] = .bool(fields.contains(where: \.isMapped))
    members["unmappedFields"] = .string(unmapped.joined(separator: ", "))
    members["usesFormatting"] = .bool(values.contains { $0.value.contains("formatting.") })
    return .object(members)
  }

  /// Requests use seed 1 and responses seed 2, so a test cannot pass by echoing one as the other.
  static let requestSeed = 1
  static let responseSeed = 2
  /// Odd where `responseSeed` is even, so every Bool of this sample is the other value
  /// (`ValueLiterals.distinct`) and every other value differs too; unused by other lists.
  static let anotherResponseSeed = 5
}
