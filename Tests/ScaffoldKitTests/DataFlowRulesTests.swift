import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The rules of `input:`, `output:`, `emits:`, `kind:` and `payload:`: what is accepted, how it
/// reads back, and the exact text and position of every refusal.
@Suite("Data in, along routes and out")
struct DataFlowRulesTests {
  let generator = ModuleGenerator()

  private func module(_ yaml: String) throws -> Module {
    try generator.module(from: SpecLoader.read(text: yaml, file: "Spec.yml"), commandLine: CommandLineInput())
  }

  private func errors(_ yaml: String) -> [String] {
    SpecDiagnostics.printed { _ = try module(yaml) }
  }

  static let product = """
    name: ProductDetail
    architecture: viper
    entities:
      - name: Product
        fields:
          - title: String
    input:
      - productID: UUID
    output:
      - name: addedToCart
        fields:
          - productID: UUID
          - quantity: Int
          - cartCount: Int
      - closed
    useCases:
      - name: loadProduct
        onLoad: true
        request:
          - productID: UUID
        response:
          - product: Product
      - name: addToCart
        kind: command
        emits: addedToCart
        request:
          - productID: UUID
          - quantity: Int
        response:
          - cartCount: Int
    routes:
      - name: review
        payload:
          - productID: UUID
          - rating: Int
    """

  @Test("input fills request fields of its name and type; emits takes each field from response, request or input")
  func accepted() throws {
    let module = try module(Self.product)
    #expect(module.input.map(\.name.camel) == ["productID"])
    let load = try #require(module.useCases.first)
    #expect(load.requestFromInput == ["productID"])
    #expect(load.intentFields.isEmpty)
    #expect(load.runsOnLoad, "a query whose request the input fills may run on load")
    let add = try #require(module.useCases.last)
    #expect(add.kind == .command)
    #expect(add.intentFields.map(\.name.camel) == ["quantity"])
    #expect(add.emission?.values.map(\.source) == [.request, .request, .response])
    #expect(module.outputs.map(\.emittedBy) == [["addToCart"], []])
    #expect(module.routes.first?.payload.map(\.name.camel) == ["productID", "rating"])
  }

