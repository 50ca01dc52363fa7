import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Template rendering")
struct TemplateRendererTests {
  private func template(_ files: [String: String], manifestFiles: String) throws -> Template {
    var folder = files
    folder["template.yml"] = """
      name: test
      summary: A test template.
      architecture: viper
      files:
      \(manifestFiles)
      """
    return try Template.load(files: folder, displayPath: "T")
  }

  @Test("Swift code is rendered as plain text, never HTML-escaped, partials included")
  func noEscaping() throws {
    let template = try template(
      ["a.mustache": "{{type}} {{> p}}", "partials/p.mustache": "{{type}} & \"quoted\""],
      manifestFiles: "  - {template: a.mustache, output: a.swift, kind: source}")
    let context: ContextValue = ["type": "Result<User, Error>"]
    let files = try TemplateRenderer(template: template).render(context: context, schema: context)
    #expect(files.first?.contents == "Result<User, Error> Result<User, Error> & \"quoted\"")
  }

  @Test("a file whose 'when' flag is false is not generated; an unknown flag is an error")
  func conditionalFiles() throws {
    let template = try template(
      ["a.mustache": "a", "b.mustache": "b"],
      manifestFiles: """
          - {template: a.mustache, output: a.swift, kind: source, when: hasRoutes}
          - {template: b.mustache, output: b.swift, kind: test}
        """)
    let context: ContextValue = ["hasRoutes": false]
    let files = try TemplateRenderer(template: template).render(context: context, schema: context)
    #expect(files.map(\.path) == ["b.swift"])
    #expect(files.map(\.kind) == [.test])

    let unknown = try self.template(
      ["a.mustache": "a"], manifestFiles: "  - {template: a.mustache, output: a.swift, kind: source, when: hasRoute}")
    #expect(
      TemplateRenderer(template: unknown).check(schema: context).first?.message.contains("'when: hasRoute'") == true)
  }

  @Test("'when: ^flag' generates a file when the flag is off; two such branches may share an output")
  func invertedConditions() throws {
    let template = try template(
      ["on.mustache": "on", "off.mustache": "off"],
      manifestFiles: """
          - {template: on.mustache, output: View.swift, kind: source, when: params.custom}
          - {template: off.mustache, output: View.swift, kind: source, when: [^params.custom, hasRoutes]}
        """)
    for (custom, expected) in [(true, "on"), (false, "off")] {
      let context: ContextValue = ["params": ["custom": .bool(custom)], "hasRoutes": true]
      #expect(TemplateRenderer(template: template).check(schema: context).isEmpty)
      let files = try TemplateRenderer(template: template).render(context: context, schema: context)
      #expect(files.map(\.contents) == [expected])
    }
    let unknown = try self.template(
      ["a.mustache": "a"], manifestFiles: "  - {template: a.mustache, output: a.swift, kind: source, when: ^hasRoute}")
    #expect(
      TemplateRenderer(template: unknown).check(schema: ["hasRoutes": true]).first?.message.contains(
        "'when: ^hasRoute'") == true)
  }

  @Test(
    "output paths are rendered and must stay inside the package",
    arguments: ["../escape.swift", "/abs.swift", "a//b.swift", ""])
  func unsafeOutputPaths(_ path: String) throws {
    let template = try template(
      ["a.mustache": "a"], manifestFiles: "  - {template: a.mustache, output: \"\(path)\", kind: source}")
    #expect(throws: ScaffoldError.self) {
      try TemplateRenderer(template: template).render(context: [:], schema: [:])
    }
  }

  @Test("two outputs that differ only in letter case are rejected")
  func caseCollision() throws {
    let template = try template(
      ["a.mustache": "a"],
      manifestFiles: """
          - {template: a.mustache, output: "{{name}}.swift", kind: source}
          - {template: a.mustache, output: login.swift, kind: source}
        """)
    let context: ContextValue = ["name": "Login"]
    #expect(throws: ScaffoldError.self) {
      try TemplateRenderer(template: template).render(context: context, schema: context)
    }
  }

  @Test("a template that uses a missing name fails before anything is rendered, naming file and line")
  func strictRendering() throws {
    let template = try template(
      ["a.mustache": "ok\n{{module.nam}}"], manifestFiles: "  - {template: a.mustache, output: a.swift, kind: source}")
    let context: ContextValue = ["module": ["name": "Login"]]
    do {
      _ = try TemplateRenderer(template: template).render(context: context, schema: context)
      Issue.record("rendering succeeded")
    } catch {
      guard case .invalidTemplate(let diagnostics) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(diagnostics.map(\.location) == [SourceLocation(file: "T/a.mustache", line: 2, column: 1)])
    }
  }

  @Test("syntax errors are reported at the template's own line numbers")
  func syntaxErrorLines() throws {
    let template = try template(
      ["a.mustache": "one\ntwo {{#a}}\n{{/b}}"],
      manifestFiles: "  - {template: a.mustache, output: a.swift, kind: source}")
    let context: ContextValue = ["a": true, "b": true]
    let error = #expect(throws: ScaffoldError.self) {
      try TemplateRenderer(template: template).render(context: context, schema: context)
    }
    guard case .invalidTemplate(let diagnostics) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(diagnostics.compactMap(\.location?.line).contains(3))
  }

  @Test("a manifest that names a missing file is rejected")
  func missingTemplateFile() {
    #expect(throws: ScaffoldError.self) {
      try template([:], manifestFiles: "  - {template: gone.mustache, output: a.swift, kind: source}")
    }
  }

  @Test("the built-in templates use only names their context provides", arguments: Architecture.allCases)
  func builtInTemplatesAreClean(_ architecture: Architecture) throws {
    let template = try Template.builtIn(architecture)
    let schema = ContextSchema.context(for: architecture).merged(with: TemplateRenderer.fileSchema)
    #expect(TemplateRenderer(template: template).check(schema: schema) == [])
    #expect(template.manifest.architecture == architecture)
  }
}
