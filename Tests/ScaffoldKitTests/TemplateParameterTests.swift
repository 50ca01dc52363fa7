import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Template parameters, lookup and project configuration")
struct TemplateParameterTests {
  let declared = [
    TemplateParameter(name: "team", type: .choice, defaultValue: "growth", choices: ["payments", "growth"]),
    TemplateParameter(name: "coordinator", type: .bool, defaultValue: "false"),
    TemplateParameter(name: "retries", type: .int),
    TemplateParameter(name: "prefix", type: .string, defaultValue: "App", pattern: "[A-Z][A-Za-z]*"),
  ]

  private func check(_ given: [String: String]) -> ([String: ContextValue], [String]) {
    var collector = DiagnosticCollector()
    let parameters = given.sorted { $0.key < $1.key }.map {
      SpecParameter(name: Located($0.key), value: Located($0.value))
    }
    let values = ParameterRules.check(parameters, declared: declared, template: "t", into: &collector)
    return (values, collector.diagnostics.map(\.message))
  }

  @Test("values become their declared types, defaults fill the rest")
  func typedValues() {
    let (values, problems) = check(["retries": "3", "coordinator": "true"])
    #expect(problems.isEmpty)
    #expect(values == ["team": "growth", "coordinator": true, "retries": 3, "prefix": "App"])
  }

  @Test("every wrong value, a missing required one and an unknown name are reported together")
  func errors() {
    let (_, problems) = check(["team": "sales", "coordinator": "yes", "prefix": "app", "retires": "2"])
    #expect(
      problems == [
        "template 't' has no parameter 'retires'; did you mean 'retries'?",
        "parameter 'team' must be one of payments, growth, not 'sales'",
        "parameter 'coordinator' must be true or false, not 'yes'",
        "template 't' needs the parameter 'retries' (a whole number)",
        "parameter 'prefix' 'app' does not match the pattern [A-Z][A-Za-z]*",
      ])
  }

  @Test("a wrong choice suggests the closest value")
  func choiceSuggestion() {
    var collector = DiagnosticCollector()
    let given = [
      SpecParameter(name: Located("team"), value: Located("paymnts")),
      SpecParameter(name: Located("retries"), value: Located("3")),
    ]
    _ = ParameterRules.check(given, declared: declared, template: "t", into: &collector)
    #expect(collector.diagnostics.map(\.hint) == ["did you mean 'payments'?"])
  }

  @Test("lint renders its sample at each default; a required patterned string does not fail it")
  func lintWithPatterns() throws {
    let folder = try FileTree.temporaryDirectory().appendingPathComponent("mvp-coded")
    var files = Template.builtInFiles(.mvp)
    let parameters = """
      parameters:
        - name: region
          type: string
          pattern: "[A-Z]{2}"
          default: EU
        - name: ticket
          type: string
          pattern: "[0-9]+"

      """
    let manifest = files["template.yml"]!.replacingOccurrences(of: "name: mvp\n", with: "name: mvp-coded\n")
    files["template.yml"] = manifest + parameters
    files["partials/header.mustache"]! += "// {{params.region}}-{{params.ticket}}\n"
    try FileTree.write(files, to: folder)
    #expect(TemplateLinter.lint(folder: folder).map(\.message) == [])

    files["template.yml"] = files["template.yml"]!.replacingOccurrences(of: "default: EU", with: "default: eu")
    try FileTree.write(files, to: folder)
    let problems = TemplateLinter.lint(folder: folder).map(\.message)
    #expect(problems == ["parameter 'region' 'eu' does not match the pattern [A-Z]{2}"])
  }

  @Test("a folder's template overrides the built-in of its name; unknown names get a suggestion")
  func lookup() throws {
    let folder = try FileTree.temporaryDirectory()
    let files = Template.builtInFiles(.mvp)
    try FileTree.write(files, to: folder.appendingPathComponent("mvp"))
    let library = TemplateLibrary(folders: [folder])
    #expect(try library.template(named: "mvp").isBuiltIn == false)
    #expect(try library.template(named: "viper").isBuiltIn)
    let entries = try library.entries()
    #expect(entries.filter { $0.name == "mvp" }.map(\.isOverridden) == [false, true])
    #expect(throws: ScaffoldError.self) { try library.template(named: "mvpp") }
  }

  @Test(".scaffold.yml: read with positions; command line > spec > file")
  func configuration() throws {
    let configuration = try ProjectConfigurationLoader.read(
      text: "author: Jane\narchitecture: mvvm\nui: swiftui\ntemplates: [Templates]\n", file: "/p/.scaffold.yml")
    #expect(configuration.templateFolders.map(\.path) == ["/p/Templates"])
    var spec = ModuleSpec(name: Located("Login"))
    spec.ui = Located("none")
    let applied = configuration.apply(to: spec)
    #expect(applied.ui?.value == "none")
    #expect(applied.architecture?.value == "mvvm")
    #expect(applied.author == "Jane")
    let module = try ModuleGenerator().module(from: applied, commandLine: CommandLineInput(ui: .uikit))
    #expect(module.ui == .uikit)
    #expect(throws: ScaffoldError.self) {
      try ProjectConfigurationLoader.read(text: "autor: Jane\n", file: ".scaffold.yml")
    }
  }

  @Test("scaffold init's file reads back the same, quotes and line breaks included")
  func configurationRoundTrip() throws {
    let written = ProjectConfiguration(
      author: "Jane \"JA\" Appleseed\nand team", organisation: "Example: Inc.", templates: ["Templates", "Shared/T"])
    let read = try ProjectConfigurationLoader.read(text: written.yamlText, file: "/p/.scaffold.yml")
    #expect(read.author == written.author)
    #expect(read.organisation == written.organisation)
    #expect(read.templates == written.templates)
  }
}
