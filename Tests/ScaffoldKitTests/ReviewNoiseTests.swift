import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// What keeps a team's reviews quiet and its mistakes easy to find: the merge bases marked as
/// generated and not diffed, once; a YAML mistake pointed at the line that makes it.
@Suite("Review noise and YAML mistakes")
struct ReviewNoiseTests {
  let generator = ModuleGenerator()

  private func plan(in root: URL) throws -> ChangePlan {
    let module = try generator.module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: "Login", architecture: .viper))
    return try GenerationPlanner(generator: generator).plan(
      GenerationRequest(modules: [module], destination: .ownPackage(root: root)))
  }

  @Test("a run that writes a merge base adds the .gitattributes line once, beside the team's own lines")
  func gitattributes() throws {
    let root = try FileTree.temporaryDirectory()
    let created = try #require(try plan(in: root).files.first { $0.path == ".gitattributes" })
    #expect(created.action == .create)
    #expect(created.contents == ".scaffold/*.base linguist-generated=true -diff\n")

    try FileTree.write([".gitattributes": "*.png binary"], to: root)
    let added = try #require(try plan(in: root).files.first { $0.path == ".gitattributes" })
    #expect(added.action == .overwrite)
    #expect(added.contents == "*.png binary\n.scaffold/*.base linguist-generated=true -diff\n")

    try FileTree.write([".gitattributes": "*.png binary\n**/.scaffold/*.base -diff\n"], to: root)
    #expect(try !plan(in: root).files.contains { $0.path == ".gitattributes" })
  }

  @Test("removing the last module takes the line out again, and the file when it held nothing else")
  func removal() throws {
    let root = try FileTree.temporaryDirectory()
    try FileTree.write([".gitattributes": "*.png binary\n\(BaseFileAttributes.line)\n"], to: root)
    #expect(
      try BaseFileAttributes.removal(in: root)
        == .init(old: "*.png binary\n\(BaseFileAttributes.line)\n", new: "*.png binary\n"))
    try FileTree.write([".gitattributes": "\(BaseFileAttributes.line)\n"], to: root)
    #expect(try BaseFileAttributes.removal(in: root)?.new == "")
    try FileTree.write([".gitattributes": "*.png binary\n"], to: root)
    #expect(try BaseFileAttributes.removal(in: root) == nil)
  }

  @Test("a line in the repository's .gitattributes above the package counts; one beyond the repository does not")
  func repositoryLine() throws {
    let outside = try FileTree.temporaryDirectory()
    try FileTree.write(
      [
        ".gitattributes": "*.base -diff\n", "repo/.git/HEAD": "x\n",
        "repo/.gitattributes": "Packages/**/*.base -diff\n",
      ],
      to: outside)
    #expect(BaseFileAttributes.isCovered(from: outside.appendingPathComponent("repo/Packages/Login")))
    try FileTree.write(["repo/.gitattributes": "*.png binary\n"], to: outside)
    #expect(!BaseFileAttributes.isCovered(from: outside.appendingPathComponent("repo/Packages/Login")))
  }

  @Test("a YAML mistake is pointed at the line that makes it, not where the parser stops")
  func yamlHints() {
    func printed(_ text: String) -> [String] {
      SpecDiagnostics.printed { _ = try SpecLoader.read(text: text, file: "Spec.yml") }
    }
    #expect(
      printed("name: Login\nuseCases:\n  - name: load\n    summary: \"Loads\n  - name: save\n")
        == [
          "Spec.yml:6:1: error: invalid YAML: found unexpected end of stream; line 4 opens a double quote that no later text closes: close it on that line"
        ])
    #expect(
      printed("name: Login\nuseCases:\n  - name load\n    request: [a: String]\n")
        == [
          "Spec.yml:4:12: error: invalid YAML: mapping values are not allowed in this context; line 3 ('- name load') has no ':' after its key: write it as 'key: value'"
        ])
    #expect(
      printed("name: Login\nroutes: [a, b\nuseCases: []\n")
        == [
          "Spec.yml:3:9: error: invalid YAML: did not find expected ',' or ']'; line 2 opens a '[' that no later text closes: close it on that line"
        ])
    // A comment's quote or bracket opens nothing: the line before is named as it is.
    #expect(
      YAMLSyntaxHint.hint(text: "a: 1 # it's [x\nb: c d: e\n", line: 2, problem: "mapping values are not allowed")
        == "YAML notices a mistake where it cannot go on: look at line 1 ('a: 1 # it's [x') too")
  }
}
