import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Specs written to break the loader (issue 6): each is refused with a message at a position,
/// quickly and without building anything large. Big inputs are made here, not committed.
@Suite("Hostile specs")
struct HostileSpecTests {
  /// The validator's diagnostics for `text`, or the loader's when it stops earlier.
  private func diagnostics(_ text: String, architecture: Architecture = .viper) -> [Diagnostic] {
    do {
      let spec = try SpecLoader.read(text: text, file: "Spec.yml")
      _ = try ModuleGenerator().module(from: spec, commandLine: CommandLineInput(architecture: architecture))
      return []
    } catch {
      guard case .invalidSpec(let diagnostics) = error else { return [] }
      return diagnostics
    }
  }

  private func first(_ text: String) throws -> String {
    try #require(diagnostics(text).first).description
  }

  /// `(9 aliases)⁹` of a one-character scalar: a billion values when expanded.
  private static func billionLaughs(root: String) -> String {
    var lines = ["a: &a [\"lol\"]"]
    for level in 1...9 {
      let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
      let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
      lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n") + "\n" + root + "\n"
  }

  @Test(
    "invalid YAML and JSON are reported at their position",
    arguments: [
      ("name: [Login\narchitecture: viper\n", "Spec.yml:2:"),
      ("name: Login\n  architecture: viper\n", "Spec.yml:2:15: error: invalid YAML"),
      ("{\"name\": \"Login\",, }", "Spec.yml:1:18: error: invalid YAML"),
      ("{\"name\" \"Login\"}", "Spec.yml:1:"),
      ("name: \"Login\n", "Spec.yml:"),
      ("\tname: Login\n", "Spec.yml:1:1: error: invalid YAML"),
    ])
  func syntax(text: String, prefix: String) throws {
    let message = try first(text)
    #expect(message.hasPrefix(prefix), "\(message)")
  }

  @Test("values of the wrong type are each reported where they are")
  func wrongTypes() {
    let found = diagnostics(
      """
      name: [Login, Logout]
      useCases: 5
      routes: {home: yes}
      entities:
        - name: User
          fields: id
      """
    ).map(\.description)
    #expect(found.contains { $0.hasPrefix("Spec.yml:1:7: error: name must be a single value") })
    #expect(found.contains { $0.hasPrefix("Spec.yml:2:11: error: useCases must be a list") })
    #expect(found.contains { $0.hasPrefix("Spec.yml:3:9: error: routes must be a list") })
    #expect(found.contains { $0.hasPrefix("Spec.yml:6:13: error: entities[0].fields must be a list") })
  }

  @Test("a key written twice is reported, in YAML and in JSON")
  func duplicateKeys() throws {
    #expect(try first("name: Login\nname: Logout\n").contains("duplicate key(s) 'name' in one mapping"))
    #expect(try first("{\"name\": \"A\", \"name\": \"B\"}").contains("duplicate key(s) 'name'"))
  }

  @Test("a name declared twice is reported with where it was first")
  func duplicateNames() throws {
    let message = try first("name: Login\nuseCases: [signIn, sign-in]\n")
    #expect(message.hasPrefix("Spec.yml:2:20: error: use case 'signIn' is declared again (first at Spec.yml:2:12)"))
  }

  @Test(
    "a billion laughs is refused at the alias that passes the limit, quickly", arguments: ["root: *j", "? *j\n: x"])
  func billionLaughs(root: String) throws {
    let start = ContinuousClock.now
    let message = try first(Self.billionLaughs(root: root))
    #expect(message.contains("expands to more than \(SpecLimits.maximumExpandedNodes) values"), "\(message)")
    #expect(message.hasPrefix("Spec.yml:"))
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test("aliases that stay within the limit still work")
  func smallAliases() throws {
    let spec = try SpecLoader.load(
      text:
        "name: Login\nuseCases:\n  - name: a\n    response: &fields\n      - id: String\n  - name: b\n    response: *fields\n",
      file: "Spec.yml")
    #expect(spec.useCases.map(\.response.count) == [1, 1])
  }

  @Test("deep nesting is refused by the parser's limit, with a position", arguments: ["[", "{a: "])
  func deepNesting(opening: String) throws {
    let depth = SpecLimits.maximumNesting + 10
    let message = try first("name: " + String(repeating: opening, count: depth) + "x")
    #expect(message.hasPrefix("Spec.yml:1:"), "\(message)")
    #expect(message.contains("Maximum nesting level reached"))
  }

  @Test("deeply nested block mappings are refused as well")
  func deepBlockNesting() throws {
    let depth = SpecLimits.maximumNesting + 10
    let text = (0..<depth).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\n"
    #expect(try first(text).contains("Maximum nesting level reached"))
  }

  @Test("a 10 MB spec is refused before it is parsed, as text and as a file")
  func tenMegabytes() throws {
    let line = "  - name: useCase\n"
    let text = "name: Big\nuseCases:\n" + String(repeating: line, count: 10_000_000 / line.utf8.count)
    let start = ContinuousClock.now
    #expect(try first(text).hasPrefix("Spec.yml:1:1: error: the spec is 10000"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-big-\(UUID().uuidString).yml")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: ScaffoldError.self) { try ModuleGenerator().loadSpec(atPath: file.path) }
    do {
      _ = try ModuleGenerator().loadSpec(atPath: file.path)
    } catch {
      #expect(error.description.contains("more than \(SpecLimits.maximumBytes) bytes"))
    }
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test("a device that never ends is read no further than the limit")
  func endlessDevice() throws {
    guard FileManager.default.fileExists(atPath: "/dev/zero") else { return }
    #expect {
      try ModuleGenerator().loadSpec(atPath: "/dev/zero")
    } throws: { error in
      (error as? ScaffoldError)?.description.contains("more than \(SpecLimits.maximumBytes) bytes") == true
    }
  }

  @Test(
    "bytes that are not UTF-8 are reported at their line and column",
    arguments: [
      ([UInt8]("name: Login\nsummary: caf".utf8) + [0xE9] + [UInt8](" au lait\n".utf8), "Spec.yml:2:13:", "0xE9"),
      ([0xFF, 0xFE] + [UInt8]("n\0a\0".utf8), "Spec.yml:1:1:", "0xFF"),
      ([UInt8]("name: é".utf8) + [0xC3], "Spec.yml:1:8:", "0xC3"),
    ])
  func notUTF8(bytes: [UInt8], prefix: String, byte: String) throws {
    do {
      _ = try SpecFile.decode(Data(bytes), file: "Spec.yml")
      Issue.record("accepted bytes that are not UTF-8")
    } catch {
      #expect(error.description.hasPrefix(prefix + " error: the spec is not UTF-8 text: byte \(byte)"), "\(error)")
    }
  }

  @Test("control characters and NUL bytes in the text are refused by the parser at their position")
  func controlCharacters() throws {
    #expect(try first("name: Log\u{0}in\n").hasPrefix("Spec.yml:1:"))
    #expect(try first("name: Log\u{1B}in\n").contains("invalid YAML"))
  }
}
