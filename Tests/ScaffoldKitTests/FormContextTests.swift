import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Screen controls in the template context")
struct FormContextTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")

  private func useCase(request: String) throws -> ContextValue {
    let yaml = """
      name: Shop
      architecture: mvvm
      entities:
        - name: Address
          fields:
            - city: String
      useCases:
        - name: pay
          request:
      \(request)
          response:
            - id: String
      """
    let context = generator.context(for: try generator.module(from: SpecLoader.load(text: yaml, file: "S.yml")))
    guard case .list(let useCases) = context["useCases"], let useCase = useCases.first?["useCase"] else {
      Issue.record("no use case")
      return [:]
    }
    return useCase
  }

  private func checks(_ form: ContextValue?) -> [String] {
    guard case .list(let checks) = form?["checks"] else { return [] }
    return checks.compactMap { if case .string(let check)? = $0["check"] { check } else { nil } }
  }

  @Test("text and toggles are bound as they are; an empty optional text is nil")
  func textAndToggles() throws {
    let form = try useCase(request: "      - note: String\n      - memo: String?\n      - gift: Bool")["form"]
    #expect(
      checks(form) == ["let note = payNote", "let memo = payMemo.isEmpty ? nil : payMemo", "let gift = payGift"])
    #expect(form?["arguments"] == "note: note, memo: memo, gift: gift")
  }

  @Test("a number must parse before the call may run; an optional one may also be empty")
  func numbers() throws {
    let form = try useCase(request: "      - count: Int\n      - tip: Decimal?\n      - rate: Float")["form"]
    // Fractions through the module's NumberInput, in the user's locale and as a whole: not
    // Decimal(string:), which reads "2,50" as 2 and "12abc" as 12.
    #expect(
      checks(form) == [
        "guard let count = Int(payCount) else { return nil }", "let tip = ShopNumberInput.decimal(payTip)",
        "guard tip != nil || payTip.isEmpty else { return nil }",
        "guard let rate = ShopNumberInput.double(payRate).map(Float.init) else { return nil }",
      ])
  }

  @Test("a module declares its NumberInput when a screen reads a fraction, and only then")
  func readsNumbers() throws {
    let spec = "name: Shop\narchitecture: mvvm\nuseCases:\n  - name: pay\n    request:\n      - tip: Double?\n"
    let module = try generator.module(from: SpecLoader.load(text: spec, file: "S.yml"))
    #expect(generator.context(for: module)["readsNumbers"] == true)
    var headless = module
    headless.ui = .none
    #expect(generator.context(for: headless)["readsNumbers"] == false)
    let counted = try generator.module(
      from: SpecLoader.load(text: spec.replacingOccurrences(of: "Double?", with: "Int"), file: "S.yml"))
    #expect(generator.context(for: counted)["readsNumbers"] == false)
  }

  @Test("a collection is passed empty with no control; any other type is a property the app sets")
  func collectionsAndSettables() throws {
    let form = try useCase(request: "      - tags: \"[String]\"\n      - address: Address\n      - when: Date?")["form"]
    #expect(checks(form) == ["guard let address = payAddress else { return nil }", "let when = payWhen"])
    #expect(form?["arguments"] == "tags: [], address: address, when: when")
    guard case .list(let controls) = form?["controls"] else {
      Issue.record("no controls")
      return
    }
    #expect(controls.map { $0["control"]?["property"] } == ["payAddress", "payWhen"])
    #expect(controls.map { $0["control"]?["type"] } == ["Address?", "Date?"])
    #expect(controls.allSatisfy { $0["control"]?["isSettable"] == true })
  }
}
