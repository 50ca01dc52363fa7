import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Every rule of the formatting stage, pinned on small inputs. `SwiftLayoutOracleTests` holds the
/// same outputs to swift-format itself.
@Suite("Layout: re-indentation and joining")
struct SwiftLayoutIndentationTests {
  @Test("each template level (two spaces) becomes one level of the chosen unit; an odd space stays")
  func reindents() {
    let layout = SwiftLayout(indentation: 4, lineLength: 120)
    #expect(
      layout.format("struct A {\n  func f() {\n    g()\n   // aligned\n  }\n}")
        == "struct A {\n    func f() {\n        g()\n     // aligned\n    }\n}")
    #expect(SwiftLayout(indentation: 2, lineLength: 120).format("  a\n\n    b") == "  a\n\n    b")
  }

  @Test("blank lines lose their spaces")
  func emptiesBlankLines() {
    #expect(SwiftLayout(indentation: 4, lineLength: 120).format("a\n    \nb") == "a\n\nb")
  }

  @Test("a multi-line string's lines move as its opening line moved, so its value is unchanged")
  func keepsMultilineStrings() {
    let text = "  let s = \"\"\"\n    text\n      more\n    \"\"\"\n  next()"
    let expected = "    let s = \"\"\"\n      text\n        more\n      \"\"\"\n    next()"
    #expect(SwiftLayout(indentation: 4, lineLength: 120).format(text) == expected)
  }

  @Test("a block comment's lines move as its first line moved")
  func keepsBlockComments() {
    #expect(
      SwiftLayout(indentation: 4, lineLength: 120).format("  /* a\n     b */\n  c") == "    /* a\n       b */\n    c")
  }

  @Test("a list broken by hand is joined, its trailing comma dropped, when it then fits")
  func joinsHandBrokenLists() {
    let text = "let a = f(\n  x,\n  y,\n)\nlet b = [\n  1,\n  2,\n]\nlet c = g(h)\n  .i()"
    #expect(
      SwiftLayout(indentation: 2, lineLength: 100).format(text)
        == "let a = f(x, y)\nlet b = [1, 2]\nlet c = g(h)\n  .i()")
  }

  @Test("a list holding a closure's body, a comment or a #if stays as written")
  func keepsListsThatCannotJoin() {
    let closure = "f(\n  a: { x in\n    x\n  },\n  b: 1\n)"
    let comment = "f(\n  a,  // why\n  b\n)"
    let directive = "let a = [\n  1,\n  #if DEBUG\n  2,\n  #endif\n]"
    let layout = SwiftLayout(indentation: 2, lineLength: 100)
    #expect(layout.format(closure) == closure)
    #expect(layout.format(comment) == comment)
    #expect(layout.format(directive) == directive)
  }

  @Test("joining never glues a member access to a comma, nor an operator to a dot")
  func joinsWithTheRightSpace() {
    #expect(LineJoiner.join("f(a,", ".b)") == "f(a, .b)")
    #expect(LineJoiner.join("x == [", ".running,") == "x == [.running,")
    #expect(LineJoiner.join("value", ".member") == "value.member")
    #expect(LineJoiner.join("a ==", ".b") == "a == .b")
  }
}

@Suite("Layout: breaking long lines")
struct SwiftLayoutBreakingTests {
  func laidOut(_ text: String, length: Int = 40, indentation: Int = 2) -> String {
    SwiftLayout(indentation: indentation, lineLength: length).format(text)
  }

