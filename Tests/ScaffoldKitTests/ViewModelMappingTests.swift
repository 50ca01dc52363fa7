import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The rules of `from:` and `format:`, the implicit sources, the display-ready view models, and
/// the Swift each source becomes.
@Suite("View-model sources")
struct ViewModelMappingTests {
  private let generator = ModuleGenerator()
  private static let entities = """
    entities:
      - name: CartItem
        fields:
          - title: String
          - price: Decimal
          - coupon: Coupon?
      - name: Coupon
        fields:
          - code: String
          - amount: Decimal
      - name: Receipt
        fields:
          - id: UUID
          - paidAt: Date
          - items: "[CartItem]"
      - name: Totals
        fields:
          - net: Decimal
    """

  private func spec(response: String, viewModel: String?) -> String {
    """
    name: Shop
    architecture: viper
    \(Self.entities)
    useCases:
      - name: load
        response:
    \(response.split(separator: "\n").map { "      \($0)" }.joined(separator: "\n"))
    """
      + (viewModel.map {
        "\n    viewModel:\n" + $0.split(separator: "\n").map { "      \($0)" }.joined(separator: "\n")
      } ?? "")
  }

  private func module(response: String, viewModel: String?) throws -> Module {
    try generator.module(
      from: SpecLoader.read(text: spec(response: response, viewModel: viewModel), file: "Spec.yml"),
      commandLine: CommandLineInput())
  }

  private func errors(response: String, viewModel: String?) -> [String] {
    SpecDiagnostics.printed { _ = try module(response: response, viewModel: viewModel) }
  }

  /// The presenter's expression and the test's expectation of each view-model field.
  private func expressions(response: String, viewModel: String?) throws -> [String: (String, String)] {
    let module = try module(response: response, viewModel: viewModel)
    let expressions = ViewModelExpressions(
      literals: ValueLiterals(entities: Dictionary(uniqueKeysWithValues: module.entities.map { ($0.name.pascal, $0) })),
      seed: FieldContextBuilder.responseSeed)
    var result: [String: (String, String)] = [:]
    for field in module.useCases[0].viewModel {
      switch field.source {
      case .value(let value):
        result[field.field.name.camel] = (expressions.expression(value), expressions.sample(value))
      case .unmapped(let literal): result[field.field.name.camel] = (literal, "unmapped")
      }
    }
    return result
  }

  @Test("from: reads a path through entities, maps across a list, and formats each leaf")
  func paths() throws {
    let found = try expressions(
      response: """
        - items: "[CartItem]"
        - receipt: Receipt
        - total: Decimal
        - coupon: Coupon?
        - tip: Decimal?
        """,
      viewModel: """
        - rows: { type: "[String]", from: items.title }
        - prices: { type: "[String]", from: items.price, format: currency }
        - codes: { type: "[String?]", from: items.coupon.code }
        - count: { type: String, from: items, format: count }
        - order: { type: String, from: receipt.id, format: text }
        - paid: { type: String, from: receipt.paidAt, format: date }
        - totalText: { type: String, from: total, format: currency }
        - code: { type: String?, from: coupon.code }
        - saving: { type: String?, from: coupon.amount, format: number }
        - tipText: { type: String?, from: tip, format: currency }
        """)
    #expect(found["rows"]?.0 == #"response.items.map(\.title)"#)
    #expect(found["rows"]?.1 == #"["title 2", "title 52"]"#)
    #expect(found["prices"]?.0 == "response.items.map { formatting.currency($0.price) }")
    #expect(found["prices"]?.1 == "[formatting.currency(Decimal(6_902)), formatting.currency(Decimal(6_952))]")
    #expect(found["codes"]?.0 == #"response.items.map(\.coupon?.code)"#)
    #expect(found["count"]?.0 == "formatting.number(response.items.count)")
    #expect(found["count"]?.1 == "formatting.number(2)")
    #expect(found["order"]?.0 == "response.receipt.id.uuidString")
    #expect(found["paid"]?.0 == "formatting.date(response.receipt.paidAt)")
    #expect(found["paid"]?.1 == "formatting.date(Date(timeIntervalSince1970: 1_700_005_902))")
    #expect(found["totalText"]?.0 == "formatting.currency(response.total)")
    #expect(found["code"]?.0 == "response.coupon?.code")
    #expect(found["code"]?.1 == #""code 2""#)
    #expect(found["saving"]?.0 == "(response.coupon?.amount).map { formatting.number($0) }")
    #expect(found["tipText"]?.0 == "response.tip.map { formatting.currency($0) }")
  }

