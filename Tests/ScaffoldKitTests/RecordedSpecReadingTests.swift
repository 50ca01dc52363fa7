import Foundation
import Testing
import Yams

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// A record's spec is read from its value (`loadRecorded(value:)`) without the round trip
/// through JSON text and YAML that `loadRecorded(text:)` makes; the two must read alike.
@Suite("Recorded specs read from their values")
struct RecordedSpecReadingTests {
  @Test("every golden record's spec reads the same from its value as from its JSON text")
  func goldenRecords() throws {
    let records = try goldenRecordPaths()
    #expect(records.count > 20)
    for path in records {
      let record = try GenerationRecord(jsonText: String(contentsOfFile: path, encoding: .utf8), path: path)
      let fromValue = try SpecLoader.loadRecorded(value: record.spec, file: "record")
      let fromText = try SpecLoader.loadRecorded(text: record.spec.jsonText(), file: "record")
      #expect(withoutLocations(fromValue) == withoutLocations(fromText), "\(path)")
    }
  }

  @Test("a recorded module's platforms by their rule alone are those its whole validation gives")
  func platformsByTheirRule() throws {
    var checked = 0
    for path in try goldenRecordPaths() {
      let record = try GenerationRecord(jsonText: String(contentsOfFile: path, encoding: .utf8), path: path)
      let spec = try SpecLoader.loadRecorded(value: record.spec, file: "record")
      guard let module = try? ModuleGenerator().module(from: spec) else { continue }
      var ignored = DiagnosticCollector()
      #expect(PackageSettingsRules.check(spec, into: &ignored).platforms == module.package.platforms, "\(path)")
      checked += 1
    }
    for platforms: ContextValue in [
      ["macOS": "14.0", "iOS": "17.0"], ["watchOS": "10.0"], ["visionOS": "1.0", "tvOS": "17.0"],
    ] {
      let spec = try SpecLoader.loadRecorded(
        value: ["name": "Login", "architecture": "viper", "platforms": platforms], file: "record")
      var ignored = DiagnosticCollector()
      #expect(
        PackageSettingsRules.check(spec, into: &ignored).platforms
          == (try ModuleGenerator().module(from: spec)).package.platforms)
      checked += 1
    }
    #expect(checked > 20)
  }

  @Test("params and platforms keep the order the text gives them, and sorted keys come first to last")
  func orderedMappings() throws {
    let value: ContextValue = [
      "name": "Login", "architecture": "viper",
      "params": ["zeta": "1", "alpha": "2", "Mid": "3"],
      "platforms": ["macOS": "14.0", "iOS": "17.0"],
    ]
    let fromValue = try SpecLoader.loadRecorded(value: value, file: "record")
    let fromText = try SpecLoader.loadRecorded(text: value.jsonText(), file: "record")
    #expect(fromValue.params.map(\.name.value) == ["Mid", "alpha", "zeta"])
    #expect(withoutLocations(fromValue) == withoutLocations(fromText))
  }

  @Test("a record whose spec has a problem is read again from its text, so the problem has a line")
  func problemsHaveLines() throws {
    let broken: ContextValue = ["name": "Login", "useCases": [["name": ["not", "a", "name"]]]]
    #expect {
      try SpecLoader.loadRecorded(value: broken, file: "Login.json (spec)")
    } throws: { error in
      guard case ScaffoldError.invalidSpec(let diagnostics) = error else { return false }
      return !diagnostics.isEmpty && diagnostics.allSatisfy { ($0.location?.line ?? 0) > 1 }
    }
  }

  @Test("a key is found by its text, the last of equal keys wins, and keys that are not text are passed over")
  func mappingLookup() throws {
    let mapping = Node.Mapping([
      (Node([Node("name")]), Node("list key")),
      (Node("name", .implicit, .doubleQuoted), Node("first")),
      (Node("other"), Node("x")),
      (Node("name"), Node("last")),
    ])
    #expect(mapping[key: "name"]?.string == "last")
    #expect(mapping[key: "other"]?.string == "x")
    #expect(mapping[key: "missing"] == nil)
    let composed = try #require(try YAMLComposer.compose("a: 1\n\"b\": 2\n'c': {d: 3}\n")?.mapping)
    for key in ["a", "b", "c", "d"] { #expect(composed[key: key] == composed[key], "\(key)") }
  }

  private func goldenRecordPaths() throws -> [String] {
    let root = RepositoryPaths.snapshots.path
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    return enumerator.compactMap { $0 as? String }
      .filter { $0.contains(".scaffold/") && $0.hasSuffix(".json") }
      .sorted().map { root + "/" + $0 }
  }

  /// The spec's description with every source location left out: the value has none to give.
  private func withoutLocations(_ value: Any) -> String {
    if value is ScaffoldBase.SourceLocation || value is ScaffoldBase.SourceLocation? { return "_" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { withoutLocations($0.value) } ?? "nil"
    }
    guard !mirror.children.isEmpty else { return String(reflecting: value) }
    let children = mirror.children.map { "\($0.label ?? ""): \(withoutLocations($0.value))" }
    return "\(type(of: value))(\(children.joined(separator: ", ")))"
  }
}
