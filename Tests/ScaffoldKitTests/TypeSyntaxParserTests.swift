import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Field type syntax")
struct TypeSyntaxParserTests {
  @Test(
    "valid types are normalised to their sugared spelling",
    arguments: [
      ("String", "String"),
      ("[CartItem]", "[CartItem]"),
      ("[String: Int]", "[String: Int]"),
      ("[String:Int]", "[String: Int]"),
      ("Date?", "Date?"),
      ("Array<Int>", "[Int]"),
      ("Optional<URL>", "URL?"),
      ("Dictionary<String, [Int]>", "[String: [Int]]"),
      ("[[String: Int]?]", "[[String: Int]?]"),
      (" [ Int ] ", "[Int]"),
    ])
  func valid(input: String, normalised: String) throws {
    let parsed = try TypeSyntaxParser.parse(input).get()
    #expect(parsed.type.description == normalised)
  }

  @Test(
    "invalid types fail at the first character that does not fit",
    arguments: [
      ("String) { evil() }", 6, "unexpected ')'"),
      ("[String", 7, "expected ']'"),
      ("Int??", 4, "double optional"),
      ("Optional<Optional<Int>>", 0, "double optional"),
      ("Set<Int>", 0, "'Set<…>' with 1 argument(s) is not supported"),
      ("", 0, "a type is missing"),
      ("Int; import Foundation", 3, "unexpected ';'"),
      ("[String: ]", 9, "unexpected ']'"),
      ("\"Int\"", 0, "unexpected '\"'"),
    ])
  func invalid(input: String, offset: Int, message: String) {
    guard case .failure(let failure) = TypeSyntaxParser.parse(input) else {
      Issue.record("'\(input)' was accepted")
      return
    }
    #expect(failure.offset == offset)
    #expect(failure.message.contains(message))
  }

  @Test("type names are reported with their offsets")
  func nameOffsets() throws {
    let parsed = try TypeSyntaxParser.parse("[Adress: [Item]]").get()
    #expect(parsed.nameOffsets.map(\.name) == ["Adress", "Item"])
    #expect(parsed.nameOffsets.map(\.offset) == [1, 10])
  }

  @Test("only arrays and dictionaries break inline containment")
  func inlineNames() throws {
    let type = try TypeSyntaxParser.parse("Node?").get().type
    #expect(type.inlineNamedTypes == ["Node"])
    #expect(try TypeSyntaxParser.parse("[Node]").get().type.inlineNamedTypes.isEmpty)
  }
}
