import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

@Suite("Templates that extend another")
struct TemplateExtensionTests {
  private let parentManifest = """
    name: base
    summary: The base.
    architecture: mvp
    version: "3"
    files:
      - template: Sources/Greeting.swift.mustache
        output: Greeting.swift
        kind: source
      - template: Sources/Farewell.swift.mustache
        output: Farewell.swift
        kind: source
    parameters:
      - name: team
        type: string
        default: core
      - name: loud
        type: bool
        default: "false"
    reserved:
      types: [Presenter]

    """
  private var parentFiles: [String: String] {
    [
      "template.yml": parentManifest,
      "partials/header.mustache": "// base header\n",
      "Sources/Greeting.swift.mustache": "{{> header}}let greeting = \"{{module.name}}\"\n",
      "Sources/Farewell.swift.mustache": "{{> header}}let farewell = \"{{module.name}}\"\n",
    ]
  }

  /// A templates folder holding `base` and the other template folders given.
  private func library(_ templates: [String: [String: String]]) throws -> (TemplateLibrary, URL) {
    let folder = try FileTree.temporaryDirectory().appendingPathComponent("Templates")
    for (name, files) in templates.merging(["base": parentFiles], uniquingKeysWith: { own, _ in own }) {
      try FileTree.write(files, to: folder.appendingPathComponent(name))
    }
    return (TemplateLibrary(folders: [folder]), folder)
  }

  private func render(_ template: Template) throws -> [String: String] {
    let context: ContextValue = ["module": ["name": "Login"]]
    let files = try TemplateRenderer(template: template).render(context: context, schema: context)
    return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
  }

