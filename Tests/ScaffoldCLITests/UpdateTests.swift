import Foundation
import Testing

/// `scaffold update` with the real binary: hand edits survive new use cases, routes and template
/// changes; conflicts are written, listed and reported until resolved; nothing else is left.
@Suite("updating edited modules")
struct UpdateTests {
  private func edit(_ file: URL, replacing old: String, with new: String) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(old), "\(file.lastPathComponent) no longer has '\(old)'")
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
  }

  private func text(_ file: URL) throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }

  @Test(
    "edits to the presenter, interactor and a test survive a new use case and route; the package builds and tests pass"
  )
  func growsAroundHandEdits() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["viper", "Login", "--use-case", "signIn"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Login")
    let presenter = root.appendingPathComponent("Sources/Login/LoginPresenter.swift")
    let interactor = root.appendingPathComponent("Sources/Login/LoginInteractor.swift")
    let tests = root.appendingPathComponent("Tests/LoginTests/LoginPresenterTests.swift")
    try edit(
      presenter, replacing: "  func signIn() async {\n", with: "  func signIn() async {\n    // ours: presenter\n")
    try edit(
      interactor, replacing: "  init(service: any LoginService) {\n",
      with: "  /// ours: interactor\n  init(service: any LoginService) {\n")
    try edit(tests, replacing: "import Testing\n", with: "import Testing\n\n// ours: test\n")

    let updated = try ScaffoldBinary.run(["update", "--use-case", "refresh", "--route", "home", "Login"], in: root)
    #expect(updated.status == 0, "\(updated.standardOutput)\(updated.standardError)")
    #expect(updated.standardOutput.contains("merge      Sources/Login/LoginPresenter.swift"))
    #expect(updated.standardOutput.contains("merge      Sources/Login/LoginInteractor.swift"))
    #expect(updated.standardOutput.contains("create     Tests/LoginTests/LoginRouterTests.swift"))
    #expect(try text(presenter).contains("// ours: presenter"))
    #expect(try text(interactor).contains("/// ours: interactor"))
    #expect(try text(tests).contains("// ours: test"))
    // The new use case runs through every role.
    for file in ["LoginContracts", "LoginModels", "LoginInteractor", "LoginPresenter"] {
      #expect(try text(root.appendingPathComponent("Sources/Login/\(file).swift")).contains("Refresh"), "\(file)")
    }
    #expect(try text(root.appendingPathComponent("Tests/LoginTests/LoginPresenterTests.swift")).contains("refresh"))
    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(status.standardOutput.contains("edited    Sources/Login/LoginPresenter.swift"))
    #expect(try ScaffoldBinary.run(["check"], in: root).status == 0)
    // A second update has nothing to do.
    let again = try ScaffoldBinary.run(["update"], in: root)
    #expect(again.status == 0)
    #expect(!again.standardOutput.contains("merge "))

    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
    let tested = try ScaffoldBinary.swift(["test", "--skip-build"], in: root)
    #expect(tested.status == 0, "\(tested.standardOutput)\(tested.standardError)")
    #expect(tested.standardOutput.contains("refresh") || tested.standardError.contains("refresh"))
  }

  @Test("a change to a team's template reaches an edited module; the same lines changed on both sides conflict")
  func templateChangeAndConflict() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(
      try ScaffoldBinary.run(["templates", "init", "team", "--from", "viper", "--copy"], in: directory).status == 0)
    let template = directory.appendingPathComponent("Templates/team/partials/presenter/about.mustache")
    #expect(
      try ScaffoldBinary.run(["viper", "Login", "--template", "team", "--templates", "Templates"], in: directory)
        .status == 0)
    let root = directory.appendingPathComponent("Login")
    let presenter = root.appendingPathComponent("Sources/Login/LoginPresenter.swift")
    try edit(presenter, replacing: "  func load() async {\n", with: "  func load() async {\n    // ours\n")

    // The team adds a line to the presenter's doc comment: a different place, so it merges.
    try Data((try text(template) + "/// Reviewed by the platform team.\n").utf8).write(to: template)
    // `check` sees the template change and names the command that brings the module forward.
    let behind = try ScaffoldBinary.run(["check", "--templates", "../Templates"], in: root)
    #expect(behind.status == 1)
    #expect(behind.standardOutput.contains("keeping your edits, with: scaffold update Login"))
    let merged = try ScaffoldBinary.run(["update", "--templates", "../Templates"], in: root)
    #expect(merged.status == 0, "\(merged.standardOutput)\(merged.standardError)")
    #expect(merged.standardOutput.contains("merge      Sources/Login/LoginPresenter.swift"))
    #expect(try text(presenter).contains("// ours"))
    #expect(try text(presenter).contains("/// Reviewed by the platform team."))

    // Both sides now change that same line: a conflict, with all three versions.
    try edit(presenter, replacing: "/// Reviewed by the platform team.", with: "/// Reviewed by us.")
    try Data(
      (try text(template)).replacingOccurrences(of: "by the platform team.", with: "by the architecture guild.").utf8
    ).write(to: template)
    let conflicted = try ScaffoldBinary.run(["update", "--templates", "../Templates"], in: root)
    #expect(conflicted.status == 3)
    #expect(conflicted.standardOutput.contains("conflicted  Sources/Login/LoginPresenter.swift"))
    #expect(conflicted.standardError.contains("1 file has conflicts"))
    let withMarkers = try text(presenter)
    #expect(withMarkers.contains("<<<<<<< yours (on disk)\n/// Reviewed by us.\n||||||| generated before\n"))
    #expect(withMarkers.contains("/// Reviewed by the architecture guild.\n>>>>>>> generated now"))
    let status = try ScaffoldBinary.run(["status"], in: root)
    #expect(status.standardOutput.contains("conflicted  Sources/Login/LoginPresenter.swift"))
    let check = try ScaffoldBinary.run(["check", "--templates", "../Templates"], in: root)
    #expect(check.status == 1)
    #expect(check.standardOutput.contains("conflict markers"))
    // Nothing but the package's own files: no .rej, .orig or staging leftovers.
    let leftovers = ScaffoldBinary.contents(of: root).filter {
      $0.hasSuffix(".rej") || $0.hasSuffix(".orig") || $0.contains(".scaffold-")
    }
    #expect(leftovers.isEmpty, "\(leftovers)")

    // Resolved by hand: status and check are clean of conflicts again.
    let start = try #require(withMarkers.range(of: "<<<<<<< "))
    let end = try #require(withMarkers.range(of: ">>>>>>> generated now\n"))
    try edit(
      presenter, replacing: String(withMarkers[start.lowerBound..<end.upperBound]),
      with: "/// Reviewed by us and the guild.\n")
    #expect(try !ScaffoldBinary.run(["status"], in: root).standardOutput.contains("conflicted"))
    #expect(try ScaffoldBinary.run(["check", "--templates", "../Templates"], in: root).status == 0)
    let built = try ScaffoldBinary.swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
  }

  @Test("a generating command with --merge grows an edited module as update does; an old record without a base says so")
  func generateWithMerge() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["vip", "Cart", "--use-case", "load"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Cart")
    let interactor = root.appendingPathComponent("Sources/Cart/CartInteractor.swift")
    try edit(interactor, replacing: "final class CartInteractor", with: "// ours\nfinal class CartInteractor")
    let refused = try ScaffoldBinary.run(["vip", "Cart", "--use-case", "load", "--use-case", "refund"], in: directory)
    #expect(refused.status == 73)
    #expect(refused.standardError.contains("--merge merges your edits"))
    let merged = try ScaffoldBinary.run(
      ["vip", "Cart", "--use-case", "load", "--use-case", "refund", "--merge"], in: directory)
    #expect(merged.status == 0, "\(merged.standardError)")
    #expect(merged.standardOutput.contains("merge      Sources/Cart/CartInteractor.swift"))
    #expect(try text(interactor).contains("// ours") && text(interactor).contains("func refund("))

    try FileManager.default.removeItem(at: root.appendingPathComponent(".scaffold/Cart.base"))
    try edit(interactor, replacing: "// ours", with: "// ours, again")
    let noBase = try ScaffoldBinary.run(["update", "--use-case", "clear", "Cart"], in: root)
    #expect(noBase.status == 3)
    #expect(noBase.standardError.contains("Cart has no merge base"))
  }

  @Test("a route removed from the spec takes out the dependency it added; one added adds it; the package builds")
  func routeDependencies() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    let spec = directory.appendingPathComponent("app.yml")
    let withRoute = """
      package: Shop
      architecture: mvvm
      ui: none
      modules:
        - name: Catalog
          routes:
            - name: product
              to: Product
        - name: Product
        - name: Help
      """
    try Data(withRoute.utf8).write(to: spec)
    #expect(try ScaffoldBinary.run(["generate", "app.yml"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Shop")
    let manifest = root.appendingPathComponent("Package.swift")
    #expect(
      try text(manifest).contains(
        #".target(name: "Catalog", dependencies: ["ShopSupport", "Product"], resources: [.process("Resources")])"#))

    // The route now opens Help instead: Product goes, Help comes.
    try Data(withRoute.replacingOccurrences(of: "to: Product", with: "to: Help").utf8).write(to: spec)
    let updated = try ScaffoldBinary.run(["update"], in: root)
    #expect(updated.status == 0, "\(updated.standardOutput)\(updated.standardError)")
    #expect(updated.standardOutput.contains("Package.swift: make Catalog depend on Help"))
    #expect(updated.standardOutput.contains("Package.swift: make Catalog no longer depend on Product"))
    #expect(
      try text(manifest).contains(
        #".target(name: "Catalog", dependencies: ["ShopSupport", "Help"], resources: [.process("Resources")])"#))
    let built = try ScaffoldBinary.swift(["build", "--build-tests"], in: root)
    #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
  }

  @Test("a file renamed by hand: the old path stays gone and the new one is left alone")
  func renamedByHand() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["mvp", "Settings"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Settings")
    let old = root.appendingPathComponent("Sources/Settings/SettingsContracts.swift")
    let new = root.appendingPathComponent("Sources/Settings/Protocols.swift")
    try FileManager.default.moveItem(at: old, to: new)
    let before = try text(new)
    let updated = try ScaffoldBinary.run(["update", "--use-case", "save", "Settings"], in: root)
    #expect(updated.status == 0, "\(updated.standardError)")
    #expect(updated.standardOutput.contains("kept-deleted  Sources/Settings/SettingsContracts.swift"))
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(try text(new) == before)
  }

  @Test("a file deleted by hand stays deleted unless --restore; --dry-run writes nothing")
  func deletedByHand() throws {
    let directory = try ScaffoldBinary.temporaryDirectory()
    #expect(try ScaffoldBinary.run(["mvvm", "Search"], in: directory).status == 0)
    let root = directory.appendingPathComponent("Search")
    let builderTests = root.appendingPathComponent("Tests/SearchTests/SearchBuilderTests.swift")
    try FileManager.default.removeItem(at: builderTests)

    let dryRun = try ScaffoldBinary.run(["update", "--use-case", "more", "Search", "--dry-run"], in: root)
    #expect(dryRun.status == 0, "\(dryRun.standardError)")
    #expect(dryRun.standardOutput.contains("kept-deleted  Tests/SearchTests/SearchBuilderTests.swift"))
    #expect(try !text(root.appendingPathComponent("Sources/Search/SearchViewModel.swift")).contains("func more"))

    #expect(try ScaffoldBinary.run(["update", "--use-case", "more", "Search"], in: root).status == 0)
    #expect(!FileManager.default.fileExists(atPath: builderTests.path))
    let restored = try ScaffoldBinary.run(["update", "--restore"], in: root)
    #expect(restored.status == 0)
    #expect(FileManager.default.fileExists(atPath: builderTests.path))
    #expect(try text(root.appendingPathComponent("Sources/Search/SearchViewModel.swift")).contains("func more"))
  }
}
