import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// The group a module goes into without `--group`, each step of the rule on a small project.
@Suite("The default group of a module in an Xcode project")
struct XcodeDefaultGroupTests {
  typealias Node = XcodeTreeProject.Node

  private func chosen(_ top: [Node], for target: String = "App", targets: [String] = ["App"], outside: [String] = [])
    throws -> XcodeGroupChoice
  {
    let project = try XcodeTreeProject.project(top, targets: targets)
    let excluded = Set(try outside.map { try project.group(atPath: $0) })
    return try project.defaultGroup(for: try project.target(named: target), outside: excluded)
  }

  private static func swift(_ names: String...) -> [Node] { names.map { .swift("\($0).swift", target: "App") } }

  @Test("a group named like the groups modules are kept in wins over the group holding most files, whatever its case")
  func namedGroup() throws {
    let choice = try chosen([
      .folder(
        "App",
        Self.swift("AppDelegate", "SceneDelegate", "Theme", "Colors") + [
          .folder(
            "features",
            [.folder("Accounts", Self.swift("AccountsView", "AccountsModel")), .folder("Budget", Self.swift("Budget"))])
        ])
    ])
    #expect(choice.path == "App/features" && choice.folder == "App/features")
    #expect(
      choice.reason == "its name, features, is one teams keep modules in; it holds 3 of the 7 Swift files of target App"
    )
  }

  @Test("an empty Screens group made for the modules is chosen, and says it holds none yet")
  func emptyNamedGroup() throws {
    let choice = try chosen([.folder("App", Self.swift("AppDelegate") + [.folder("Screens", [])])])
    #expect(choice.path == "App/Screens")
    #expect(
      choice.reason
        == "its name, Screens, is one teams keep modules in; it holds none of the 1 Swift file of target App yet")
  }

  @Test("a named group holding only another target's files, or outside the target's groups, is not chosen")
  func namedGroupOfAnotherTarget() throws {
    let widget: [Node] = [.swift("WidgetView.swift", target: "Widget")]
    let choice = try chosen(
      [
        .folder("Shared", Self.swift("Formatter") + [.folder("Features", widget)]),
        .folder("Widget", [.folder("Screens", [])]),
        .folder("App", Self.swift("AppDelegate", "Root")),
      ], targets: ["App", "Widget"])
    #expect(choice.path == "App")
  }

  @Test("Features beats Presentation; then the one holding more files; then the shallowest")
  func namedGroupPreference() throws {
    let layered = try chosen([
      .folder(
        "App", [.folder("Presentation", Self.swift("Router", "Coordinator") + [.folder("Scenes", Self.swift("Home"))])])
    ])
    #expect(layered.path == "App/Presentation/Scenes")
    let nested = try chosen([
      .folder(
        "App",
        [
          .folder("Modules", [.folder("Home", Self.swift("Home") + [.folder("Screens", Self.swift("HomeScreen"))])]),
          .folder("Features", Self.swift("Cart", "Pay", "Ship")),
        ])
    ])
    #expect(nested.path == "App/Features")
    let tie = try chosen([
      .folder("App", [.folder("Features", [.folder("Search", [.folder("Screens", Self.swift("Search"))])])])
    ])
    #expect(tie.path == "App/Features")
  }

  @Test("a name each feature's group has inside it (Accounts/Screens, Budget/screen) is passed over")
  func sharedName() throws {
    let choice = try chosen([
      .folder(
        "App",
        Self.swift("AppDelegate") + [
          .folder("Accounts", [.folder("Screens", Self.swift("AccountsScreen", "AccountScreen"))]),
          .folder("Budget", [.folder("screen", Self.swift("BudgetScreen"))]),
        ])
    ])
    #expect(
      choice.path == "App"
        && choice.reason
          == "it holds 4 of the 4 Swift files of target App, in groups Accounts and Budget and directly; "
          + "the module goes beside Accounts rather than into it"
    )
  }

  @Test("a group among sibling groups holding the target's files: their parent, with the siblings named")
  func featureAmongFeatures() throws {
    let choice = try chosen([
      .folder(
        "Ledger",
        [.group("Sources", path: nil, [.folder("Accounts", Self.swift("A", "B")), .folder("Budget", Self.swift("C"))])]),
      .folder("Config", []),
    ])
    #expect(choice.path == "Ledger/Sources" && choice.folder == "Ledger" && !choice.hasOwnFolder)
    #expect(
      choice.reason
        == "it holds 3 of the 3 Swift files of target App, in groups Accounts and Budget; "
        + "the module goes beside Accounts rather than into it")
    #expect(choice.described.contains("no folder of its own: the new folder goes in 'Ledger'"))
  }

  @Test("a group whose parent holds files itself: the parent, as the group is one part of the target among others")
  func featureBesideParentFiles() throws {
    let choice = try chosen([
      .folder("App", Self.swift("AppDelegate") + [.folder("Home", Self.swift("HomeView", "HomeModel"))])
    ])
    #expect(choice.path == "App" && choice.hasOwnFolder && choice.described == "group 'App' (folder 'App')")
    #expect(
      choice.reason
        == "it holds 3 of the 3 Swift files of target App, in group Home and directly; "
        + "the module goes beside Home rather than into it")
  }

  @Test("a group named as a layer is part of what holds it: a feature's Views, or a target's")
  func layers() throws {
    let features = try chosen([
      .folder(
        "App",
        [
          .folder(
            "Home", [.folder("Views", Self.swift("HomeView", "HomeRow")), .folder("Models", Self.swift("Home"))]),
          .folder("Settings", [.folder("Views", Self.swift("SettingsView"))]),
        ])
    ])
    #expect(features.path == "App" && features.reason.hasSuffix("the module goes beside Home rather than into it"))
    let sources = try chosen([
      .folder(
        "App",
        [
          .folder("Sources", [.folder("Views", Self.swift("A", "B")), .folder("Models", Self.swift("C"))]),
          .folder("Assets", []),
        ])
    ])
    #expect(sources.path == "App/Sources")
    #expect(
      sources.reason
        == "it holds 3 of the 3 Swift files of target App; group Views holds the most but is named as a layer, "
        + "not a place for a module")
    let top = try chosen([
      .folder("Tempo", [.folder("Views", Self.swift("A", "B")), .folder("Models", Self.swift("C"))])
    ])
    #expect(top.path == "Tempo")
  }

  @Test("the group holding most files stays when its parent holds nothing else, or is the main group")
  func mostFiles() throws {
    let alone = try chosen([.folder("App", [.folder("Sources", Self.swift("A", "B"))]), .folder("Resources", [])])
    #expect(alone.path == "App/Sources" && alone.reason == "it holds 2 of the 2 Swift files of target App")
    // Top-level groups are each a target's sources: the module never goes into the main group for them.
    let top = try chosen([.folder("App", Self.swift("AppDelegate")), .group("Style", path: nil, Self.swift("Theme"))])
    #expect(top.path == "App" && top.reason == "it holds 1 of the 2 Swift files of target App")
  }

  @Test("groups of modules generated before neither count nor are chosen, nor are named groups inside them")
  func generatedModules() throws {
    let choice = try chosen(
      [
        .folder(
          "App",
          Self.swift("AppDelegate", "Root") + [
            .folder("Login", [.folder("Screens", Self.swift("LoginView", "LoginModel", "LoginRouter"))])
          ])
      ], outside: ["App/Login"])
    #expect(choice.path == "App" && choice.reason == "it holds 2 of the 5 Swift files of target App")
  }

  @Test("a target without Swift files: the main group's group named after it, else the main group")
  func noSwiftFiles() throws {
    let named = try chosen([.folder("Tools", []), .folder("App", [])])
    #expect(named.path == "App" && named.reason == "target App has no Swift files yet; the group has its name")
    let main = try chosen([.folder("Tools", [])])
    #expect(main.path == "" && main.hasOwnFolder && main.described == "group '' (folder '')")
  }

  @Test("lists of names read as prose")
  func listed() {
    #expect(XcodeProject.listed(["A"]) == "A")
    #expect(XcodeProject.listed(["A", "B", "C"]) == "A, B and C")
    #expect(XcodeProject.listed(["A", "B", "C", "D", "E"]) == "A, B, C and 2 more")
  }
}