  @Test("without from:, a same-named field is copied or converted, and a display suffix finds its source")
  func implicitSources() throws {
    let found = try expressions(
      response: """
        - title: String
        - total: Decimal
        - quantity: Int
        - when: Date
        - link: URL
        """,
      viewModel: """
        - title: String
        - totalText: String
        - quantity: String
        - whenLabel: String
        - link: String
        - banner: String
        - rows: "[String]"
        """)
    #expect(found["title"]?.0 == "response.title")
    #expect(found["totalText"]?.0 == "formatting.number(response.total)")
    #expect(found["quantity"]?.0 == "formatting.number(response.quantity)")
    #expect(found["whenLabel"]?.0 == "formatting.date(response.when)")
    #expect(found["link"]?.0 == "response.link.absoluteString")
    #expect(found["banner"]?.0 == #""""#)
    #expect(found["banner"]?.1 == "unmapped")
    #expect(found["rows"]?.0 == "[]")
  }

  @Test("a use case without a view model shows display-ready values, never domain types")
  func displayReady() throws {
    let module = try module(
      response: """
        - items: "[CartItem]"
        - receipt: Receipt
        - total: Decimal
        - isOpen: Bool
        - tip: Decimal?
        - totals: Totals
        - tags: "[String: String]"
        """, viewModel: nil)
    let useCase = module.useCases[0]
    #expect(
      useCase.viewModel.map { "\($0.field.name.camel): \($0.field.type)" } == [
        "items: [String]", "total: String", "isOpen: Bool", "tip: String?",
      ])
    // A receipt shows no String of its own, nor do totals; a dictionary has no single text.
    #expect(useCase.omittedResponseFields.map(\.name.camel) == ["receipt", "totals", "tags"])
  }

  @Test("from: and format: errors say where and what to write instead")
  func errors() {
    let found = errors(
      response: """
        - items: "[CartItem]"
        - total: Decimal
        - receipt: Receipt
        - receipts: "[Receipt]"
        """,
      viewModel: """
        - a: { type: String, from: totl }
        - b: { type: String, from: total, format: money }
        - c: { type: "[String]", from: receipts.items.title }
        - d: { type: Int, from: total, format: number }
        - e: { type: String, from: receipt, format: date }
        - f: { type: String, format: number }
        - g: { type: String, from: input.cartID }
        - h: { from: total }
        - i: { type: String, from: total.amount }
        - j: Date
        """)
    #expect(
      found == [
        "Spec.yml:29:34: error: view model field 'a' of use case 'load': 'from: totl' names 'totl', which the response does not have; did you mean 'total'?",
        "Spec.yml:30:49: error: view model field 'b' of use case 'load' has unknown format 'money'; use one of: currency, number, date, count, text",
        "Spec.yml:31:38: error: view model field 'c' of use case 'load': 'from: receipts.items.title' goes through more than one list; map the outer list in the presenter by hand",
        "Spec.yml:32:20: error: view model field 'd' of use case 'load' is 'Int', but 'from: total' with format 'number' gives 'String'; make the field 'String'",
        "Spec.yml:33:51: error: view model field 'e' of use case 'load': format 'date' cannot show 'receipt', which is 'Receipt'; 'date' shows Date values",
        "Spec.yml:34:36: error: view model field 'f' of use case 'load' has 'format:' without 'from:'; add 'from: <response field>' to name the value it formats",
        "Spec.yml:35:34: error: view model field 'g' of use case 'load': 'from: input.cartID' starts with 'input'; name a field of the response, as in 'from: total'; the module's input is not a source of view models yet (carry it in the response)",
        "Spec.yml:36:12: error: useCases[0].viewModel.h has no 'type'; add 'type: String' (or the type it holds)",
        "Spec.yml:37:34: error: view model field 'i' of use case 'load': 'from: total.amount' names 'amount', which 'Decimal' does not have; end the path before it",
        "Spec.yml:38:9: error: view model field 'j' of use case 'load' has type 'Date', and nothing in the response fills it; add 'from: <response field>' to it, or make it optional ('Date?')",
      ])
  }

  @Test("a count of a dictionary makes the module's formatting declare the integer number it calls")
  func countOfADictionary() throws {
    let module = try module(
      response: "- counts: \"[String: Int]\"", viewModel: "- countsText: { type: String, from: counts, format: count }")
    let values = FormattingContextBuilder.values(for: module)
    #expect(values["usesFormatting"] == true)
    #expect(values["formatting"]?["numberInteger"] == true)
  }
}
