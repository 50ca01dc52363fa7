import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// When a use case shows `.empty`: a list of the response decides (the one the view model's first
/// mapped list is read from, else the response's first), never the view model's own list.
@Suite("Empty state in the context")
struct EmptyStateContextTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")

  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let response: String
    let viewModel: String
    /// `emptyStateList`, `isEmptyCheck` and `emptyResponseSample`; nil when the use case never
    /// shows `.empty`.
    let expected: (list: String, check: String, sample: String)?
  }

  static let cases: [Case] = [
    Case(
      description: "a view model with no list: the response's list decides",
      response: #"[{ items: "[CartItem]" }, { total: Decimal }]"#,
      viewModel: "[{ totalText: { type: String, from: total, format: currency } }]",
      expected: ("items", "$0.items.isEmpty", "items: [], total: Decimal(1_352)")),
    Case(
      description: "a mapped list: the response list it is read from",
      response: #"[{ total: Decimal }, { items: "[CartItem]" }, { others: "[CartItem]" }]"#,
      viewModel: #"[{ rows: { type: "[String]", from: others.title } }]"#,
      expected: (
        "others", "$0.others.isEmpty",
        #"total: Decimal(1_352), items: [CartItem(title: "title 2"), CartItem(title: "title 52")], others: []"#
      )),
    Case(
      description: "a list read through an optional entity: nil counts as empty, the sample empties the list inside",
      response: "[{ cart: Cart? }, { total: Decimal }]",
      viewModel: #"[{ titles: { type: "[String]?", from: cart.items.title } }]"#,
      expected: (
        "cart.items", "($0.cart?.items ?? []).isEmpty", #"cart: Cart(name: "name 2", items: []), total: Decimal(1_352)"#
      )),
    Case(
      description: "an unmapped view-model list never decides: the response's optional list does",
      response: #"[{ count: Int }, { tags: "[String]?" }]"#,
      viewModel: #"[{ notes: "[String]" }, { countText: { type: String, from: count, format: number } }]"#,
      expected: ("tags", "($0.tags ?? []).isEmpty", "count: 2_102, tags: []")),
    Case(
      description: "no list in the response: never empty, even with an unmapped view-model list",
      response: "[{ count: Int }]",
      viewModel: #"[{ badges: "[String]" }, { count: Int }]"#,
      expected: nil),
  ]

  @Test("the response's list decides when a use case shows empty", arguments: cases)
  func emptyState(_ example: Case) throws {
    let yaml = """
      name: Shop
      architecture: viper
      entities:
        - name: CartItem
          fields:
            - title: String
        - name: Cart
          fields:
            - name: String
            - items: "[CartItem]"
      useCases:
        - name: load
          response: \(example.response)
          viewModel: \(example.viewModel)
      """
    let context = generator.context(for: try generator.module(from: SpecLoader.load(text: yaml, file: "S.yml")))
    guard case .list(let useCases) = context["useCases"], let useCase = useCases.first?["useCase"] else {
      Issue.record("no use case")
      return
    }
    let shows = example.expected != nil
    for flag in ["showsEmpty", "hasCollection", "canShowEmpty", "hasEmptyResponseSample"] {
      #expect(useCase[flag] == .bool(shows), "\(flag)")
    }
    #expect(useCase["emptyStateList"] == .string(example.expected?.list ?? ""))
    #expect(useCase["isEmptyCheck"] == .string(example.expected?.check ?? ""))
    #expect(useCase["emptyResponseSample"] == .string(example.expected?.sample ?? ""))
    #expect(useCase["emptyResponseSampleArguments"] == useCase["emptyResponseSample"])
  }
}
