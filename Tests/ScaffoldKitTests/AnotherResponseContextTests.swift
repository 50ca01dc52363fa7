import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// `useCase.anotherResponse`: the second sample a mapping test needs when a single one cannot tell
/// a Bool shown or sent from a constant equal to it.
@Suite("Another response sample")
struct AnotherResponseContextTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")

  private func useCases(_ yaml: String) throws -> [String: ContextValue] {
    let context = generator.context(for: try generator.module(from: SpecLoader.load(text: yaml, file: "S.yml")))
    guard case .list(let entries) = context["useCases"] else { return [:] }
    var byName: [String: ContextValue] = [:]
    for entry in entries {
      if let useCase = entry["useCase"], case .string(let name)? = useCase["name"] { byName[name] = useCase }
    }
    return byName
  }

  private let spec = """
    name: Checkout
    architecture: viper
    output:
      - name: applied
        fields:
          - accepted: Bool
    useCases:
      - name: applyCoupon
        kind: command
        request:
          - code: String
        response:
          - discount: Decimal
          - isValid: Bool
      - name: loadTotals
        response:
          - total: Decimal
          - count: Int
      - name: checkCode
        response:
          - isKnown: Bool
          - note: String
        viewModel:
          - note: String
      - name: accept
        kind: command
        response:
          - accepted: Bool
        viewModel:
          - message: String
        emits: applied
    """

  @Test("a Bool the view model shows gets a second sample: every value differs, every Bool turned over")
  func shownBool() throws {
    let applyCoupon = try #require(try useCases(spec)["applyCoupon"])
    #expect(applyCoupon["response"]?["sampleArguments"] == "discount: Decimal(1_002), isValid: false")
    let another = try #require(applyCoupon["anotherResponse"]?["useCase"])
    #expect(another["response"]?["sampleArguments"] == "discount: Decimal(1_005), isValid: true")
    #expect(another["viewModel"]?["fromResponseSample"] == "discount: formatting.number(Decimal(1_005)), isValid: true")
    // The same use case otherwise, and no copy inside the copy.
    #expect(another["name"] == "applyCoupon")
    #expect(another["request"]?["sampleArguments"] == applyCoupon["request"]?["sampleArguments"])
    #expect(another["anotherResponse"] == false)
  }

  @Test("no second sample where every shown value is distinct, or the Bool is not shown")
  func noBoolShown() throws {
    let useCases = try useCases(spec)
    #expect(useCases["loadTotals"]?["anotherResponse"] == false)
    #expect(useCases["checkCode"]?["anotherResponse"] == false)
  }

  @Test("a Bool the output event takes from the response gets one too, with the event's sample turned over")
  func sentBool() throws {
    let accept = try #require(try useCases(spec)["accept"])
    guard case .string(let first)? = accept["emission"]?["caseSample"],
      case .string(let second)? = accept["anotherResponse"]?["useCase"]?["emission"]?["caseSample"]
    else {
      Issue.record("accept has no emission sample, or no second one")
      return
    }
    #expect(first == ".applied(accepted: true)")
    #expect(second == ".applied(accepted: false)")
  }
}
