import Testing

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// The grammar the reader checks keys against and the schema `scaffold schema` prints agree:
/// the reader accepts exactly the schema's keys in each object, reads every one of them, asks
/// for the schema's required keys, and takes the schema's enum values and defaults.
@Suite("The spec grammar, the reader and the schema agree")
struct SpecGrammarTests {
  static let objects = SpecGrammar.app.allObjects
  static let objectNames = objects.map(\.name)

  static func object(named name: String) throws -> SpecObject {
    try #require(objects.first { $0.name == name })
  }

  @Test("the grammar names every object of a spec once")
  func everyObject() {
    #expect(
      Self.objects.map(\.name) == [
        "app", "module", "entity", "useCase", "viewModelField", "route", "payloadField", "openapi", "outputEvent",
      ])
  }

  @Test("in each object, the keys the reader accepts are the schema's properties", arguments: objectNames)
  func acceptedKeys(name: String) throws {
    let object = try Self.object(named: name)
    let placed = SpecPlacement(object, entries: [("colour", "blue")])
    let problems = placed.readingProblems()
    let unknown = try #require(problems.first { $0.message.hasPrefix("unknown key 'colour'") }, "\(problems)")
    #expect(unknown.location?.line == placed.line(of: "colour"))
    let hint = try #require(unknown.hint)
    let accepted = hint.replacingOccurrences(of: "allowed keys: ", with: "").components(separatedBy: ", ")
    #expect(accepted == object.keyNames)
    let properties = SpecSchema.value["$defs"]?[object.name]?["properties"]
    guard case .object(let members)? = properties else {
      Issue.record("no properties for \(object.name) in the schema")
      return
    }
    #expect(Set(members.keys) == Set(accepted))
    #expect(SpecSchema.value["$defs"]?[object.name]?["additionalProperties"] == false)
  }

  @Test("the reader reads every key of the schema: a value of the wrong shape is refused there", arguments: objectNames)
  func everyKeyIsRead(name: String) throws {
    let object = try Self.object(named: name)
    for key in object.keys {
      let placed = SpecPlacement(object, entries: [(key.name, Self.wrongShape(for: key.value))])
      let lines = placed.readingProblems().compactMap(\.location?.line)
      #expect(
        lines.contains { $0 == placed.line(of: key.name) }, "\(object.name).\(key.name) was not read:\n\(placed.text)")
    }
  }

  @Test("a required key left out is refused, and the others may be", arguments: objectNames.filter { $0 != "app" })
  func requiredKeys(name: String) throws {
    let object = try Self.object(named: name)
    #expect(SpecPlacement(object, entries: []).readingProblems().isEmpty)
    let required = SpecSchema.value["$defs"]?[object.name]?["required"]
    #expect(required == (object.requiredKeys.isEmpty ? nil : .list(object.requiredKeys.map(ContextValue.string))))
    for key in object.requiredKeys {
      let placed = SpecPlacement(object, entries: [], leavingOut: key)
      let problems = placed.readingProblems().map(\.message)
      #expect(problems.contains { $0.hasSuffix("has no '\(key)'") }, "\(object.name) without \(key): \(problems)")
    }
  }

  @Test("an app spec is one with modules:, which it requires")
  func appSpecs() {
    #expect(SpecGrammar.app.requiredKeys == ["modules"])
    #expect(SpecSchema.value["if"]?["required"] == ["modules"])
    #expect(SpecSchema.value["then"] == ["$ref": "#/$defs/app"])
    #expect(SpecSchema.value["else"] == ["$ref": "#/$defs/module"])
    #expect(SpecSchema.value["$defs"]?["app"]?["properties"]?["modules"]?["minItems"] == 1)
  }

  @Test("each enum of the schema is its Swift enum's raw values")
  func enums() {
    func values(_ object: String, _ key: String) -> ContextValue? {
      SpecSchema.value["$defs"]?[object]?["properties"]?[key]?["enum"]
    }
    func raw<Value: CaseIterable & RawRepresentable>(_: Value.Type) -> ContextValue where Value.RawValue == String {
      .list(Value.allCases.map { .string($0.rawValue) })
    }
    for object in ["module", "app"] {
      #expect(values(object, "architecture") == raw(Architecture.self))
      #expect(values(object, "ui") == raw(UserInterface.self))
      #expect(values(object, "testing") == raw(TestingLibrary.self))
      guard
        case .object(let platforms)? = SpecSchema.value["$defs"]?[object]?["properties"]?["platforms"]?["properties"]
      else {
        Issue.record("no platforms in \(object)")
        continue
      }
      #expect(Set(platforms.keys) == Set(ApplePlatform.allCases.map(\.rawValue)))
    }
    #expect(values("useCase", "kind") == raw(UseCaseKind.self))
    #expect(values("viewModelField", "format") == raw(DisplayFormat.self))
    #expect(values("payloadField", "format") == nil)
    func forms(_ key: String) -> [ContextValue] {
      guard case .list(let forms)? = SpecSchema.value["$defs"]?["module"]?["properties"]?[key]?["anyOf"] else {
        return []
      }
      return forms
    }
    #expect(forms("indentation").first?["enum"] == .list(CodeStyle.indentations.map(ContextValue.int)))
    #expect(forms("lineLength").first?["minimum"] == .int(CodeStyle.lineLengths.lowerBound))
    #expect(forms("lineLength").first?["maximum"] == .int(CodeStyle.lineLengths.upperBound))
    #expect(forms("tabWidth").first?["maximum"] == .int(CodeStyle.tabWidths.upperBound))
  }

  @Test("each default of the schema is what validation gives a spec without the key")
  func defaults() throws {
    let spec = try SpecLoader.load(text: "name: Plain\narchitecture: viper\nuseCases: [load]\n", file: "Plain.yml")
    let module = try ModuleGenerator().module(from: spec)
    func defaultValue(_ key: String, in object: String = "module") -> ContextValue? {
      SpecSchema.value["$defs"]?[object]?["properties"]?[key]?["default"]
    }
    #expect(defaultValue("ui") == .string(module.ui.rawValue))
    #expect(defaultValue("testing") == .string(module.testing.rawValue))
    #expect(defaultValue("indentation") == .int(module.style.indentation))
    #expect(defaultValue("lineLength") == .int(module.style.lineLength))
    #expect(defaultValue("tabWidth") == .int(CodeStyle.tabs.indentation))
    #expect(defaultValue("swiftToolsVersion") == .string(module.package.toolsVersion))
    #expect(
      defaultValue("platforms")
        == .object(
          Dictionary(uniqueKeysWithValues: module.package.platforms.map { ($0.platform.rawValue, .string($0.version)) })
        ))
    #expect(defaultValue("onLoad", in: "useCase") == .bool(module.useCases[0].runsOnLoad))
    #expect(defaultValue("ui", in: "app") == defaultValue("ui"))
  }

  @Test("the schema is draft 2020-12, every reference resolves and every key says what it is")
  func wellFormed() {
    let schema = SpecSchema.value
    #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
    guard case .object(let definitions)? = schema["$defs"] else {
      Issue.record("no $defs")
      return
    }
    var references: [String] = []
    func walk(_ value: ContextValue) {
      switch value {
      case .object(let members):
        if case .string(let reference)? = members["$ref"] { references.append(reference) }
        members.values.forEach(walk)
      case .list(let values): values.forEach(walk)
      default: break
      }
    }
    walk(schema)
    #expect(!references.isEmpty)
    for reference in Set(references) {
      #expect(definitions[String(reference.dropFirst("#/$defs/".count))] != nil, "\(reference) resolves to nothing")
    }
    for object in Self.objects {
      for key in object.keys {
        #expect(schema["$defs"]?[object.name]?["properties"]?[key.name]?["description"] != nil)
      }
    }
    // A generation record's keys are the tool's, not the user's.
    #expect(!SpecSchema.text.contains("sharedEntities"))
  }

  @Test("the schema's text is stable: sorted keys, two spaces a level, a final newline")
  func stableText() {
    let text = SpecSchema.text
    #expect(text == SpecSchema.text)
    #expect(text.hasPrefix("{\n  \"$defs\": {\n    \"app\": {\n      \"additionalProperties\": false,\n"))
    #expect(text.hasSuffix("\n}\n"))
    #expect(SpecSchema.modeline(schemaAt: "spec.schema.json") == "# yaml-language-server: $schema=spec.schema.json")
  }

  /// A value the reader must refuse for a key of this shape.
  static func wrongShape(for value: SpecValue) -> String {
    switch value {
    case .list, .fields, .object, .textList: return "just-text"
    case .mapping: return "[iOS]"
    case .text, .prose, .fieldType, .choice, .flag, .number, .indentation, .version: return "[1, 2]"
    }
  }
}
