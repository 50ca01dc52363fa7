"""Unit tests of the mutant generator of scripts/mutation (run by scripts/test; no build)."""

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from equivalents import load_equivalents  # noqa: E402
from swift_lexer import evaluate_condition, tokenize  # noqa: E402
from field_mutants import TypeIndex  # noqa: E402
from swift_mutants import mutants_of, mutate, read  # noqa: E402

SOURCE = '''import Foundation

/// A comment with "a string" and == inside, which is not code.
@MainActor
final class Presenter {
  weak var view: (any View)?
  private var calls = 0
  private var isRunning = false
  let service: any Service
  static let title = "Title"

  init(service: any Service) {
    self.service = service
    self.calls = 0
  }

  func load(limit: Int) async {
    guard !self.isRunning else { return }
    self.calls += 1
    if limit > 3 && self.calls != 2 {
      self.view?.show("many") // "not this one"
    } else {
      self.view?.show("few \\(limit)")
    }
    guard let view = self.view else { return }
    view.show(String(describing: limit))
    switch limit {
    case 0:
      self.view?.show("none")
    default:
      break
    }
    Task { [weak self] value in
      self?.finish()
    }
  }

  func name(for id: Int) -> String? {
    return "n\\(id)"
  }

  func message() -> String {
    "Could not load."
  }

  @available(*, deprecated, message: "Use load(limit:).")
  func legacy() {
    self.view?.show("legacy")
  }
}

extension Presenter where Self: Sendable, Value == Int {
  var isEmpty: Bool { calls == 0 }
}

#if canImport(UIKit)
  final class Screen {
    func viewDidLoad() {
      label.text = "hidden"
    }
  }
#else
  func linuxOnly() {
    print("visible")
  }
#endif
let transform: (Int) -> Int = { value in value + 1 }
'''


class MutantsTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.found = mutants_of("Sources/M/Presenter.swift", SOURCE)
        cls.by_line = {}
        for mutant in cls.found.mutants:
            cls.by_line.setdefault(mutant.line, []).append(mutant)

    def kinds(self, line):
        return sorted(m.kind for m in self.by_line.get(line, []))

    def mutated(self, line, kind):
        return [m.mutated_line.strip() for m in self.by_line.get(line, []) if m.kind == kind]

    def test_comments_signatures_and_declarations_are_not_mutated(self):
        for line in (1, 3, 4, 5, 9, 17, 38, 42, 46, 47, 52):
            self.assertEqual(self.kinds(line), [], f"line {line}: {SOURCE.splitlines()[line - 1]}")

    def test_weak_is_dropped_on_properties_and_in_capture_lists(self):
        self.assertEqual(self.mutated(6, "weak"), ["var view: (any View)?"])
        self.assertEqual(self.mutated(33, "weak"), ["Task { [self] value in"])

    def test_property_initial_values_are_literals_to_replace(self):
        self.assertEqual(self.mutated(7, "integer"), ["private var calls = 1"])
        self.assertEqual(self.mutated(8, "boolean"), ["private var isRunning = true"])
        self.assertEqual(self.mutated(10, "string"), ['static let title = ""'])

    def test_an_init_keeps_the_assignments_the_compiler_requires(self):
        self.assertEqual(self.kinds(13), [])
        self.assertEqual(self.kinds(14), ["delete", "integer"])

    def test_guard_is_deleted_and_its_condition_negated(self):
        self.assertEqual(self.kinds(18), ["delete", "negate"])
        self.assertEqual(self.mutated(18, "negate"), ["guard self.isRunning else { return }"])

    def test_operators_flip_only_as_binary_operators(self):
        self.assertEqual(
            sorted(self.mutated(20, "flip")),
            ["if limit <= 3 && self.calls != 2 {", "if limit > 3 && self.calls == 2 {", "if limit > 3 || self.calls != 2 {"],
        )
        self.assertEqual(self.mutated(20, "integer"), ["if limit > 4 && self.calls != 2 {", "if limit > 3 && self.calls != 3 {"])
        self.assertNotIn("delete", self.kinds(20), "an if with an else is left whole")

    def test_strings_in_code_but_not_in_comments_or_attributes(self):
        self.assertEqual(self.mutated(21, "string"), ['self.view?.show("") // "not this one"'])
        self.assertEqual(self.mutated(23, "string"), ['self.view?.show("")'])
        self.assertEqual(self.kinds(46), [])

    def test_a_guard_that_binds_a_name_is_not_deleted(self):
        self.assertEqual(self.kinds(25), [])
        self.assertEqual(self.kinds(26), ["delete", "literal"])
        self.assertEqual(self.mutated(26, "literal"), ["view.show(String(describing: 1))"])

    def test_switch_labels_are_not_statements_but_case_bodies_are(self):
        self.assertEqual(self.kinds(28), [], "a pattern is not code to mutate")
        self.assertEqual(self.kinds(29), ["delete", "string"])
        self.assertEqual(self.kinds(31), [])

    def test_a_closure_header_is_not_a_statement(self):
        self.assertEqual(self.kinds(34), ["delete"])
        # Line 33's deletion is the whole `Task { … }` statement, not its header.
        deletion = next(m for m in self.by_line[33] if m.kind == "delete")
        self.assertEqual(SOURCE[deletion.start : deletion.end].splitlines()[-1].strip(), "}")

    def test_a_one_line_closure_keeps_its_value(self):
        self.assertEqual(self.kinds(67), ["integer"])

    def test_optional_results_return_nil(self):
        self.assertEqual(self.mutated(39, "nil"), ["return nil"])

    def test_an_implicit_return_is_not_deleted(self):
        self.assertEqual(self.kinds(43), ["string"])

    def test_computed_properties_are_code(self):
        self.assertEqual(self.mutated(53, "flip"), ["var isEmpty: Bool { calls != 0 }"])

    def test_code_the_compiler_does_not_see_on_linux_is_out_of_reach(self):
        self.assertEqual([m for m in self.found.mutants if 57 <= m.line <= 61], [])
        self.assertEqual(self.found.hidden_lines, {"canImport(UIKit)": 5})
        self.assertEqual(self.kinds(64), ["delete", "string"], "the #else branch is compiled on Linux")

    def test_every_mutant_changes_the_text_and_is_unique(self):
        texts = [mutate(SOURCE, m) for m in self.found.mutants]
        self.assertNotIn(SOURCE, texts)
        self.assertEqual(len(texts), len(set(texts)))


