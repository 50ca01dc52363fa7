import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// A module built inside an Xcode app target differs from a package's only through the context
/// (`placement.*`, `strings.*`): the templates write either version, and nothing rewrites their
/// output afterwards.
@Suite("Module placement")
struct ModulePlacementTests {
  let generator = ModuleGenerator(toolVersion: "9.9.9")

  private func module(_ architecture: String, placement: ModulePlacement) throws -> Module {
    var module = try generator.module(
      from: SpecLoader.load(
        text: "name: Login\narchitecture: \(architecture)\nuseCases: [signIn]\n", file: "Login.yml"))
    module.placement = placement
    return module
  }

  @Test("a package target: its own module, the module bundle's Localizable table")
  func packageContext() throws {
    let context = generator.context(for: try module("viper", placement: .package))
    #expect(context["placement"]?["appTarget"] == .bool(false))
    #expect(context["placement"]?["productModuleName"] == "Login")
    #expect(context["strings"]?["tableName"] == "Localizable")
    #expect(context["strings"]?["isDefaultTable"] == .bool(true))
    #expect(context["strings"]?["bundle"] == ".module")
    #expect(context["strings"]?["bundleToken"] == "")
    #expect(context["support"]?["prefix"] == "Login")
    #expect(context["support"]?["folder"] == "Login")
    #expect(context["support"]?["perModule"] == .bool(true))
    #expect(context["placement"]?["access"] == "public ")
  }

  @Test("an app or framework target: the product module, a table named after the module in the target's bundle")
  func appTargetContext() throws {
    let context = generator.context(
      for: try module("mvvm", placement: .appTarget(productModuleName: "My_App", access: .internal)))
    #expect(context["placement"]?["appTarget"] == .bool(true))
    #expect(context["placement"]?["productModuleName"] == "My_App")
    #expect(context["strings"]?["tableName"] == "Login")
    #expect(context["strings"]?["isDefaultTable"] == .bool(false))
    #expect(context["strings"]?["bundle"] == "Bundle(for: LoginBundleToken.self)")
    #expect(context["strings"]?["bundleToken"] == "LoginBundleToken")
    #expect(context["support"]?["prefix"] == "Scaffold")
    #expect(context["support"]?["folder"] == "ScaffoldSupport")
    #expect(context["support"]?["perModule"] == .bool(false))
    #expect(context["placement"]?["access"] == "")
    let framework = ModulePlacement.appTarget(productModuleName: "Kit", access: .public)
    #expect(generator.context(for: try module("mvvm", placement: framework))["placement"]?["access"] == "public ")
  }

  @Test(
    "an app's declarations are internal, a framework's or library's public",
    arguments: [
      ("com.apple.product-type.application", DeclarationAccess.internal),
      ("com.apple.product-type.app-extension", .internal), ("com.apple.product-type.framework", .public),
      ("com.apple.product-type.framework.static", .public), ("com.apple.product-type.library.static", .public),
      ("com.apple.product-type.library.dynamic", .public),
    ])
  func accessByProductType(_ productType: String, _ access: DeclarationAccess) {
    #expect(DeclarationAccess(productType: productType) == access)
  }

  @Test("a record keeps the access; one written before it was kept is read as the public it was written with")
  func recordedAccess() throws {
    let placement = XcodePlacement(
      project: "Shop.xcodeproj", target: "Shop", productModule: "Shop", access: .internal, group: "Shop", folder: "Shop"
    )
    let recorded = placement.contextValue
    #expect(recorded["access"] == "internal")
    #expect(XcodePlacement(recorded)?.modulePlacement == .appTarget(productModuleName: "Shop", access: .internal))
    guard case .object(var members) = recorded else {
      Issue.record("the placement is recorded as an object: \(recorded)")
      return
    }
    members["access"] = nil
    #expect(XcodePlacement(.object(members))?.access == .public)
    members["access"] = "open"
    #expect(XcodePlacement(.object(members)) == nil)
  }

  @Test("Tuist's product is read after the target's name, past the project's own name")
  func tuistProduct() {
    let manifest = """
      let project = Project(
        name: "Shop",
        targets: [
          .target(name: "ShopKit", destinations: .iOS, product: .staticFramework, bundleId: "k"),
          .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "s"),
          .target(name: "Widget", destinations: .iOS, bundleId: "w"),
        ])
      """
    #expect(GeneratedProject.tuistProduct(of: "Shop", in: manifest) == "app")
    #expect(GeneratedProject.tuistProduct(of: "ShopKit", in: manifest) == "staticFramework")
    #expect(GeneratedProject.tuistProduct(of: "Widget", in: manifest) == nil)
    #expect(GeneratedProject.tuistProduct(of: "Missing", in: manifest) == nil)
  }