  @Test("a line that fits stays; one longer breaks its outermost argument list, one per line")
  func breaksArguments() {
    #expect(laidOut("f(a, b)") == "f(a, b)")
    #expect(
      laidOut("let value = makeThing(first: 1, second: 2, third: 3)")
        == "let value = makeThing(\n  first: 1,\n  second: 2,\n  third: 3\n)")
  }

  @Test("a collection of several elements gets a trailing comma; one element or arguments get none")
  func trailingCommas() {
    #expect(
      laidOut("let list = [alphaValue, betaValue, gammaValue]")
        == "let list = [\n  alphaValue,\n  betaValue,\n  gammaValue,\n]")
    #expect(
      laidOut("let list = [someVeryLongElementNameHere.value]")
        == "let list = [\n  someVeryLongElementNameHere.value\n]")
  }

  @Test("what is still too long breaks again, one level further in")
  func recurses() {
    let text = "    #expect(result == [Item(identifier: 1, name: \"n\")])"
    #expect(
      laidOut(text, indentation: 4)
        == "        #expect(\n            result == [\n                Item(\n                    identifier: 1,\n                    name: \"n\"\n                )\n            ]\n        )"
    )
  }

  @Test("commas in strings, interpolations and generic lists are not the list's")
  func scansStringsAndGenerics() {
    #expect(
      laidOut("let text = describe(\"a, b\", \"\\(f(x, y))\", z)")
        == "let text = describe(\n  \"a, b\",\n  \"\\(f(x, y))\",\n  z\n)")
    let generic = LineScanner.scan("f(Result<A, B>.self, c)", from: .code)
    #expect(generic.groups.first { $0.opener == "(" }?.commas.count == 1)
  }

  @Test("a closure's body goes on its own lines, after its `in`")
  func breaksClosures() {
    #expect(
      laidOut("let task = Task { [weak self] in await self?.loadEverything() }")
        == "let task = Task { [weak self] in\n  await self?.loadEverything()\n}")
  }

  @Test("a comparison with a call breaks before the operator; with a collection, inside it")
  func breaksAtOperators() {
    #expect(
      laidOut("#expect(output == .paid(receipt: receiptValue))", length: 30)
        == "#expect(\n  output\n    == .paid(\n      receipt: receiptValue\n    )\n)")
    #expect(
      laidOut("if firstCondition || secondCondition || third {", length: 40)
        == "if firstCondition || secondCondition\n  || third\n{")
  }

  @Test("an assignment breaks after its `=` when there is no list, or when the call's bracket would not fit")
  func breaksAssignments() {
    #expect(
      laidOut("isEnabled = !isRunning && call != nil && other") == "isEnabled =\n  !isRunning && call != nil && other")
  }

  @Test("a declaration breaks after its `=` when the part before fits, else after its colon")
  func breaksDeclarations() {
    #expect(laidOut("private var states: [State<ViewModel>] = []") == "private var states: [State<ViewModel>] =\n  []")
    #expect(
      laidOut("private var statesOfTheScreen: [State<ViewModel>] = []")
        == "private var statesOfTheScreen:\n  [State<ViewModel>] = []")
    #expect(
      laidOut("let handler: @MainActor (Route, Store?) -> Void") == "let handler:\n  @MainActor (Route, Store?) -> Void"
    )
  }

  @Test("a modifier's parentheses are never broken")
  func keepsModifiers() {
    #expect(
      laidOut("@Published private(set) var loading: State<Value> = .idle")
        == "@Published private(set) var loading:\n  State<Value> = .idle")
  }

  @Test("guard, type, func and case headers break at their keywords")
  func breaksStatementHeaders() {
    #expect(
      laidOut("guard let value = makeValue(first, second) else { return }")
        == "guard\n  let value = makeValue(first, second)\nelse { return }")
    #expect(
      laidOut("final class Router<Handler: Handling>: Routing {")
        == "final class Router<Handler: Handling>:\n  Routing\n{")
    #expect(
      laidOut("private func makeRequestForTheScreen() -> Request {")
        == "private func makeRequestForTheScreen()\n  -> Request\n{")
    #expect(
      laidOut("func testSomethingLongEnoughToBreak() async {") == "func testSomethingLongEnoughToBreak() async\n{")
    #expect(laidOut("case .running: ProgressView(title).id(ids)") == "case .running:\n  ProgressView(title).id(ids)")
    #expect(
      laidOut(") -> any Presenting where Handler.Screen == Route {")
        == ") -> any Presenting\nwhere Handler.Screen == Route {")
  }

  @Test("a modifier under a call broken over several lines moves under its closing parenthesis")
  func alignsModifiers() {
    let text = "    LabeledContent(someLabelText, value: someValueText)\n      .id(identifier)"
    #expect(
      laidOut(text, indentation: 2)
        == "    LabeledContent(\n      someLabelText,\n      value: someValueText\n    )\n    .id(identifier)")
  }

  @Test("a member access chain breaks before its last dot that fits")
  func breaksMemberAccess() {
    #expect(
      laidOut("        AccessibilityIdentifiers.LoadCart.totalTextField,", length: 50)
        == "        AccessibilityIdentifiers.LoadCart\n          .totalTextField,")
  }

  @Test("a line with nothing to break, a long string or a comment's single word, is left as it is")
  func leavesUnbreakableLines() {
    let long = "\"a string literal far longer than the line of forty\""
    #expect(laidOut(long) == long)
    let word = "// averyveryveryveryverylongwordthatcannotwrap"
    #expect(laidOut(word) == word)
  }

  @Test("a comment line longer than the limit wraps at words, with its prefix; a doc comment's code stays")
  func wrapsComments() {
    #expect(
      laidOut("  /// One two three four five six seven eight nine ten.")
        == "  /// One two three four five six seven\n  /// eight nine ten.")
    #expect(
      laidOut("// one two three four five six seven eight nine")
        == "// one two three four five six seven\n// eight nine")
    let code = "///     let value = makeSomethingLongEnough(first, second)"
    #expect(laidOut(code) == code)
  }

  @Test("a line of exactly the limit stays, unless it holds a collection of several elements")
  func measuresTheLimit() {
    #expect(laidOut("let v = call(aaaaaaaaaaaaaaaaaaaaaaaaaa)").count == 40)
    #expect(laidOut("let v = [aaaaaaaaaaaaaaaaaaaaaa, bbbbbb]").contains("\n"))
  }
}
