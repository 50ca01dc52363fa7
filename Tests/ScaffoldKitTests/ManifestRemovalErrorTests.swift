import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Manifest edits that cannot be made precisely throw at their line and column")
struct ManifestRemovalErrorTests {
  private func error(
    targets: Set<String> = [], products: Set<String> = [], dependenciesOn: Set<String> = [], in manifest: String
  ) -> ManifestEditError? {
    do {
      _ = try ManifestRemoval.removing(
        targets: targets, products: products, dependenciesOn: dependenciesOn, from: manifest)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "an unbalanced manifest is refused where the imbalance starts",
    arguments: [
      ("let package = Package(name: \"Host)\n", ManifestEditError.Reason.unterminatedString, 1, 29),
      ("let s = \"\"\"\n  abc\n\nlet package = Package(name: \"P\")\n", .unterminatedString, 1, 9),
      ("let s = #\"a\"b\"\nlet package = Package(name: \"P\")\n", .unterminatedString, 1, 9),
      ("let s = \"\\(f(1)\n", .unterminatedString, 1, 9),
      ("/* a /* b */ c\nlet package = Package(name: \"P\")\n", .unterminatedComment, 1, 1),
      ("let package = Package(\n  targets: [\n    .target(name: \"A\"),\n)\n", .unmatchedBracket(")"), 4, 1),
      ("let package = Package(name: \"P\"\n", .unclosedBracket("("), 1, 22),
      ("let x = 1\n", .noPackageCall, 1, 1),
    ])
  func unbalanced(manifest: String, reason: ManifestEditError.Reason, line: Int, column: Int) {
    #expect(error(targets: ["A"], in: manifest) == ManifestEditError(reason, line: line, column: column))
  }

  @Test("a target declared through a variable is reported at its literal name")
  func variable() {
    let manifest = """
      let login = Target.target(name: "Login")
      let package = Package(name: "P", targets: [login, .target(name: "P")])
      """
    #expect(
      error(targets: ["Login"], in: manifest) == ManifestEditError(.notDeclaredLiterally("Login"), line: 1, column: 33))
  }

  @Test("a target declared in a loop is reported at its literal name")
  func loop() {
    let manifest = """
      var package = Package(name: "P", targets: [.target(name: "P")])
      for name in ["Login"] {
        package.targets.append(.target(name: name))
      }
      """
    #expect(
      error(targets: ["Login"], in: manifest) == ManifestEditError(.notDeclaredLiterally("Login"), line: 2, column: 14))
  }

  @Test("a name that is not a literal is reported at the element that computes it")
  func computedName() {
    let manifest = #"let package = Package(name: "P", targets: [.target(name: "P"), .target(name: "Log" + "in")])"#
    #expect(
      error(targets: ["Login"], in: manifest) == ManifestEditError(.notDeclaredLiterally("Login"), line: 1, column: 64))
  }

  @Test("a target or product that is not declared is reported at its array's label")
  func notFound() {
    let manifest = #"let package = Package(name: "P", targets: [.target(name: "P")], products: [])"#
    #expect(error(targets: ["Q"], in: manifest) == ManifestEditError(.targetNotFound("Q"), line: 1, column: 34))
    #expect(error(products: ["Q"], in: manifest) == ManifestEditError(.productNotFound("Q"), line: 1, column: 65))
  }

  @Test("an array built by a function cannot be edited")
  func notAnArray() {
    let manifest = "func all() -> [Target] { [] }\nlet package = Package(name: \"P\", targets: all())\n"
    #expect(
      error(targets: ["P"], in: manifest)
        == ManifestEditError(.notAnArrayLiteral(label: "targets"), line: 2, column: 43))
  }

  @Test("a removed target still listed by a kept product is refused, with a message editors link to")
  func stillInProduct() throws {
    let failure = try #require(
      error(targets: ["Login", "LoginTests"], dependenciesOn: ["Login"], in: ManifestFixtures.swiftPM))
    #expect(failure == ManifestEditError(.stillReferenced("Login"), line: 16, column: 24))
    #expect(
      failure.description
        == "Package.swift:16:24: error: 'Login' is still used here after the removal; remove this use too, or by hand")
  }

  @Test("a removed target still depended on, when that dependency is not to be removed, is refused")
  func stillDependedOn() {
    #expect(
      error(targets: ["Login", "LoginTests"], products: ["Login"], in: ManifestFixtures.swiftPM)
        == ManifestEditError(.stillReferenced("Login"), line: 25, column: 31))
  }

  @Test("brackets, quotes and names inside strings and comments neither unbalance nor block the edit")
  func stringsAndComments() throws {
    let manifest = #"""
      let note = "(\("[".count)) \"Login\" ]" + #"}"Login"# // ) .target(name: "Login"),
      let package = Package(name: "P", targets: [.target(name: "P"), .target(name: "Login")])

      """#
    let expected = #"""
      let note = "(\("[".count)) \"Login\" ]" + #"}"Login"# // ) .target(name: "Login"),
      let package = Package(name: "P", targets: [.target(name: "P")])

      """#
    #expect(
      try ManifestRemoval.removing(targets: ["Login"], products: [], dependenciesOn: [], from: manifest) == expected)
  }
}
