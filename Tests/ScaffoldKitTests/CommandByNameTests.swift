import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A use case without `kind:` whose name starts with a verb that changes something is a command
/// (issue 28): the rule's edges, the notes at the name, the record, and the generated tests.
@Suite("Commands by name")
struct CommandByNameTests {
  let generator = ModuleGenerator()

  private func module(_ yaml: String, commandLine: CommandLineInput = CommandLineInput()) throws -> Module {
    try generator.module(from: SpecLoader.read(text: yaml, file: "Spec.yml"), commandLine: commandLine)
  }

  private func kinds(_ module: Module) -> [String: UseCaseKind] {
    Dictionary(uniqueKeysWithValues: module.useCases.map { ($0.name.camel, $0.kind) })
  }

  @Test(
    "the whole first word decides, however the name is cased or separated",
    arguments: [
      ("pay", "pay"), ("payNow", "pay"), ("PayNow", "pay"), ("pay-now", "pay"), ("pay_now", "pay"),
      ("PAYNow", "pay"), ("deleteAccount", "delete"), ("signIn", "sign"), ("logOut", "log"), ("login", "login"),
      ("checkIn", "check in"), ("check-out", "check out"), ("topUp", "top up"), ("placeOrder", "place"),
    ])
  func stateChanging(_ name: String, verb: String) throws {
    #expect(StateChangingVerbs.verb(startingName: try #require(Name(name))) == verb)
  }

  @Test(
    "a name that only starts with a verb's letters, or reads, is not a command",
    arguments: [
      "payment", "payments", "settings", "setup", "signature", "logs", "adder", "loadOrders", "fetchPayments",
      "searchProducts", "refreshFeed", "getBalance", "listOrders", "checkAvailability", "topStories", "load",
      "reportDetails", "orders", "undone",
    ])
  func notStateChanging(_ name: String) throws {
    #expect(StateChangingVerbs.verb(startingName: try #require(Name(name))) == nil)
  }

  @Test("docs/spec.md lists exactly the verbs the rule knows")
  func documented() throws {
    let doc = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("docs/spec.md"), encoding: .utf8)
    let start = try #require(doc.range(of: "The verbs, by what a second call would do:"))
    let end = try #require(doc.range(of: "Words that are as often nouns", range: start.upperBound..<doc.endIndex))
    // `- money: buy, pay, …, and `top up`;` with examples in brackets: the words alone.
    let (examples, label, joiner) = (try Regex(#"\([^)]*\)"#), try Regex("^.*:"), try Regex("^(- |and )"))
    let list = doc[start.upperBound..<end.lowerBound].replacing(examples, with: "")
    let documented = Set(
      list.split { ",;.\n".contains($0) }.map { item in
        item.replacing(label, with: "").replacing("`", with: "").trimmingCharacters(in: .whitespaces)
          .replacing(joiner, with: "")
      }.filter { !$0.isEmpty })
    let known = StateChangingVerbs.verbs.union(StateChangingVerbs.phrasalVerbs.map { $0.joined(separator: " ") })
    #expect(documented.subtracting(known).isEmpty, "documented, unknown to the rule")
    #expect(known.subtracting(documented).isEmpty, "known to the rule, not documented")
  }

  static let spec = """
    name: Checkout
    architecture: viper
    useCases:
      - pay
      - name: payment-summary
      - name: deleteCard
        kind: query
      - name: sendReceipt
        kind: command
      - name: confirmOrder
        onLoad: true
    """

  @Test("without kind: a state-changing name is a command, on load a query; a written kind: always wins")
  func defaults() throws {
    #expect(
      kinds(try module(Self.spec)) == [
        "pay": .command, "paymentSummary": .query, "deleteCard": .query, "sendReceipt": .command,
        "confirmOrder": .query,
      ])
  }

  @Test("the note is at the name of each use case its name made a command or left a query on load, and no other")
  func notes() throws {
    let pay: String =
      "Spec.yml:4:5: use case 'pay' is a command because its name starts with 'pay', which changes something: "
      + "a second call while one runs (a double tap) is refused, and leaving the screen does not cancel it; "
      + "write 'kind: command' to keep this and silence this note, "
      + "or 'kind: query' if it only reads (the newest call wins, leaving cancels it)"
    let confirmOrder: String =
      "Spec.yml:10:11: use case 'confirmOrder' runs on load, so it stays a query although its name starts with "
      + "'confirm', which changes something: it runs every time the screen opens, the newest call wins and "
      + "leaving cancels it; if it only reads, rename it (such as 'loadOrder') or write 'kind: query'; "
      + "if it changes something, remove 'onLoad: true' so it can be a command"
    #expect(try module(Self.spec).notes == [pay, confirmOrder])
  }

