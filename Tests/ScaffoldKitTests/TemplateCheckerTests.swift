import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Template checks")
struct TemplateCheckerTests {
  let schema: ContextValue = [
    "module": ["name": "Login", "hasSummary": true],
    "useCases": [["useCase": ["name": "load", "fields": [["field": ["name": "id"]]]], "isLast": true]],
    "hasRoutes": false,
  ]

  private func check(_ text: String, partials: [String: String] = [:]) -> [String] {
    TemplateChecker(schema: schema, partials: partials, partialPath: { "T/partials/\($0).mustache" })
      .check(text, file: "T/File.swift.mustache").map(\.description)
  }

  @Test("a template that uses only context names passes")
  func valid() {
    let text = """
      {{! A comment }}
      struct {{module.name}} {
      {{#useCases}}
        func {{useCase.name}}() {}{{^isLast}},{{/isLast}}
      {{#useCase.fields}}{{field.name}} {{module.name}}{{/useCase.fields}}
      {{/useCases}}
      {{^hasRoutes}}none{{/hasRoutes}}{{#module.hasSummary}}{{module.name}}{{/module.hasSummary}}
      }
      """
    #expect(check(text) == [])
  }

  @Test("an unknown name is an error at its line and column, with a suggestion")
  func unknownName() {
    #expect(
      check("let a = 1\n  {{moduel.name}}") == [
        "T/File.swift.mustache:2:3: error: 'moduel.name' is not in the template context; did you mean 'module'?; run 'scaffold context' to see every available name"
      ])
    #expect(
      check("{{module.nmae}}") == [
        "T/File.swift.mustache:1:1: error: 'module.nmae' is not in the template context: 'module' has no 'nmae'; did you mean 'name'?; run 'scaffold context' to see every available name"
      ])
  }

  @Test("a name only exists inside the section that provides it")
  func scoping() {
    #expect(check("{{useCase.name}}").count == 1)
    #expect(check("{{#useCases}}{{/useCases}}{{isLast}}").count == 1)
  }

  @Test("flags and lists are used as sections, text as variables")
  func misuse() {
    #expect(check("{{hasRoutes}}").first?.contains("'hasRoutes' is a flag and would print 'true' or 'false'") == true)
    #expect(check("{{useCases}}").first?.contains("'useCases' is a list and cannot be printed") == true)
    #expect(check("{{#module.name}}x{{/module.name}}").first?.contains("is a text value; sections need a flag") == true)
  }

  @Test("sections must close, in order")
  func sectionStructure() {
    #expect(
      check("{{#hasRoutes}}") == [
        "T/File.swift.mustache:1:1: error: section 'hasRoutes' is never closed; add {{/hasRoutes}}"
      ])
    #expect(check("{{/hasRoutes}}").first?.contains("closes a section that was never opened") == true)
    #expect(check("{{#useCases}}{{#hasRoutes}}{{/useCases}}{{/hasRoutes}}").count == 2)
    #expect(check("{{module.name") == ["T/File.swift.mustache:1:1: error: tag is never closed with '}}'"])
  }

  @Test("tags Scaffold does not support are reported")
  func unsupported() {
    #expect(check("{{=<% %>=}}").first?.contains("'set delimiter' tags are not supported") == true)
    #expect(check("{{$block}}{{/block}}").first?.contains("'template inheritance' tags are not supported") == true)
    #expect(check("{{uppercased(module.name)}}").first?.contains("uses a transform") == true)
  }

  @Test("partials must exist and are checked where they are included")
  func partials() {
    #expect(check("{{> header}}").first?.contains("partial 'header' does not exist") == true)
    #expect(check("{{#useCases}}{{> row}}{{/useCases}}", partials: ["row": "{{useCase.name}}"]) == [])
    #expect(
      check("{{> row}}", partials: ["row": "\n {{useCase.name}}"]) == [
        "T/partials/row.mustache:2:2: error: 'useCase.name' is not in the template context; did you mean 'useCases'?; run 'scaffold context' to see every available name"
      ])
    #expect(check("{{> loop}}", partials: ["loop": "{{> loop}}"]).first?.contains("includes itself too deeply") == true)
  }
}