  @Test(
    "in an app target every built-in writes its support into the target's ScaffoldSupport, the same text for any module",
    arguments: Architecture.allCases)
  func builtInsShareTheSupport(_ architecture: Architecture) throws {
    let app = ModulePlacement.appTarget(productModuleName: "My_App", access: .internal)
    let spec =
      "architecture: \(architecture.rawValue)\nuseCases:\n  - name: pay\n    kind: command\n"
      + "    request:\n      - tip: Decimal\n"
    // The UIKit screen's section of a use case: one for every architecture.
    let ownSections: [Architecture: String] = [
      .vip: "ScaffoldSectionView", .viper: "ScaffoldSectionView", .mvp: "ScaffoldSectionView",
      .mvvm: "ScaffoldSectionView", .mvc: "ScaffoldSectionView",
    ]
    var support: [[GeneratedFile]] = []
    for name in ["Login", "Profile"] {
      var module = try generator.module(from: SpecLoader.load(text: "name: \(name)\n" + spec, file: "\(name).yml"))
      module.placement = app
      let files = try generator.plan(for: module).files
      support.append(files.filter { $0.path.hasPrefix("Sources/ScaffoldSupport/") })
      let own = files.filter { $0.path.hasPrefix("Sources/\(name)/") && $0.path.hasSuffix(".swift") }
      // The module's code names the shared types and declares none of them.
      #expect(own.contains { $0.contents.contains("ScaffoldUseCaseState<") }, "\(name)")
      for file in own {
        let sectionView = ownSections[architecture] == "ScaffoldSectionView" ? ["SectionView"] : []
        for type in [
          "UseCaseState", "QueryCalls", "CommandCalls", "NumberInput", "Section", "ScreenTasks", "ScreenLayout",
        ] + sectionView {
          let copy = try Regex("\\b\(name)\(type)\\b")
          #expect(!file.contents.contains(copy), "\(file.path): \(name)\(type)")
        }
      }
    }
    #expect(
      support[0].map(\.path).sorted()
        == (["ScaffoldNumberInput", "ScaffoldScreenSupport", "ScaffoldUseCaseSupport"]
        + (ownSections[architecture].map { [$0] } ?? []))
        .map { "Sources/ScaffoldSupport/\($0).swift" }.sorted())
    #expect(support[0] == support[1], "two modules write the same support")
  }

  @Test("every built-in writes the app-target version from the context", arguments: Architecture.allCases)
  func builtInsReadThePlacement(_ architecture: Architecture) throws {
    let inApp = try generator.plan(
      for: try module(architecture.rawValue, placement: .appTarget(productModuleName: "My_App", access: .internal))
    ).files
    let inPackage = try generator.plan(for: try module(architecture.rawValue, placement: .package)).files
    let strings = try #require(inApp.first { $0.path == "Sources/Login/LoginStrings.swift" })
    // The bundle of a class compiled into the target: the framework's in a framework (where the
    // table ships), the app's in an app; `.main` would be the app that links the framework.
    #expect(
      strings.contents.contains(
        "NSLocalizedString(key, tableName: \"Login\", bundle: Bundle(for: LoginBundleToken.self), comment: \"\")"))
    #expect(strings.contents.contains("private final class LoginBundleToken {}"))
    #expect(!strings.contents.contains("Localizable"))
    let table = try #require(inApp.first { $0.path == "Sources/Login/Resources/en.lproj/Login.strings" })
    #expect(table.contents.contains(".lproj/Login.strings") && !table.contents.contains("Localizable"))
    let stringsTests = try #require(inApp.first { $0.path.hasSuffix("LoginStringsTests.swift") })
    #expect(stringsTests.contents.contains("Login.strings") && !stringsTests.contents.contains("Localizable"))
    #expect(inApp.contains { $0.path == "Sources/Login/Resources/en.lproj/Login.strings" })
    #expect(
      !inApp.contains {
        $0.path.hasSuffix("Localizable.strings") || $0.contents.contains("bundle: .module")
          || $0.contents.contains("bundle: .main")
      })
    // Internal in an app: no declaration is public (`public` would break the build as soon as one
    // names an app type); every package module's entry point is.
    for file in inApp { #expect(!file.contents.contains("public "), "\(file.path)") }
    #expect(
      inPackage.contains {
        $0.contents.contains("public enum LoginBuilder") || $0.contents.contains("public struct LoginScene")
      })
    let tests = inApp.filter { $0.path.hasPrefix("Tests/") && $0.path.hasSuffix(".swift") }
    #expect(!tests.isEmpty)
    for file in tests {
      #expect(file.contents.contains("@testable import My_App\n"), "\(file.path)")
      #expect(!file.contents.contains("import Login\n"), "\(file.path)")
    }
    // The package's version is the one the goldens hold.
    let packageStrings = try #require(inPackage.first { $0.path == "Sources/Login/LoginStrings.swift" })
    #expect(packageStrings.contents.contains("NSLocalizedString(key, bundle: .module, comment: \"\")"))
    #expect(inPackage.contains { $0.path == "Sources/Login/Resources/en.lproj/Localizable.strings" })
  }

  /// Swift synthesizes a struct's memberwise initializer as internal: a public struct writes its
  /// own so that other modules can build it, an internal one would only repeat the synthesized one.
  @Test("structs write their memberwise init only when public", arguments: Architecture.allCases)
  func memberwiseInitOnlyWhenPublic(_ architecture: Architecture) throws {
    let spec = """
      name: Login
      architecture: \(architecture.rawValue)
      input: [{ userID: String }]
      entities: [{ name: Account, fields: [{ id: String }, { email: String }] }]
      useCases:
        - name: signIn
          request: [{ email: String }]
          response: [{ account: Account }]
          viewModel: [{ email: { type: String, from: account.email } }]
        - refresh
      """
    var module = try generator.module(from: SpecLoader.load(text: spec, file: "Login.yml"))
    func dataFiles(_ placement: ModulePlacement) throws -> String {
      module.placement = placement
      return try generator.plan(for: module).files
        .filter { $0.path.hasSuffix("Models.swift") || $0.path.hasSuffix("Entities.swift") }
        .map(\.contents).joined()
    }
    let app = try dataFiles(.appTarget(productModuleName: "Shop", access: .internal))
    let framework = try dataFiles(.appTarget(productModuleName: "Kit", access: .public))
    #expect(
      app.contains("struct Account: Hashable, Sendable, Identifiable {\n    let id: String\n    let email: String\n}\n")
    )
    #expect(!app.contains("init("))
    #expect(!app.contains("self.email = email"))
    for initializer in [
      "public init(id: String, email: String) {", "public init(userID: String) {", "public init() {}",
    ] {
      #expect(framework.contains(initializer), "\(initializer)")
    }
  }

  @Test("a template of the user's sees the same keys, in contents and in output paths")
  func customTemplateReadsThePlacement() throws {
    let template = try Template.load(
      files: [
        "template.yml": """
        name: tiny
        summary: One file and its table.
        architecture: viper
        files:
          - template: Tests.swift.mustache
            output: "Tests/{{module.name}}Tests/{{module.name}}Tests.swift"
            kind: test
          - template: Table.strings.mustache
            output: "Sources/{{module.name}}/Resources/en.lproj/{{strings.tableName}}.strings"
            kind: source
        """,
        "Tests.swift.mustache": "@testable import {{placement.productModuleName}}\n"
          + "// {{#placement.appTarget}}in an app{{/placement.appTarget}}"
          + "{{^placement.appTarget}}in a package{{/placement.appTarget}}, bundle {{strings.bundle}}\n",
        "Table.strings.mustache": "/* {{strings.tableName}} */\n",
      ], displayPath: "tiny")
    let custom = ModuleGenerator(templateSource: { _ throws(ScaffoldError) in template })
    var module = try custom.module(from: SpecLoader.load(text: "name: Login\narchitecture: viper\n", file: "L.yml"))
    module.placement = .appTarget(productModuleName: "Shop", access: .internal)
    let files = try custom.plan(for: module).files
    #expect(
      files.map(\.path) == ["Tests/LoginTests/LoginTests.swift", "Sources/Login/Resources/en.lproj/Login.strings"])
    #expect(files.first?.contents == "@testable import Shop\n// in an app, bundle Bundle(for: LoginBundleToken.self)\n")
  }

  @Test("a linked module of the same app target is not imported; one built elsewhere is")
  func linkedImports() throws {
    let app = ModulePlacement.appTarget(productModuleName: "Shop", access: .internal)
    var module = try module("vip", placement: app)
    let id = Field(name: Name(words: ["id"]), type: .named("UUID"))
    module.routes = [Route(name: Name(words: ["details"]), destinationModule: Name(words: ["Product"]), payload: [id])]
    var product = LinkedModule(
      name: Name(words: ["Product"]), architecture: .vip, hasAppRoutes: false, destinations: [], input: [id])
    let older = ModulePlacement.appTarget(productModuleName: "Shop", access: .public)
    let widget = ModulePlacement.appTarget(productModuleName: "Widget", access: .public)
    for (placement, imported) in [(app, false), (older, false), (.package, true), (widget, true)] {
      product.placement = placement
      module.links = [product]
      let context = generator.context(for: module)
      let expected: ContextValue = .list(imported ? [["name": "Product"]] : [])
      #expect(context["linkedImports"] == expected, "\(placement)")
      #expect(context["passDataImports"] == expected, "\(placement)")
    }
  }
}
