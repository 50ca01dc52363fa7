import ScaffoldBase
import ScaffoldSpec

/// Which functions `<Module>Formatting` declares: only those the view models' formats call, so
/// the module carries no code nothing runs.
enum FormattingContextBuilder {
  static func values(for module: Module) -> [String: ContextValue] {
    var used: Set<String> = []
    for useCase in module.useCases {
      for field in useCase.viewModel {
        guard case .value(let value) = field.source, let format = value.format else { continue }
        // A count is an `Int` whatever it counts: a list, a text, a dictionary (whose type names
        // no leaf, so it must not wait for one).
        if format == .count {
          used.insert("numberInteger")
          continue
        }
        guard case .named(let leaf) = value.sourceType.unwrappingOptional.elementOrSelf.unwrappingOptional else {
          continue
        }
        switch format {
        case .currency, .number: used.insert(format.rawValue + kind(of: leaf))
        case .date: used.insert("date")
        case .count, .text: break
        }
      }
    }
    let keys = [
      "currencyDecimal", "currencyInteger", "currencyFloating", "numberDecimal", "numberInteger", "numberFloating",
      "date",
    ]
    return [
      "usesFormatting": .bool(!used.isEmpty),
      "formatting": .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, ContextValue.bool(used.contains($0))) })),
    ]
  }

  private static func kind(of leaf: String) -> String {
    if leaf == "Decimal" { return "Decimal" }
    return DisplayFormat.floatingNames.contains(leaf) ? "Floating" : "Integer"
  }
}