  @Test("a partial of the child takes the place of the parent's; the rest is the parent's")
  func overridesAPartial() throws {
    let (library, _) = try library([
      "team": ["template.yml": "name: team\nextends: base\n", "partials/header.mustache": "// team header\n"]
    ])
    let team = try library.template(named: "team")
    #expect(
      try render(team) == [
        "Greeting.swift": "// team header\nlet greeting = \"Login\"\n",
        "Farewell.swift": "// team header\nlet farewell = \"Login\"\n",
      ])
    #expect(
      try render(try library.template(named: "base"))["Greeting.swift"] == "// base header\nlet greeting = \"Login\"\n")
    #expect(team.manifest.name == "team")
    #expect(team.manifest.extends == "base")
    #expect(team.manifest.architecture == .mvp)
    #expect(team.manifest.summary == "The base.")
    #expect(team.manifest.version == "3")
    // A problem in a file the parent gives is reported at the parent's copy of it.
    #expect(
      team.sourcePath(of: "Sources/Greeting.swift.mustache").hasSuffix("Templates/base/Sources/Greeting.swift.mustache")
    )
    #expect(team.sourcePath(of: "partials/header.mustache") == "\(team.displayPath)/partials/header.mustache")
  }

  @Test("files, parameters and values of the child replace the parent's of the same key and add the rest")
  func mergesTheManifest() throws {
    let child = """
      name: team
      extends: base
      summary: The team's.
      files:
        - template: Sources/Farewell.swift.mustache
          output: Bye.swift
          kind: source
        - template: Sources/Extra.swift.mustache
          output: Extra.swift
          kind: test
      parameters:
        - name: team
          type: choice
          choices: [growth, payments]
          default: growth
        - name: owner
          type: string
          default: nobody
      reserved:
        types: [Coordinator]

      """
    let (library, _) = try library([
      "team": ["template.yml": child, "Sources/Extra.swift.mustache": "let extra = 1\n"]
    ])
    let manifest = try library.template(named: "team").manifest
    #expect(manifest.summary == "The team's.")
    #expect(manifest.files.map(\.output) == ["Greeting.swift", "Bye.swift", "Extra.swift"])
    #expect(manifest.parameters.map(\.name) == ["team", "loud", "owner"])
    #expect(manifest.parameters.first?.choices == ["growth", "payments"])
    #expect(manifest.reserved.types == ["Coordinator", "Presenter"])
  }

  @Test("the hash of a child changes when its parent changes, and not otherwise")
  func hashFollowsTheParent() throws {
    let (library, folder) = try library(["team": ["template.yml": "name: team\nextends: base\n"]])
    let first = try library.template(named: "team").contentHash
    #expect(try library.template(named: "team").contentHash == first)
    #expect(first != (try library.template(named: "base").contentHash))
    let farewell = folder.appendingPathComponent("base/Sources/Farewell.swift.mustache")
    try Data("{{> header}}let farewell = \"Bye, {{module.name}}\"\n".utf8).write(to: farewell)
    #expect(try library.template(named: "team").contentHash != first)
  }

  @Test("a built-in parent that changes (a new release) changes the child's hash")
  func builtInParentChanges() throws {
    let folder = try FileTree.temporaryDirectory()
    try FileTree.write(
      ["template.yml": "name: viper-team\nextends: viper\n"], to: folder.appendingPathComponent("viper-team"))
    func library(header: String) -> TemplateLibrary {
      TemplateLibrary(folders: [folder]) { architecture throws(ScaffoldError) in
        var template = try Template.builtIn(architecture)
        template.partials["header"] = header
        template.contentHash += header
        return template
      }
    }
    let before = try library(header: "").template(named: "viper-team")
    let after = try library(header: "// new\n").template(named: "viper-team")
    #expect(before.contentHash != after.contentHash)
    #expect(after.partials["header"] == "// new\n")
    #expect(before.manifest.files == (try Template.builtIn(.viper)).manifest.files)
  }

  @Test("a folder named after a built-in may extend that built-in, and replaces it")
  func extendsTheBuiltInOfItsName() throws {
    let folder = try FileTree.temporaryDirectory()
    try FileTree.write(
      ["template.yml": "name: viper\nextends: viper\n", "partials/header.mustache": "// ours\n"],
      to: folder.appendingPathComponent("viper"))
    let template = try TemplateLibrary(folders: [folder]).template(named: "viper")
    #expect(template.partials["header"] == "// ours\n")
    #expect(template.manifest.files.count == (try Template.builtIn(.viper)).manifest.files.count)
    #expect(!template.isBuiltIn)
  }

  @Test("a cycle of extends is an error that names the chain, at the extends line")
  func cycle() throws {
    let (library, folder) = try library([
      "a": ["template.yml": "name: a\n# A comment first.\nextends: b\n"],
      "b": ["template.yml": "name: b\nextends: a\n"],
    ])
    #expect(
      throws: ScaffoldError.invalidTemplate([
        Diagnostic(
          "\(folder.path)/b/template.yml extends 'a', which is no template found other than those that extend it "
            + "(a → b → a)",
          at: SourceLocation(file: "\(folder.path)/b/template.yml", line: 2, column: 1),
          hint: "name a built-in (viper, vip, mvp, mvc, mvvm) or a template folder beside this one or in the "
            + "templates folders; 'scaffold templates list' shows them")
      ])
    ) { try library.template(named: "a") }
  }

  @Test("an unknown parent is an error at the extends line")
  func unknownParent() throws {
    let (library, folder) = try library(["team": ["template.yml": "name: team\nextends: bsae\n"]])
    #expect {
      try library.template(named: "team")
    } throws: { error in
      guard case ScaffoldError.invalidTemplate(let diagnostics) = error else { return false }
      return diagnostics.map(\.location) == [
        SourceLocation(file: "\(folder.path)/team/template.yml", line: 2, column: 1)
      ]
        && diagnostics.first?.message.contains("extends 'bsae', which is no template found") == true
    }
  }

  @Test("a file of the child that replaces nothing and is not listed is an error, with the path it may mean")
  func strayFile() throws {
    let (library, folder) = try library([
      "team": ["template.yml": "name: team\nextends: base\n", "Sources/Greting.swift.mustache": "let typo = 1\n"]
    ])
    #expect {
      try library.template(named: "team")
    } throws: { error in
      guard case ScaffoldError.invalidTemplate(let diagnostics) = error else { return false }
      return diagnostics.map(\.description) == [
        "\(folder.path)/team/Sources/Greting.swift.mustache:1:1: error: 'Sources/Greting.swift.mustache' takes the "
          + "place of no file of 'base'; did you mean 'Sources/Greeting.swift.mustache'?; name it as the parent does "
          + "('scaffold templates show base' lists its files), or list it under files: to add it"
      ]
    }
  }

  @Test("an extending template may repeat its parent's architecture, not name another")
  func architectureMustMatch() throws {
    let (library, _) = try library([
      "same": ["template.yml": "name: same\nextends: base\narchitecture: mvp\n"],
      "other": ["template.yml": "name: other\nextends: base\narchitecture: viper\n"],
    ])
    #expect(try library.template(named: "same").manifest.architecture == .mvp)
    #expect {
      try library.template(named: "other")
    } throws: { error in
      "\(error)".contains("it extends 'base', a mvp template, so its architecture cannot be viper")
    }
  }

  @Test("the library lists an extending template with its parent's architecture")
  func listed() throws {
    let (library, _) = try library(["team": ["template.yml": "name: team\nextends: base\n"]])
    let entry = try library.entries().first { $0.name == "team" }
    #expect(entry?.architecture == .mvp)
    #expect(entry?.summary == "The base.")
  }
}