FIELDS = """import Foundation

struct Input {
  let cartID: UUID
  let productID: UUID
}

struct Request {
  let cartID: UUID
  let productID: UUID
  let quantity: Int
}

struct Response {
  let title: String
  let subtitle: String
  let total: Decimal
  let count: Int
  let isValid: Bool
  let note: String?
  static let shared: String = "x"
}

enum Event {
  case addedToCart(productID: UUID, quantity: Int, cartCount: Int)
}

final class Presenter {
  let input: Input
  var output: ((Event) -> Void)?

  init(input: Input) {
    self.input = input
  }

  func add(quantity: Int, request: Request, response: Response) {
    // Event(productID: request.productID, quantity: request.quantity)
    output?(.addedToCart(productID: self.input.productID, quantity: request.quantity, cartCount: response.count))
    let made = Request(cartID: self.input.cartID, quantity: quantity)
    print("Event(productID: \\(request.productID), quantity: \\(made))")
    send(Event.addedToCart(productID: request.productID, quantity: request.quantity, cartCount: 1))
  }

  static func viewModel(from response: Response, formatting: Formatting) -> ViewModel {
    ViewModel(
      title: response.title,
      subtitle: response.subtitle,
      total: formatting.number(response.total),
      count: formatting.number(response.count),
      isValid: response.isValid,
      note: response.note
    )
  }

  func make(title: String, subtitle: String, formatting: Formatting) -> Screen {
    Screen(title: title, subtitle: subtitle, formatting: formatting, rows: items.map(\\.title), state: .idle)
  }

  func unknown(thing: Thing) -> Row {
    Row(value: thing.value, other: $0, next: thing.next.call())
  }

  func signature(productID: UUID = UUID(), quantity: Int = 1) {}
}

#if canImport(UIKit)
  final class Screen {
    func show(response: Response) {
      label.set(title: response.title, subtitle: response.subtitle)
    }
  }
#endif
"""