  @Test("--use-case follows the rule too, and its note says the kind is written in a spec file")
  func commandLine() throws {
    let module = try generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: "Wallet", architecture: .mvvm, useCases: ["topUp"]))
    #expect(module.useCases.first?.kind == .command)
    let note = try #require(module.notes.first)
    #expect(note.hasPrefix("use case 'topUp' is a command because its name starts with 'top up'"))
    #expect(note.contains("pass '--use-case topUp:command' to keep this"))
    #expect(note.contains("or pass '--use-case topUp:query' if it only reads"))
  }

  @Test("--use-case name:kind writes the kind, which then wins over the name; another word stays in the name")
  func commandLineKind() throws {
    let module = try generator.module(
      from: ModuleSpec(),
      commandLine: CommandLineInput(
        name: "Wallet", architecture: .viper, useCases: ["load:command", "topUp:query", "refresh"]))
    #expect(module.useCases.map(\.kind) == [.command, .query, .query])
    #expect(module.useCases.map(\.name.camel) == ["load", "topUp", "refresh"])
    #expect(module.notes.allSatisfy { !$0.contains("'topUp'") })
    #expect {
      try generator.module(
        from: ModuleSpec(),
        commandLine: CommandLineInput(name: "Wallet", architecture: .viper, useCases: ["pay:comand"]))
    } throws: { error in
      "\(error)".contains("use case name 'pay:comand' (--use-case #1) contains the character ':'")
    }
  }

  @Test("each module of an app spec follows the rule, with its note where the module's spec says it")
  func appSpec() throws {
    let yaml = """
      package: Shop
      architecture: mvp
      modules:
        - name: Cart
          useCases:
            - checkout
        - name: Catalog
          useCases:
            - loadProducts
      """
    guard case .app(let app) = try SpecLoader.readDocument(text: yaml, file: "Shop.yml") else {
      Issue.record("not read as an app spec")
      return
    }
    let modules = try app.modules.map { try generator.module(from: $0) }
    #expect(modules.map { $0.useCases.map(\.kind) } == [[.command], [.query]])
    #expect(modules[0].notes.first?.hasPrefix("Shop.yml:6:9: use case 'checkout' is a command") == true)
    #expect(modules[1].notes.isEmpty)
  }

  @Test("a record keeps what its kinds meant: one without kind: is a query, one written now says the name's kind")
  func records() throws {
    // Written before names decided: `pay` was a query, and its record says no kind.
    let old = """
      {"name": "Checkout", "architecture": "viper",
       "useCases": [{"name": "pay", "onLoad": false, "request": [], "response": []}]}
      """
    let recorded = try SpecLoader.loadRecorded(text: old, file: "record")
    let reread = try generator.module(from: recorded)
    #expect(reread.useCases.map(\.kind) == [.query])
    #expect(reread.notes.isEmpty, "a record's kind was decided when it was written: \(reread.notes)")

    let today = try module(Self.spec)
    let text = NormalizedSpec.value(of: today).jsonText()
    for read in [try SpecLoader.loadRecorded(text: text, file: "record"), try SpecLoader.load(text: text, file: "r")] {
      var again = try generator.module(from: read)
      again.notes = today.notes
      #expect(again == today)
    }
  }

  @Test(
    "no generated test holds a state-changing use case without kind: to refresh rules", arguments: Architecture.allCases
  )
  func generatedTests(_ architecture: Architecture) throws {
    let module = try generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: "Checkout", architecture: architecture, useCases: ["pay"])
    )
    let tests = try generator.plan(for: module).files.filter { $0.path.hasPrefix("Tests/") }
    #expect(!tests.isEmpty)
    for file in tests {
      #expect(!file.contents.contains("ShowsOnlyTheNewestAnswer"), "\(architecture): \(file.path)")
    }
    // The command's own test is there instead: a second call while one runs is refused.
    let refusal = ["payRefusesASecondCall", "payRunsOnceAtATime"]
    #expect(tests.contains { file in refusal.contains(where: file.contents.contains) }, "\(architecture)")
  }
}