  @Test("the context gives the expressions templates place")
  func context() throws {
    let context = generator.context(for: try module(Self.product))
    let add = context["useCases"]?.listValue?.last?["useCase"]
    #expect(add?["requestArgumentsWithInput"] == .string("productID: self.input.productID, quantity: quantity"))
    #expect(
      add?["emission"]?["caseValue"]
        == .string(
          ".addedToCart(productID: request.productID, quantity: request.quantity, cartCount: response.cartCount)"))
    // The input's sample (seed 3), not the request's (seed 1), fills what the input fills.
    #expect(
      add?["requestSampleArguments"]?.stringValue?.hasPrefix(
        "productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361") == true)
    // A new value (seed 6) for the first field the input fills, and the worker request it makes.
    #expect(context["hasInputWrite"] == .bool(true))
    #expect(context["inputWrite"]?["field"] == .string("productID"))
    #expect(context["inputWrite"]?["useCase"] == .string("loadProduct"))
    #expect(
      context["inputWrite"]?["workerRequestArguments"]
        == .string("productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 156))"))
    let review = context["routes"]?.listValue?.first?["route"]
    #expect(review?["caseDeclaration"] == .string("review(productID: UUID, rating: Int)"))
    #expect(review?["casePattern"] == .string(".review(let productID, let rating)"))
    let closed = context["outputEvents"]?.listValue?.last?["event"]
    #expect(closed?["caseValue"] == .string(".closed"))
    #expect(closed?["sendName"] == .string("sendClosed"))
    #expect(closed?["isSentByView"] == .bool(true))
  }

  @Test("a new input's test takes the first query that reads the input, before a command listed earlier")
  func inputWritePrefersAQuery() throws {
    let context = generator.context(
      for: try module(
        """
        name: OrderDetail
        architecture: mvvm
        input:
          - orderID: UUID
        useCases:
          - name: cancelOrder
            kind: command
            request:
              - orderID: UUID
          - name: loadOrder
            request:
              - orderID: UUID
        """))
    #expect(context["inputWrite"]?["useCase"] == .string("loadOrder"))
    #expect(context["inputWrite"]?["isQuery"] == .bool(true))
    let staleOnInput = context["useCases"]?.listValue?.map { $0["useCase"]?["staleOnInput"] }
    #expect(staleOnInput == [.bool(false), .bool(true)])
  }

  /// A button can send only an event it knows every field of: one with fields keeps its send
  /// method, for the team's code (a row's selection), but gets no button and no title for one.
  @Test(
    "only an event with no fields and no emitter has a button, its title and its identifier",
    arguments: Architecture.allCases)
  func eventControls(_ architecture: Architecture) throws {
    let spec = """
      name: AddressBook
      architecture: \(architecture.rawValue)
      ui: uikit
      output:
        - name: picked
          fields: [postalCode: String]
        - closed
      useCases: [loadAddresses]
      """
    let built = try module(spec)
    let events = generator.context(for: built)["outputEvents"]?.listValue?.map { $0["event"] }
    #expect(events?.map { $0?["hasControl"] } == [.bool(false), .bool(true)])
    let files = try generator.plan(for: built).files
    let texts = files.filter { $0.path.hasSuffix(".strings") || $0.path.hasSuffix("Strings.swift") }
    #expect(texts.count == 2)
    for file in texts {
      #expect(file.contents.contains("AddressBook.closed.action"), "\(file.path)")
      #expect(!file.contents.contains("AddressBook.picked.action"), "\(file.path)")
    }
    let sources = files.filter { $0.path.hasPrefix("Sources/") }.map(\.contents).joined()
    #expect(sources.contains("func sendPicked(postalCode: String)"))
    #expect(sources.contains("closedButton") && !sources.contains("pickedButton"))
  }

  @Test("an unknown event, a field no source provides and a field of another type are refused at 'emits:'")
  func emissionErrors() {
    let spec = """
      name: Cart
      architecture: mvvm
      output:
        - name: paid
          fields:
            - receiptID: String
            - total: Decimal
      useCases:
        - name: pay
          emits: payed
        - name: refund
          emits: paid
          response:
            - total: Int
      """
    #expect(
      errors(spec) == [
        "Spec.yml:10:12: error: use case 'pay' emits 'payed', which 'output:' does not declare; did you mean 'paid'?; use one of paid, or add 'payed' to 'output:'",
        "Spec.yml:12:12: error: use case 'refund' emits 'paid', but no source provides its field 'receiptID: String' of output event 'paid': its response, its request and the module's input have no field of that name; add 'receiptID: String' to the response, the request or 'input:'",
        "Spec.yml:12:12: error: use case 'refund' emits 'paid', but its field 'total: Decimal' of output event 'paid' has another type where it is found: the response's is Int; give the fields one type",
      ])
  }

  @Test("an unknown kind, a command on load, and a request field typed apart from the input field are refused")
  func kindAndInputErrors() {
    let spec = """
      name: Cart
      architecture: vip
      input:
        - cartID: UUID
      useCases:
        - name: load
          kind: querry
        - name: pay
          kind: command
          onLoad: true
        - name: apply
          request:
            - cartID: String
      """
    #expect(
      errors(spec) == [
        "Spec.yml:7:11: error: unknown use case kind 'querry' (useCases[0].kind); did you mean 'query'?; use 'query' (newest call wins, leaving cancels it) or 'command' (one at a time, never dropped)",
        "Spec.yml:10:13: error: use case 'pay' is a command and runs on load: opening a screen must never pay, send or delete; remove 'onLoad: true', or make it a query ('kind: query')",
        "Spec.yml:13:17: error: request field 'cartID' of use case 'apply' is String, but the input field of that name is UUID; a request field with an input field's name is filled from it; give both the same type, or rename the request field",
      ])
  }

  @Test("an event the view sends may not make the code declare a member a use case already does")
  func eventMemberClash() throws {
    let spec = try SpecLoader.read(
      text: """
        name: Cart
        output:
          - closed
        useCases:
          - sendClosed
        """, file: "Spec.yml")
    var reserved = ReservedNames(useCaseMembers: ["{name}"], outputMembers: ["send{Name}"])
    reserved.members = []
    let sendClosed = try #require(Name("sendClosed"))
    let closed = try #require(Name("closed"))
    var collector = DiagnosticCollector()
    GeneratedMemberRules.check(
      GeneratedMemberRules.declarations(
        useCases: [
          UseCase(
            name: sendClosed, request: [], response: [], viewModel: [], viewModelMirrorsResponse: true)
        ],
        routes: [], outputs: [OutputEvent(name: closed, fields: [])], specs: spec, reserved: reserved),
      reserved: reserved, into: &collector)
    #expect(
      collector.diagnostics.map(\.description) == [
        "Spec.yml:3:5: error: output event 'closed' makes the generated code declare 'sendClosed', as use case 'sendClosed' already does; rename one of them"
      ])
  }

  @Test("an input field may not take a member the template derives from a use case")
  func inputMemberClash() {
    let spec = """
      name: Cart
      architecture: vip
      input:
        - loadResponse: String
        - isPayRunning: Bool
      useCases:
        - load
        - name: pay
          kind: command
      """
    #expect(
      errors(spec) == [
        "Spec.yml:4:5: error: input field 'loadResponse' clashes with 'loadResponse', which the generated code declares for use case 'load'; rename the input field, such as 'loadResponseValue'",
        "Spec.yml:5:5: error: input field 'isPayRunning' clashes with 'isPayRunning', which the generated code declares for use case 'pay'; rename the input field, such as 'isPayRunningValue'",
      ])
  }

  @Test("an input field nothing reads is a note at its position, not an error")
  func unusedInputNote() throws {
    let module = try module(
      """
      name: Legal
      architecture: mvc
      input:
        - documentID: String
        - locale: String
      useCases:
        - name: load
          request:
            - documentID: String
      """)
    #expect(
      module.notes == [
        "Spec.yml:5:5: input field 'locale' is read by no request and no output event; the roles hold it "
          + "(as input.locale), but nothing generated uses it: add it to a use case's request to send it"
      ])
  }

  @Test("inputs, outputs, kinds, emissions and payloads survive the record: read back, they give the same module")
  func recordRoundTrip() throws {
    let original = try module(Self.product)
    let record = NormalizedSpec.value(of: original)
    let text = record.jsonText()
    let readBack = try module(text)
    #expect(readBack.input == original.input)
    #expect(readBack.outputs == original.outputs)
    #expect(readBack.useCases == original.useCases)
    #expect(readBack.routes == original.routes)
  }
}

extension ContextValue {
  fileprivate var listValue: [ContextValue]? {
    if case .list(let elements) = self { return elements }
    return nil
  }

  fileprivate var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