class FieldMutantsTests(unittest.TestCase):
    """`swap` and `literal`: a field taken from another field of its type, or hard-coded."""

    @classmethod
    def setUpClass(cls):
        cls.lines = FIELDS.split("\n")
        cls.found = mutants_of("Sources/M/Presenter.swift", FIELDS).mutants

    def line_of(self, fragment):
        return next(number for number, line in enumerate(self.lines, start=1) if fragment in line)

    def mutated(self, fragment, kind):
        line = self.line_of(fragment)
        return sorted(m.mutated_line.strip() for m in self.found if m.line == line and m.kind == kind)

    def test_an_event_field_is_swapped_for_another_of_its_type_and_hard_coded(self):
        line = "output?(.addedToCart(productID: self.input.productID, quantity: request.quantity, cartCount: response.count))"
        self.assertEqual(
            self.mutated(line, "swap"),
            sorted([
                # the other UUID of the input, and the two Int fields for each other
                "output?(.addedToCart(productID: self.input.cartID, quantity: request.quantity, cartCount: response.count))",
                "output?(.addedToCart(productID: self.input.productID, quantity: response.count, cartCount: response.count))",
                "output?(.addedToCart(productID: self.input.productID, quantity: request.quantity, cartCount: request.quantity))",
            ]),
        )
        self.assertEqual(
            self.mutated(line, "literal"),
            sorted([
                "output?(.addedToCart(productID: UUID(), quantity: request.quantity, cartCount: response.count))",
                "output?(.addedToCart(productID: self.input.productID, quantity: 1, cartCount: response.count))",
                "output?(.addedToCart(productID: self.input.productID, quantity: request.quantity, cartCount: 1))",
            ]),
        )

    def test_fields_of_different_types_or_shapes_are_not_swapped(self):
        # UUID for Int, and a member access for a name: neither would compile or be asked for.
        self.assertEqual(
            self.mutated("let made = Request(", "swap"),
            ["let made = Request(cartID: self.input.productID, quantity: quantity)"],
        )
        self.assertEqual(
            self.mutated("let made = Request(", "literal"),
            ["let made = Request(cartID: UUID(), quantity: quantity)", "let made = Request(cartID: self.input.cartID, quantity: 1)"],
        )
        line = "send(Event.addedToCart(productID: request.productID, quantity: request.quantity, cartCount: 1))"
        self.assertEqual(self.mutated(line, "swap"), ["send(Event.addedToCart(productID: request.cartID, quantity: request.quantity, cartCount: 1))"])
        self.assertEqual(len(self.mutated(line, "literal")), 2, "a literal already is one")

    def test_a_view_model_built_field_by_field(self):
        self.assertEqual(self.mutated("title: response.title,", "swap"), ["title: response.subtitle,"])
        self.assertEqual(self.mutated("subtitle: response.subtitle,", "swap"), ["subtitle: response.title,"])
        self.assertEqual(self.mutated("title: response.title,", "literal"), ['title: "",'])
        # Passed on to a call that may take either: tried whatever the types.
        self.assertEqual(self.mutated("total: formatting.number(response.total),", "swap"), ["total: formatting.number(response.count),"])
        self.assertEqual(self.mutated("count: formatting.number(response.count),", "swap"), ["count: formatting.number(response.total),"])
        self.assertEqual(self.mutated("total: formatting.number(response.total),", "literal"), ["total: formatting.number(1),"])
        self.assertEqual(self.mutated("isValid: response.isValid,", "literal"), ["isValid: false,", "isValid: true,"])
        self.assertEqual(self.mutated("note: response.note", "literal"), ["note: nil"])
        self.assertEqual(self.mutated("note: response.note", "swap"), [], "no other String? field; a static one is not a field")

    def test_names_of_one_type_are_swapped_and_others_left_alone(self):
        line = "Screen(title: title, subtitle: subtitle, formatting: formatting"
        self.assertEqual(
            self.mutated(line, "swap"),
            [
                "Screen(title: subtitle, subtitle: subtitle, formatting: formatting, rows: items.map(\\.title), state: .idle)",
                "Screen(title: title, subtitle: title, formatting: formatting, rows: items.map(\\.title), state: .idle)",
            ],
        )
        # `formatting` has a type no literal is of; a call, a key path and `.idle` are not fields.
        self.assertEqual(len(self.mutated(line, "literal")), 2)

    def test_a_member_of_unknown_type_gets_zero_and_an_empty_string_and_nothing_else_is_a_field(self):
        self.assertEqual(
            self.mutated("Row(value: thing.value", "literal"),
            ['Row(value: "", other: $0, next: thing.next.call())', "Row(value: 0, other: $0, next: thing.next.call())"],
        )
        self.assertEqual(self.mutated("Row(value: thing.value", "swap"), [])

    def test_comments_strings_signatures_declarations_and_hidden_code_are_not_fields(self):
        for fragment in ("// Event(", 'print("Event(', "func signature(", "case addedToCart(", "func add(", "self.input = input", "label.set("):
            line = self.line_of(fragment)
            self.assertEqual([m for m in self.found if m.line == line and m.kind in ("swap", "literal")], [], fragment)

    def test_the_package_declarations_say_the_types_of_another_files_fields(self):
        source = "final class P {\n  func run(request: Request) {\n    send(Event(a: request.a, b: request.b))\n  }\n}\n"
        alone = [m.kind for m in mutants_of("P.swift", source).mutants if m.kind in ("swap", "literal")]
        # Unknown types: the two member accesses swapped both ways, each made 0 and "".
        self.assertEqual(sorted(alone), ["literal"] * 4 + ["swap"] * 2)
        models = read("Models.swift", "struct Request {\n  let a: UUID\n  let b: Int\n}\n")
        index = TypeIndex.of([models, read("P.swift", source)])
        known = sorted(m.mutated_line.strip() for m in mutants_of("P.swift", source, index).mutants if m.kind in ("swap", "literal"))
        self.assertEqual(known, ["send(Event(a: UUID(), b: request.b))", "send(Event(a: request.a, b: 1))"])


