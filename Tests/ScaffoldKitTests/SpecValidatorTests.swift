import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// Every validation rule, through the same entry point the CLI uses, pinning the exact text and
/// position of each error.
@Suite("Spec validation")
struct SpecValidatorTests {
  let generator = ModuleGenerator()

  private func module(_ yaml: String, _ commandLine: CommandLineInput = CommandLineInput()) throws -> Module {
    try generator.module(from: SpecLoader.read(text: yaml, file: "Spec.yml"), commandLine: commandLine)
  }

  /// The diagnostics a spec produces, as printed.
  private func errors(_ yaml: String, _ commandLine: CommandLineInput = CommandLineInput()) -> [String] {
    SpecDiagnostics.printed { _ = try module(yaml, commandLine) }
  }

  @Test("a viewModel the template never reads is accepted with a note at its position")
  func ignoredViewModel() throws {
    let spec = """
      name: Cart
      architecture: mvc
      useCases:
        - name: loadCart
          response:
            - total: Decimal
          viewModel:
            - total: String
        - name: pay
          kind: command
        - name: clear
          viewModel: []
          kind: command
      """
    // Every built-in reads view models; a team's template made without them does not.
    var plain = try Template.builtIn(.mvc)
    plain.manifest.name = "plain"
    plain.files = plain.files.filter { !$0.value.contains("useCase.viewModel") }
    plain.partials = plain.partials.filter { !$0.value.contains("useCase.viewModel") }
    let read = try SpecLoader.read(text: spec, file: "Spec.yml")
    #expect(
      IgnoredSpecParts.notes(for: read, template: plain) == [
        "Spec.yml:8:9: the viewModel of use case 'loadCart' is ignored: template 'plain' has no view models; "
          + "remove it, or use a template that has them (mvc, mvp, mvvm, viper, vip)",
        "Spec.yml:11:11: the viewModel of use case 'clear' is ignored: template 'plain' has no view models; "
          + "remove it, or use a template that has them (mvc, mvp, mvvm, viper, vip)",
      ])
    for architecture in ["mvc", "mvp", "mvvm", "viper", "vip"] {
      let other = spec.replacingOccurrences(of: "architecture: mvc", with: "architecture: \(architecture)")
      #expect(try module(other).notes.isEmpty, "\(architecture) reads view models")
    }
  }

  @Test("a template reads a key only if it names that key, not a longer one")
  func templateReadsKey() throws {
    var template = try Template.builtIn(.mvc)
    template.files = template.files.filter { !$0.value.contains("useCase.viewModel") }
    template.partials = template.partials.filter { !$0.value.contains("useCase.viewModel") }
    #expect(!template.reads("useCase.viewModel"))
    template.partials["mirror"] = "{{#useCase.viewModelMirrorsResponse}}x{{/useCase.viewModelMirrorsResponse}}"
    #expect(!template.reads("useCase.viewModel"))
    template.partials["fields"] = "{{#useCase.viewModel.fields}}{{field.name}}{{/useCase.viewModel.fields}}"
    #expect(template.reads("useCase.viewModel"))
  }

  @Test("an unknown type is reported at its position with a suggestion")
  func unknownType() {
    let found = errors(
      """
      name: Checkout
      architecture: vip
      entities:
        - name: Address
          fields:
            - street: String
      useCases:
        - name: pay
          request:
            - address: Adress
      """)
    #expect(
      found == [
        "Spec.yml:10:18: error: unknown type 'Adress' in useCases[0].request.address; did you mean 'Address'?; types must be Swift standard/Foundation value types or entities of this spec"
      ])
  }

  @Test("text that is not type syntax is rejected, so nothing can be injected")
  func injection() {
    let found = errors(
      """
      name: Login
      architecture: viper
      useCases:
        - name: signIn
          request:
            - email: "String) { evil() }"
      """)
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix(
        "Spec.yml:6:23: error: 'String) { evil() }' in useCases[0].request.email is not a Swift type: unexpected ')'")
        == true)
  }

  @Test("every problem is reported at once")
  func collectsEverything() {
    let found = errors(
      """
      name: 9Lives
      architecture: viper
      entities:
        - name: Item
          fields:
            - class: String
      useCases:
        - name: load
          response:
            - items: "[Itme]"
      routes:
        - name: "home page"
      """)
    #expect(found.count == 4)
    #expect(found.map { $0.prefix(14) } == ["Spec.yml:1:7: ", "Spec.yml:6:9: ", "Spec.yml:10:18", "Spec.yml:12:16"])
  }

  @Test("with no use case, one named load is generated")
  func defaultUseCase() throws {
    let module = try module("name: Login\narchitecture: viper\n")
    #expect(module.useCases.map(\.name.camel) == ["load"])
  }

  @Test("names from the command line are normalised")
  func commandLineNames() throws {
    let module = try generator.module(
      from: ModuleSpec(),
      commandLine: CommandLineInput(
        name: "user-profile", architecture: .vip, useCases: ["load_orders"], routes: ["order-details"]))
    #expect(module.name.pascal == "UserProfile")
    #expect(module.useCases.map(\.name.camel) == ["loadOrders"])
    #expect(module.routes.map(\.name.camel) == ["orderDetails"])
  }

  @Test("the spec and the command line must agree on name and architecture")
  func disagreement() {
    let found = errors(
      "name: Login\narchitecture: vip\n", CommandLineInput(name: "SignIn", architecture: .viper))
    #expect(
      found == [
        "Spec.yml:1:7: error: the spec names the module 'Login' but the command line says 'SignIn'; make them agree, or leave the name out of one of them",
        "Spec.yml:2:15: error: the spec says 'architecture: vip' but the command is 'viper'; make them agree, or use 'scaffold generate' to follow the spec",
      ])
    #expect(errors("name: login\n", CommandLineInput(name: "Login", architecture: .viper)).isEmpty)
  }

  @Test("structural problems and rule violations are reported together, in file order")
  func structuralAndRuleErrorsTogether() {
    let found = errors(
      """
      name: 1abc
      sumary: A typo.
      architecture: viper
      routes: [7up]
      """)
    #expect(found.map { String($0.prefix(13)) } == ["Spec.yml:1:7:", "Spec.yml:2:1:", "Spec.yml:4:10"])
  }

  @Test("a missing or unknown architecture and a missing name are reported")
  func architecture() {
    #expect(
      errors("name: Login\narchitecture: viperr\n") == [
        "Spec.yml:2:15: error: unknown architecture 'viperr'; did you mean 'viper'?; use one of viper, vip, mvp, mvc, mvvm"
      ])
    #expect(errors("name: Login\n").first?.hasPrefix("Spec.yml:1:1: error: no architecture is given") == true)
    #expect(errors("architecture: vip\n").first?.hasPrefix("Spec.yml:1:1: error: the module has no name") == true)
  }

  @Test("duplicates are reported with the first place")
  func duplicates() {
    let found = errors(
      """
      name: Shop
      architecture: viper
      entities:
        - name: Item
        - name: item
      useCases:
        - load
        - name: load
          request:
            - id: Int
            - ID: Int
      routes: [home, home]
      """)
    #expect(
      found == [
        "Spec.yml:5:11: error: entity 'Item' is declared again (first at Spec.yml:4:11); rename or remove one of them",
        "Spec.yml:8:11: error: use case 'load' is declared again (first at Spec.yml:7:5); rename or remove one of them",
        "Spec.yml:12:16: error: route 'home' is declared again (first at Spec.yml:12:10); rename or remove one of them",
      ])
  }

  @Test("fields that repeat or take a name the generated code uses are rejected")
  func fieldClashes() {
    let found = errors(
      """
      name: Shop
      architecture: viper
      useCases:
        - name: load
          request:
            - id: Int
            - ID: String
            - request: String
      """)
    #expect(found.count == 2)
    #expect(found[0].hasPrefix("Spec.yml:7:9: error: field 'id' appears twice in useCases[0].request"))
    #expect(
      found[1].hasPrefix("Spec.yml:8:9: error: field 'request' (useCases[0].request.request) clashes with 'request'"))
  }

  @Test("entities may not take the module's name or a generated type's name")
  func entityClashes() {
    let found = errors(
      """
      name: Shop
      architecture: viper
      entities:
        - name: Shop
        - name: ShopPresenter
        - name: Load
        - name: Response
      """)
    #expect(found.count == 4)
    // The default use case has no place in the file, so its error comes first. Its models are
    // nested (`ShopModels.Load.Request`), where an entity named `Load` or `Response` would be
    // hidden by the generated type of that name.
    #expect(found[0].contains("use case 'load' would declare 'Load'"))
    #expect(found[1].contains("entity 'Shop' has the module's own name"))
    #expect(found[2].contains("entity 'ShopPresenter' clashes with a type the template generates"))
    #expect(found[3].contains("entity 'Response' clashes with a type the template generates"))
  }

  @Test("in VIP a use case may not share its name with an entity")
  func vipUseCaseClash() {
    let found = errors(
      """
      name: Shop
      architecture: vip
      entities:
        - name: CartItem
      useCases:
        - cartItem
        - response
      """)
    #expect(found.count == 2)
    #expect(found[0].contains("use case 'cartItem' would declare 'CartItem'"))
    #expect(found[1].contains("use case 'response' clashes with 'response'"))
  }

  @Test(
    "a use case may not take the module's own name: its nested types would hide the module in its interface",
    arguments: Architecture.allCases)
  func useCaseNamedLikeTheModule(_ architecture: Architecture) {
    #expect(
      errors("name: Search\narchitecture: \(architecture.rawValue)\nuseCases: [search]\n")
        == [
          "Spec.yml:3:12: error: use case 'search' would declare 'Search', the module's own name, which would hide "
            + "the module in its library interface; name the use case for what it does, such as 'searchItems'"
        ])
  }

  @Test("a route may not share its name with a use case")
  func routeClash() {
    #expect(
      errors("name: Shop\narchitecture: vip\nuseCases: [load]\nroutes: [load]\n").first
        == "Spec.yml:4:10: error: route 'load' has the same name as the use case 'load'; "
        + "name routes after their destination, such as 'loadDetails'")
  }

  @Test("two names that make the generated code declare the same member are rejected")
  func generatedMemberClashes() {
    #expect(
      errors("name: Shop\narchitecture: viper\nuseCases: [showConfirmation]\nroutes: [confirmation]\n") == [
        "Spec.yml:4:10: error: route 'confirmation' makes the generated code declare 'showConfirmation', as use case 'showConfirmation' already does; rename one of them"
      ])
    #expect(
      errors("name: Shop\narchitecture: vip\nuseCases: [load, presentLoad]\n") == [
        "Spec.yml:3:18: error: use case 'presentLoad' makes the generated code declare 'presentLoad', as use case 'load' already does; rename one of them"
      ])
    #expect(errors("name: Shop\narchitecture: viper\nuseCases: [handledRoutes]\n").count == 1)
  }

  @Test("an entity that contains itself inline is rejected; through an array it is fine")
  func containmentCycles() {
    let found = errors(
      """
      name: Tree
      architecture: viper
      entities:
        - name: Node
          fields:
            - parent: Node?
        - name: A
          fields:
            - b: B
        - name: B
          fields:
            - a: "A?"
        - name: Folder
          fields:
            - children: "[Folder]"
            - byName: "[String: Folder]"
      """)
    #expect(
      found == [
        "Spec.yml:4:11: error: entity 'Node' contains itself: Node → Node; hold the inner value in an array (such as '[Node]'), or remove one link",
        "Spec.yml:7:11: error: entity 'A' contains itself: A → B → A; hold the inner value in an array (such as '[A]'), or remove one link",
      ])
  }

  @Test("onLoad is a strict boolean and only for use cases without request fields")
  func onLoad() throws {
    let found = errors(
      """
      name: Shop
      architecture: viper
      useCases:
        - name: load
          onLoad: yes
        - name: search
          onLoad: true
          request:
            - query: String
      """)
    #expect(found.count == 2)
    #expect(
      found.first
        == "Spec.yml:5:13: error: useCases[0].onLoad must be true or false, not 'yes'; write 'true' or 'false'")
    #expect(
      found.last?.hasPrefix("Spec.yml:7:13: error: use case 'search' runs on load but takes request fields") == true)
    #expect(
      try module("name: Shop\narchitecture: vip\nuseCases:\n  - name: load\n    onLoad: true\n").useCases[0].runsOnLoad)
    #expect(try module("name: Shop\narchitecture: vip\nuseCases: [load]\n").useCases[0].runsOnLoad == false)
    #expect(try module("name: Shop\narchitecture: vip\n").useCases[0].runsOnLoad)
  }

  @Test("platforms and the tools version are checked and normalised")
  func packageSettings() throws {
    let module = try module(
      "name: P\narchitecture: vip\nplatforms:\n  iOS: \"17\"\n  visionOS: \"1.2\"\nswiftToolsVersion: \"6.1\"\n")
    #expect(module.package.platforms.map { "\($0.platform) \($0.version)" } == ["iOS 17.0", "visionOS 1.2"])
    #expect(module.package.toolsVersion == "6.1")
    #expect(try self.module("name: P\narchitecture: vip\n").package == .default)
    #expect(module.package.supportsObservation)
    #expect(!PackageSettings.default.supportsObservation)
    let found = errors(
      """
      name: P
      architecture: viper
      platforms:
        iOS: "15.4"
        macOs: "14.0"
        tvOS: 16.x
      swiftToolsVersion: "5.10"
      """)
    #expect(
      found == [
        "Spec.yml:4:9: error: iOS 15.4 is older than the generated code supports; use iOS 16 or later (the code uses Swift concurrency's Duration APIs)",
        "Spec.yml:5:3: error: unknown platform 'macOs'; did you mean 'macOS'?; use one of iOS, macOS, tvOS, watchOS, visionOS, macCatalyst",
        "Spec.yml:6:9: error: '16.x' is not a version for tvOS; write it like \"16.0\", in quotes",
        "Spec.yml:7:21: error: swiftToolsVersion 5.10 is older than 6.0; use 6.0 or later: the generated code needs Swift 6 language mode",
      ])
  }

  @Test("names found by fuzzing: refused only where the generated code would not compile")
  func fuzzedNames() throws {
    // Every built-in nests `enum Type` (the metatype) in `KeyboardModels`.
    for architecture in Architecture.allCases {
      #expect(
        errors("name: Keyboard\narchitecture: \(architecture.rawValue)\nuseCases: [type]\n").first?
          .contains("would declare 'Type'") == true)
    }
    // VIP's models are `CalendarModels`, so no built-in declares a type of the module's name;
    // a template that does (`{Module}`) may not take a Foundation type's name (`enum Calendar`
    // would be ambiguous with Foundation's).
    #expect(try module("name: Calendar\narchitecture: vip\n").name.pascal == "Calendar")
    #expect(try module("name: Calendar\narchitecture: viper\n").name.pascal == "Calendar")
    var declaring = try Template.builtIn(.vip)
    declaring.manifest.reserved.types.append("{Module}")
    let template = declaring
    let strict = ModuleGenerator(templateSource: { _ in template })
    #expect {
      try strict.module(from: SpecLoader.read(text: "name: Calendar\narchitecture: vip\n", file: "Spec.yml"))
    } throws: { error in
      "\(error)".contains("is also a Foundation type")
    }
    // An entity named like a module hides it (`@Suite` expands to `Testing.…`).
    #expect(
      errors("name: Shop\narchitecture: viper\nentities: [{name: Testing}]\n").first?.contains("system module") == true)
    // A use case named after a Foundation or standard type would hide it from the fields beside
    // it (`LoginModels.Data`).
    #expect(try module("name: Login\narchitecture: viper\nuseCases: [submit]\n").useCases.count == 1)
    #expect(errors("name: Login\narchitecture: viper\nuseCases: [data, result]\n").count == 2)
    // Only request fields meet the presenter's locals; contextual keywords are fine names.
    #expect(
      try module(
        "name: Shop\narchitecture: viper\nentities: [{name: Item, fields: [{message: String}, {open: Bool}, {actor: Int}]}]\n"
      ).entities.count == 1)
    #expect(
      errors("name: Shop\narchitecture: viper\nuseCases: [{name: send, request: [{message: String}]}]\n").count == 1)
    #expect(
      errors("name: \(String(repeating: "a", count: 101))\narchitecture: viper\n").first?.contains("more than 100")
        == true)
  }

  @Test("summaries are kept to one line")
  func summariesOnOneLine() throws {
    let module = try module(
      "name: Shop\narchitecture: viper\nsummary: |\n  One.\n  Two.\nroutes: [{name: home, summary: \"a\\n b\"}]\n")
    #expect(module.summary == "One. Two.")
    #expect(module.routes.first?.summary == "a b")
  }

  @Test("the test library comes from the spec, and the command line overrides it")
  func testingLibrary() throws {
    #expect(try module("name: P\narchitecture: vip\n").testing == .swiftTesting)
    #expect(try module("name: P\narchitecture: vip\ntesting: xctest\n").testing == .xctest)
    #expect(
      try module("name: P\narchitecture: vip\ntesting: xctest\n", CommandLineInput(testing: .swiftTesting)).testing
        == .swiftTesting)
    #expect(
      errors("name: P\narchitecture: vip\ntesting: xctests\n") == [
        "Spec.yml:3:10: error: unknown test library 'xctests'; did you mean 'xctest'?; use one of swift-testing, xctest"
      ])
  }

  @Test("the user interface comes from the spec, and the command line overrides it")
  func userInterface() throws {
    #expect(try module("name: P\narchitecture: mvp\n").ui == .uikit)
    #expect(try module("name: P\narchitecture: mvp\nui: none\n").ui == UserInterface.none)
    #expect(try module("name: P\narchitecture: mvp\nui: none\n", CommandLineInput(ui: .uikit)).ui == .uikit)
    #expect(
      errors("name: P\narchitecture: mvp\nui: uikt\n") == [
        "Spec.yml:3:5: error: unknown user interface 'uikt'; did you mean 'uikit'?; use one of uikit, swiftui, none"
      ])
  }

  @Test("an omitted view model mirrors the response")
  func mirroredViewModel() throws {
    let module = try module(
      "name: Shop\narchitecture: vip\nuseCases:\n  - name: load\n    response:\n      - count: Int\n")
    #expect(module.useCases[0].viewModelMirrorsResponse)
    #expect(module.useCases[0].viewModel.map(\.field.name.camel) == ["count"])
  }
}
