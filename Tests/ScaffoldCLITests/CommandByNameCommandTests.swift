import Foundation
import Testing

/// End-to-end: a use case named for a change (`pay`) without `kind:` is generated as a command
/// with a note at its name, and a module recorded with it as a query stays one.
@Suite("Commands by name on the command line")
struct CommandByNameCommandTests {
  @Test("the note prints at the use case's line and column, and a written kind: silences it")
  func note() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec =
      "name: Cart\narchitecture: mvvm\nuseCases:\n  - loadCart\n  - pay\n  - name: removeItem\n    kind: query\n"
    try Data(spec.utf8).write(to: directory.appendingPathComponent("Cart.yml"))
    let result = try ScaffoldBinary.run(["generate", "Cart.yml"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let notes = result.standardError.split(separator: "\n").filter { $0.contains("note:") }.map(String.init)
    let expected: String =
      "scaffold: note: Cart.yml:5:5: use case 'pay' is a command because its name starts with 'pay', which "
      + "changes something: a second call while one runs (a double tap) is refused, and leaving the screen "
      + "does not cancel it; write 'kind: command' to keep this and silence this note, or 'kind: query' if it "
      + "only reads (the newest call wins, leaving cancels it)"
    #expect(notes == [expected])
    let tests = try String(
      contentsOf: directory.appendingPathComponent("Cart/Tests/CartTests/CartViewModelTests.swift"), encoding: .utf8)
    #expect(!tests.contains("payShowsOnlyTheNewestAnswer"))
    #expect(tests.contains("payRefusesASecondCall"))
    #expect(tests.contains("removeItemShowsOnlyTheNewestAnswer"), "a written kind: query is kept")
  }

  @Test("a record without kind: (written before names decided it) keeps the use case a query")
  func oldRecord() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["mvp", "Cart", "--use-case", "pay", "--quiet"], in: directory).status == 0)
    // Before names decided, a record said no kind for `pay`, a query: make this one say so too.
    let record = directory.appendingPathComponent("Cart/.scaffold/Cart.json")
    let text = try String(contentsOf: record, encoding: .utf8)
    let old = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.contains("\"kind\": \"command\"")
    }
    #expect(old.count < text.split(separator: "\n", omittingEmptySubsequences: false).count, "no kind in \(text)")
    try Data(old.joined(separator: "\n").utf8).write(to: record)
    // Read as a query, the module would now generate refresh rules for `pay`: check says so.
    let check = try ScaffoldBinary.run(["check", "--diff"], in: directory.appendingPathComponent("Cart"))
    #expect(check.status == 1, "\(check.standardOutput)\(check.standardError)")
    #expect(check.standardOutput.contains("payShowsOnlyTheNewestAnswer"), "\(check.standardOutput)")
    #expect(!check.standardError.contains("note:"), "a record's kind is not the name's: \(check.standardError)")
  }
}
