import Foundation
import Testing

/// The examples in the README and in docs/ work as written: the commands shown run, the specs
/// shown validate, and the output shown is what the tool prints. The markers are described in
/// docs/README.md ("Examples in these pages are tested").
@Suite("Examples in the documentation")
struct DocExamplesTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every Markdown file under docs/, as paths relative to the repository.
  static var documents: [String] {
    let docs = repository.appendingPathComponent("docs")
    let enumerator = FileManager.default.enumerator(atPath: docs.path)
    let pages = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
    return ["README.md"] + pages.sorted()
  }

  @Test("the examples of each document run as written", arguments: documents)
  func examples(document: String) throws {
    let runner = DocExampleRunner(document: Self.repository.appendingPathComponent(document), displayName: document)
    for failure in try runner.failures() {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test("fences and markers are read as written")
  func markers() throws {
    let blocks = try MarkdownBlocks.parse(
      """
      ```yaml file=specs/Login.yml
      name: Login
      ```
      - In a list:
        ```sh run exit=65
        scaffold viper 1Login
        ```
      ````text output
      error: ```
      ````
      ```json
      {}
      ```
      """)
    #expect(blocks.map(\.role) == [.file("specs/Login.yml"), .run(exit: 65), .output, .shown])
    #expect(blocks[1].text == "scaffold viper 1Login\n")
    #expect(blocks[2].text == "error: ```\n")
    #expect(blocks.map(\.line) == [1, 5, 8, 11])
    #expect(blocks.map(\.mustBeMarked) == [false, false, false, true])
    #expect(throws: MarkdownBlocks.Problem.self) { try MarkdownBlocks.parse("```sh runs\n```\n") }
    #expect(throws: MarkdownBlocks.Problem.self) { try MarkdownBlocks.parse("```sh run\nunclosed\n") }
  }

  @Test("expected output: lines in order, trailing spaces and '...' ignored")
  func outputMatching() {
    let printed = "Wrote Login/:  \n  create  Package.swift\n  create  README.md\n14 create\n"
    #expect(DocExampleRunner.firstMissingLine(of: "Wrote Login/:\n...\n14 create\n", in: printed) == nil)
    #expect(DocExampleRunner.firstMissingLine(of: "14 create\nWrote Login/:\n", in: printed) == "Wrote Login/:")
    #expect(DocExampleRunner.firstMissingLine(of: "create  Tests\n", in: printed) == "create  Tests")
  }
}
