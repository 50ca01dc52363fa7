import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Removing targets, products and dependencies from Package.swift")
struct ManifestRemovalTests {
  /// `manifest` without the given lines, each of which must stand in it exactly once: the
  /// expected result of an edit that removes whole lines and keeps every other byte.
  private func removingLines(_ lines: [String], from manifest: String) -> String {
    var result = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for line in lines {
      #expect(result.count { $0 == line } == 1, "fixture line not found once: \(line)")
      result.removeAll { $0 == line }
    }
    return result.joined(separator: "\n")
  }

  private func remove(
    targets: Set<String> = [], products: Set<String> = [], dependenciesOn: Set<String> = [], from manifest: String
  ) throws -> String {
    try ManifestRemoval.removing(targets: targets, products: products, dependenciesOn: dependenciesOn, from: manifest)
  }

  @Test("undoes what swift package add-target, add-product and add-target-dependency wrote")
  func swiftPMOutput() throws {
    let edited = try remove(
      targets: ["Login", "LoginTests"], products: ["Login"], dependenciesOn: ["Login"], from: ManifestFixtures.swiftPM)
    #expect(edited == ManifestFixtures.swiftPMWithoutLogin)
  }

  @Test("a test target kept after its module is removed loses only that dependency: [ \"Login\" ] → []")
  func keptTestTarget() throws {
    let edited = try remove(
      targets: ["Login"], products: ["Login"], dependenciesOn: ["Login"], from: ManifestFixtures.swiftPM)
    #expect(edited.contains("name: \"LoginTests\",\n            dependencies: []\n"))
    #expect(!edited.contains(".target(name: \"Login\")"))
    #expect(!edited.contains(".library(\n            name: \"Login\""))
  }

  @Test("nothing to remove leaves the manifest byte for byte")
  func nothingToRemove() throws {
    #expect(try remove(dependenciesOn: ["Nothing"], from: ManifestFixtures.swiftPM) == ManifestFixtures.swiftPM)
    #expect(try remove(from: ManifestFixtures.handWritten) == ManifestFixtures.handWritten)
  }

  @Test("comments, multi-line and raw strings and another package's product are not touched")
  func handWritten() throws {
    let edited = try remove(
      targets: ["Login", "LoginTests"], products: ["Login"], dependenciesOn: ["Login"],
      from: ManifestFixtures.handWritten)
    let expected = removingLines(
      [
        #"    .library(name: "Login", targets: ["Login"]),  // the login module"#,
        #"        "Login","#,
        #"        .target(name: "Login", condition: .when(platforms: [.linux])),"#,
        #"        .byName(name: "Login"),"#,
        #"        .product(name: "Login", package: "App"),"#,
        #"    .target(name: "Login", dependencies: ["Core"], path: "Sources/Login"),"#,
        ##"    .testTarget(name: #"LoginTests"#, dependencies: ["Login"]),"##,
      ], from: ManifestFixtures.handWritten)
    #expect(edited == expected)
  }

  @Test(
    "one-line arrays keep their spacing and their trailing-comma style",
    arguments: [
      (#"[ .target(name: "A"), .target(name: "B") ]"#, "B", #"[ .target(name: "A") ]"#),
      (#"[ .target(name: "A"), .target(name: "B") ]"#, "A", #"[ .target(name: "B") ]"#),
      (
        #"[.target(name: "A"), .macro(name: "B"), .plugin(name: "C"),]"#, "B",
        #"[.target(name: "A"), .plugin(name: "C"),]"#
      ),
      (
        #"[.target(name: "A"), .macro(name: "B"), .plugin(name: "C"),]"#, "C",
        #"[.target(name: "A"), .macro(name: "B"),]"#
      ),
      (#"[ .target(name: "A") ]"#, "A", "[]"),
      (#"[.target(name: "A"), .target(name: "B")]"#, "A,B", "[]"),
    ])
  func oneLineArrays(array: String, removed: String, expected: String) throws {
    let manifest = "let package = Package(name: \"P\", targets: \(array))\n"
    let names = Set(removed.split(separator: ",").map(String.init))
    #expect(try remove(targets: names, from: manifest) == "let package = Package(name: \"P\", targets: \(expected))\n")
  }

  @Test("a last element without a trailing comma takes the comma before it, so the array stays valid")
  func lastWithoutTrailingComma() throws {
    let manifest = """
      let package = Package(
        name: "P",
        targets: [
          .target(name: "A"),
          .executableTarget(
            name: "B"
          )
        ]
      )
      """
    let expected = """
      let package = Package(
        name: "P",
        targets: [
          .target(name: "A")
        ]
      )
      """
    #expect(try remove(targets: ["B"], from: manifest) == expected)
  }

  @Test("elements sharing a line with kept ones leave no blanks or empty lines behind")
  func sharedLines() throws {
    let manifest = """
      let package = Package(
        name: "P",
        targets: [
          .target(name: "A", dependencies: [
            "B", "C",
            "D"
          ]),
          .macro(name: "B"), .plugin(name: "C", capability: .buildTool()),
          .target(name: "D"),
        ]
      )
      """
    let expected = """
      let package = Package(
        name: "P",
        targets: [
          .target(name: "A", dependencies: [
            "C"
          ]),
          .plugin(name: "C", capability: .buildTool()),
        ]
      )
      """
    #expect(try remove(targets: ["B", "D"], dependenciesOn: ["B", "D"], from: manifest) == expected)
  }

  @Test("executable products and CRLF line endings")
  func executableProductAndCRLF() throws {
    let manifest =
      "let package = Package(\r\n  name: \"P\",\r\n  products: [\r\n    .executable(name: \"tool\", targets: [\"Tool\"]),\r\n"
      + "    .library(name: \"P\", targets: [\"P\"]),\r\n  ],\r\n  targets: [.target(name: \"P\"), .target(name: \"Tool\")]\r\n)\r\n"
    let expected =
      "let package = Package(\r\n  name: \"P\",\r\n  products: [\r\n"
      + "    .library(name: \"P\", targets: [\"P\"]),\r\n  ],\r\n  targets: [.target(name: \"P\")]\r\n)\r\n"
    #expect(try remove(targets: ["Tool"], products: ["tool"], from: manifest) == expected)
  }

  @Test("the declarations query lists the literal names removal can act on")
  func declarations() throws {
    let declared = try ManifestScanner.declarations(in: ManifestFixtures.handWritten)
    #expect(declared.targets == ["App", "Login", "Core", "LoginTests"])
    #expect(declared.products == ["App", "Login"])
  }
}
