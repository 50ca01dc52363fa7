import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// Liquid's string filters on every variable Generamba offers, converted to the manifest's
/// `values:` and rendered by Scaffold, compared byte for byte with python-liquid's rendering of
/// the same template (the parity tests' values: Profile of project Shop, by Jane Appleseed of
/// Example Inc., prefix RM, 9 March 2026).
@Suite("Generamba import: filters on any variable print what Liquid prints", .enabled(if: LiquidPython.runs))
struct GenerambaFilterParityTests {
  /// One line a filter chain, over every variable and every filter the import converts.
  static let lines = [
    "{{ module_info.description | capitalize }}", "{{ module_info.description | upcase | append: \"!\" }}",
    "{{ module_info.project_name | downcase }}", "{{ module_info.project_name | prepend: \"App \" | upcase }}",
    "{{ developer.name | upcase }}", "{{ developer.name | replace: \" \", \"_\" | downcase }}",
    "{{ developer.company | remove: \".\" }}", "{{ developer.company | remove_first: \"e\" | capitalize }}",
    "{{ developer.company | replace_first: \"Inc\", \"Ltd\" }}", "{{ prefix | default: \"XX\" | downcase }}",
    "{{ prefix | append: module_info.name }}", "{{ module_info.name | lowerFirstWord | append: 'View' }}",
    "{{ module_info.name | upcase | prepend: '_' }}", "{{ module_info.name | capitalize }}",
    "{{ custom_parameters.service_name | upperFirstWord }}", "{{ custom_parameters.service_name | strip }}",
    "{{ custom_parameters.service_name | lstrip | rstrip | append: \"|\" }}", "{{ date | replace: \"/\", \"-\" }}",
    "{{ year | prepend: \"(c) \" }}",
  ]

  @Test("each filter chain prints as Liquid prints it, and an argument that is a variable is refused")
  func filters() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filters-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Code"), withIntermediateDirectories: true)
    let accepted = Self.lines.filter { !$0.contains("append: module_info") }
    try Data(
      """
      name: "filtered"
      code_files:
      - {name: View/Filtered.swift, path: Code/filtered.swift.liquid}
      custom_parameters:
        service_name: "  Value  "
      """.utf8
    ).write(to: folder.appendingPathComponent("filtered.rambaspec"))
    try Data((accepted.joined(separator: "\n") + "\n").utf8).write(
      to: folder.appendingPathComponent("Code/filtered.swift.liquid"))

    let converted = try GenerambaImport.convert(
      folder: FileTree.read(folder), folderName: "filtered", architecture: .viper, dropDates: false)
    let template = try Template.load(files: converted, displayPath: "filtered")
    #expect(template.manifest.values.count == accepted.count - 1, "\(template.manifest.values.map(\.name))")
    let origin = GenerationOrigin(day: CalendarDay(iso: "2026-03-09") ?? .sample, developer: "Jane Appleseed")
    let ours = try GenerambaImportTests.renderUserProfile(
      with: template, params: "service_name: \"  Value  \"", name: "Profile", prefix: "RM", author: nil,
      origin: origin
    ).filter { $0.path != "Package.swift" }
    let theirs = try GenerambaLiquidParityTests.renderWithLiquid(
      folder: folder, scope: GenerambaLiquidParityTests.scope(parameters: ["service_name": "  Value  "]))
    let mine = try #require(ours.first).contents.split(separator: "\n", omittingEmptySubsequences: false)
    let liquid = try #require(theirs.first).contents.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(mine.count == liquid.count)
    for (index, (line, expected)) in zip(mine, liquid).enumerated() {
      #expect(line == expected, "\(accepted[min(index, accepted.count - 1)])")
    }

    // A filter's argument that is a variable has no value at import, and a file's name none
    // until it is written: each refused, at its place.
    for (line, message) in [
      ("{{ prefix | append: module_info.name }}", "takes text in quotes, not a variable"),
      ("{{ module_info.file_name | remove: \".swift\" }}", "a filter on 'module_info.file_name' cannot be converted"),
    ] {
      try Data((line + "\n").utf8).write(to: folder.appendingPathComponent("Code/filtered.swift.liquid"))
      let files = try FileTree.read(folder)
      do throws(ScaffoldError) {
        _ = try GenerambaImport.convert(folder: files, folderName: "filtered", architecture: .viper, dropDates: false)
        Issue.record("\(line) was converted")
      } catch {
        #expect(error.description.contains(message), "\(error)")
      }
    }
  }

  @Test("the filters, one by one, as Liquid defines them")
  func filterRules() {
    #expect(LiquidFilter.capitalize.apply(to: "hello World") == "Hello world")
    #expect(LiquidFilter.capitalize.apply(to: "") == "")
    #expect(LiquidFilter.strip.apply(to: " \t a b \n") == "a b")
    #expect(LiquidFilter.lstrip.apply(to: "  a ") == "a ")
    #expect(LiquidFilter.rstrip.apply(to: "  a ") == "  a")
    #expect(LiquidFilter.replace("a", with: "o").apply(to: "banana") == "bonono")
    #expect(LiquidFilter.replaceFirst("a", with: "o").apply(to: "banana") == "bonana")
    #expect(LiquidFilter.remove("an").apply(to: "banana") == "ba")
    #expect(LiquidFilter.removeFirst("an").apply(to: "banana") == "bana")
    #expect(LiquidFilter.defaultValue("x").apply(to: "") == "x")
    #expect(LiquidFilter.defaultValue("x").apply(to: "y") == "y")
    #expect(LiquidFilter.lowerFirstWord.apply(to: "UserProfile") == "userProfile")
    #expect(LiquidFilter(name: "append", arguments: []) == nil)
    #expect(LiquidFilter(name: "truncate", arguments: ["3"]) == nil)
  }

  @Test("values: in a manifest is read, checked and seen by the files")
  func manifestValues() throws {
    let manifest = """
      name: shouted
      architecture: viper
      values:
        - name: company
          from: "{{project.organisation}}"
          filters: [upcase, {append: "!"}, {replace: ["!", "?"]}]
      files:
        - template: a.swift.mustache
          output: "Sources/{{module.name}}/A.swift"
          kind: source
      """
    let template = try Template.load(
      files: ["template.yml": manifest, "a.swift.mustache": "// {{values.company}}\n"], displayPath: "shouted")
    #expect(
      template.manifest.values == [
        TemplateValue(
          name: "company", from: "{{project.organisation}}", filters: [.upcase, .append("!"), .replace("!", with: "?")])
      ])
    let spec = try SpecLoader.load(text: "name: Login\narchitecture: viper\norganisation: Example Inc.", file: "s.yml")
    let generator = ModuleGenerator(templateSource: { _ throws(ScaffoldError) in template })
    let files = try generator.plan(for: try generator.module(from: spec)).files
    #expect(files.first?.contents == "// EXAMPLE INC.?\n")

    for (bad, message) in [
      ("filters: [shout]", "unknown filter 'shout'"), ("filters: [{append: [a, b]}]", "takes 1 argument"),
      ("from: \"{{#x}}\"", "not valid Mustache"),
    ] {
      let broken = manifest.replacingOccurrences(
        of: bad.hasPrefix("from")
          ? "from: \"{{project.organisation}}\"" : "filters: [upcase, {append: \"!\"}, {replace: [\"!\", \"?\"]}]",
        with: bad)
      #expect(throws: ScaffoldError.self) {
        try Template.load(files: ["template.yml": broken, "a.swift.mustache": ""], displayPath: "shouted")
      }
      do {
        _ = try Template.load(files: ["template.yml": broken, "a.swift.mustache": ""], displayPath: "shouted")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }
}