class EquivalentsTests(unittest.TestCase):
    """The shipped allow-list parses and marks the call counters' start and step, nothing else."""

    COUNTERS = """final class Calls {
  private var newest = 0
  private var loadCartCalls = 0
  private var isRunning = false

  func run() {
    newest += 1
    self.loadCartCalls += 1
    self.isRunning = true
  }
}
"""

    def test_a_translators_comment_is_equivalent_but_not_the_key_or_the_text(self):
        entries = load_equivalents(Path(__file__).resolve().parent / "equivalent.txt")
        source = 'func text() -> String {\n  NSLocalizedString("key", bundle: .module, value: "Pay", comment: "")\n}\n'
        marked = sorted(m.mutated_line.strip() for m in mutants_of("S.swift", source).mutants if any(e.matches(m) for e in entries))
        self.assertEqual(marked, ['NSLocalizedString("key", bundle: .module, value: "Pay", comment: "mutant")'])

    def test_only_the_counters_start_and_step_are_equivalent(self):
        entries = load_equivalents(Path(__file__).resolve().parent / "equivalent.txt")
        self.assertTrue(entries)
        marked = [
            (m.line, m.kind)
            for m in mutants_of("Calls.swift", self.COUNTERS).mutants
            if any(entry.matches(m) for entry in entries)
        ]
        self.assertEqual(marked, [(2, "integer"), (3, "integer"), (7, "integer"), (8, "integer")])


class LexerTests(unittest.TestCase):
    def test_strings_with_interpolation_and_nested_comments(self):
        tokens = tokenize('let a = "x \\("y") z" /* one /* two */ still */ + 1')
        self.assertEqual([t.text for t in tokens], ["let", "a", "=", '"x \\("y") z"', "+", "1"])

    def test_key_paths(self):
        tokens = tokenize("items.map(\\.title)")
        self.assertEqual([t.text for t in tokens], ["items", ".", "map", "(", "\\", ".", "title", ")"])

    def test_postfix_optional_is_not_an_operator(self):
        tokens = tokenize("self.view?.show(x!)")
        self.assertEqual([t.text for t in tokens], ["self", ".", "view", "?", ".", "show", "(", "x", "!", ")"])

    def test_conditions_on_linux(self):
        self.assertFalse(evaluate_condition("canImport(UIKit) && !os(watchOS)"))
        self.assertFalse(evaluate_condition("canImport(SwiftUI)"))
        self.assertTrue(evaluate_condition("DEBUG"))
        self.assertTrue(evaluate_condition("canImport(Observation)"))
        self.assertIsNone(evaluate_condition("SOME_FLAG"))


if __name__ == "__main__":
    unittest.main()
