import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Generamba import: Liquid in the .rambaspec, Objective-C templates")
struct GenerambaRambaspecLiquidTests {
  private static let files = ["a.liquid": "a\n", "b.liquid": "b\n", "c.liquid": "c\n"]

  private func convert(_ spec: String, liquid: [String: String] = files) throws -> [String: String] {
    try GenerambaImport.convert(
      folder: liquid.merging(["s.rambaspec": spec]) { $1 }, folderName: "s", architecture: .viper, dropDates: false)
  }

  /// Files under a flag, and under two nested flags (with Liquid's whitespace control).
  private static let nestedSpec = """
    name: s
    code_files:
    - {name: A.swift, path: a.liquid}
    {% if custom_parameters.with_storyboard %}
    - {name: B.swift, path: b.liquid}
      {%- if custom_parameters.with_logging == "true" %}
    - name: C.swift
      path: c.liquid
      {%- endif %}
    {% endif %}
    """

  @Test("entries inside '{% if custom_parameters.x %}' get 'when: params.x'; nested blocks give every flag")
  func whenConditions() throws {
    let converted = try convert(Self.nestedSpec)
    let manifest = try Template.load(files: converted, displayPath: "s").manifest
    #expect(
      manifest.files.map(\.when) == [
        [], [], ["params.with_storyboard"], ["params.with_storyboard", "params.with_logging"],
      ])
    #expect(manifest.parameters.map(\.name) == ["with_storyboard", "with_logging"])
    #expect(manifest.parameters.allSatisfy { $0.type == .bool && $0.defaultValue == "false" })
    #expect(converted["template.yml"]?.contains(#"when: ["params.with_storyboard", "params.with_logging"]"#) == true)
  }

  /// Tags that start the lines of entries, which Liquid removes with the entries' indentation kept.
  private static let inlineSpec = """
    name: s
    code_files:
    - {name: A.swift, path: a.liquid}
    {% if custom_parameters.x %}- {name: B.swift, path: b.liquid}{% endif %}
    {% if custom_parameters.y %}{% if custom_parameters.z %}- {name: C.swift, path: c.liquid}
    {% endif %}{% endif %}
    """

  @Test(
    "Scaffold generates the files Generamba's Liquid rendering of the spec keeps, flags on and off",
    .enabled(if: LiquidPython.runs), arguments: [nestedSpec, inlineSpec, elseSpec], [true, false])
  func parity(spec: String, flagsOn: Bool) throws {
    let folder = try FileTree.temporaryDirectory().appendingPathComponent("s")
    try FileTree.write(Self.files.merging(["s.rambaspec": spec]) { $1 }, to: folder)
    let template = try Template.load(files: convert(spec), displayPath: "s")
    let flags = template.manifest.parameters.map(\.name)
    let ours = try GenerambaImportTests.renderUserProfile(
      with: template, params: flags.map { "\($0): \(flagsOn)" }.joined(separator: ", ")
    ).filter { $0.path != "Package.swift" }
    let theirs = try GenerambaLiquidParityTests.renderWithLiquid(
      folder: folder,
      scope: [
        "prefix": "", "module_info": ["name": "UserProfile"],
        "custom_parameters": flagsOn ? Dictionary(uniqueKeysWithValues: flags.map { ($0, "true") }) : [:],
      ])
    #expect(
      ours.map { ($0.path as NSString).lastPathComponent } == theirs.map { ($0.name as NSString).lastPathComponent })
    #expect(ours.map(\.contents) == theirs.map(\.contents))
  }

  @Test("a whole test_files list inside a block, and comments, are read as Generamba renders them")
  func blockAroundAKey() throws {
    let spec = """
      name: s
      code_files:
      - {name: A.swift, path: a.liquid}
      {% comment %}
      - {name: Old.swift, path: old.liquid}
      {% endcomment %}
      {% unless custom_parameters.without_tests != "true" %}
      test_files:
      - {name: ATests.swift, path: b.liquid}
      {% endunless %}
      """
    let manifest = try Template.load(files: convert(spec), displayPath: "s").manifest
    #expect(manifest.files.map(\.output).contains("Sources/{{module.name}}/{{module.name}}Old.swift") == false)
    #expect(manifest.files.last?.when == ["params.without_tests"] && manifest.files.last?.kind == .test)
  }

  @Test("the package declares its test target only when a test file is generated, which SwiftPM requires")
  func testTargetFollowsTheFlags() throws {
    let spec = """
      name: s
      code_files:
      - {name: A.swift, path: a.liquid}
      test_files:
      {% if custom_parameters.with_tests %}
      - {name: ATests.swift, path: b.liquid}
      {% endif %}
      {% if custom_parameters.with_ui %}{% if custom_parameters.with_snapshots %}
      - {name: ASnapshotTests.swift, path: c.liquid}
      {% endif %}{% endif %}
      """
    let template = try Template.load(files: convert(spec), displayPath: "s")
    for (flags, declared) in [("false", "false", false), ("true", "false", true), ("false", "true", true)].map({
      ("with_tests: \($0.0), with_ui: \($0.1), with_snapshots: \($0.1)", $0.2)
    }) {
      let files = try GenerambaImportTests.renderUserProfile(with: template, params: flags)
      let package = try #require(files.first { $0.path == "Package.swift" }?.contents)
      #expect(package.contains(".testTarget(name: \"UserProfileTests\"") == declared, "\(flags)")
      #expect(files.contains { $0.path.hasPrefix("Tests/") } == declared, "\(flags)")
    }
    #expect(
      GenerambaImport.packageManifest("a\n  .testTarget(x),\nb", testConditions: [["p.a"], ["p.b", "p.c"], ["p.a"]])
        == """
        a
        {{#p.a}}
          .testTarget(x),
        {{/p.a}}
        {{^p.a}}
        {{#p.b}}
        {{#p.c}}
          .testTarget(x),
        {{/p.c}}
        {{/p.b}}
        {{/p.a}}
        b
        """)
  }

  @Test("a tag starting an entry's line is removed as Liquid renders it; positions stay the original ones")
  func tagBeforeAnEntry() throws {
    let spec = Self.inlineSpec.replacingOccurrences(of: "c.liquid", with: "nowhere.liquid")
    let found = GenerambaConstructTests().problems(Self.files.merging(["broken.rambaspec": spec]) { $1 })
    #expect(found == ["broken/broken.rambaspec:5:81 'nowhere.liquid' is not in the template folder"])
    let manifest = try Template.load(files: convert(Self.inlineSpec), displayPath: "s").manifest
    #expect(manifest.files.map(\.when) == [[], [], ["params.x"], ["params.y", "params.z"]])
  }

  /// Generamba's own example of Liquid in a .rambaspec: one file name, two sources.
  private static let elseSpec = """
    name: s
    code_files:
    {% if custom_parameters.my_view == "true" %}
    - {name: View/ViewInput.swift, path: a.liquid}
    {% else %}
    - {name: View/ViewInput.swift, path: b.liquid}
    {% endif %}
    {% unless custom_parameters.compact %}
    - {name: View/Cell.swift, path: c.liquid}
    {% endunless %}
    """

  @Test("'{% else %}' and '{% unless %}' give 'when: ^params.x'; two branches may name the same file")
  func elseBranches() throws {
    let manifest = try Template.load(files: convert(Self.elseSpec), displayPath: "s").manifest
    #expect(manifest.files.map(\.when) == [[], ["params.my_view"], ["^params.my_view"], ["^params.compact"]])
    #expect(manifest.files[1].output == manifest.files[2].output)
  }

  @Test("what 'when:' cannot say is listed at its position, all at once")
  func refusedLogic() {
    let spec = """
      name: s
      {% if custom_parameters.fancy %}
      summary: Fancy
      {% endif %}
      code_files:
      {% if custom_parameters.a %}
      - {name: A.swift, path: a.liquid}
      {% elsif custom_parameters.b %}
      - {name: B.swift, path: b.liquid}
      {% else %}{% else %}
      {% endif %}
      - {name: A.swift, path: c.liquid}
      - {name: D.swift, {% if custom_parameters.c %}path: a.liquid{% endif %}}
      {% for x in module_info.project_targets %}{% endfor %}
      {% if module_info.name %}{% endif %}
      {% endif %}
      {% if custom_parameters.d %}
      """
    let found = GenerambaConstructTests().problems(Self.files.merging(["broken.rambaspec": spec]) { $1 })
    let file = "broken/broken.rambaspec"
    #expect(
      found == [
        "\(file):3:1 'summary' inside '{% if %}' cannot be converted: only file entries can depend on a custom parameter",
        "\(file):8:1 '{% elsif %}' in the .rambaspec cannot be converted: a file's 'when:' tests flags, not a chain of them",
        "\(file):10:11 '{% else %}' without an open '{% if %}' in its first branch",
        "\(file):12:10 another file is already generated at 'A.swift'",
        "\(file):13:53 only part of this file entry is inside '{% if %}'; 'when:' holds for a whole entry",
        "\(file):14:1 '{% for %}' in the .rambaspec cannot be converted: only '{% if custom_parameters.<key> %}' around file entries becomes 'when:'",
        "\(file):15:1 the condition 'module_info.name' in the .rambaspec cannot be converted: 'when:' tests a flag",
        "\(file):16:1 '{% endif %}' without an open '{% if %}'",
        "\(file):17:1 '{% if %}' is never closed",
      ])
  }

  @Test("a block in the value of another key is refused at its tag, CRLF lines counted as lines")
  func blockInAValue() {
    let spec = [
      "name: broken", "summary: {% if custom_parameters.x %}A{% else %}B{% endif %}", "code_files:",
      "- {name: A.swift, path: a.liquid}", "author:   {% unless custom_parameters.y %}me{% endunless %}", "",
    ].joined(separator: "\r\n")
    let found = GenerambaConstructTests().problems(Self.files.merging(["broken.rambaspec": spec]) { $1 })
    let file = "broken/broken.rambaspec"
    #expect(
      found == [
        "\(file):2:10 a Liquid block in the value of 'summary' cannot be converted: only file entries can depend on a custom parameter",
        "\(file):5:11 a Liquid block in the value of 'author' cannot be converted: only file entries can depend on a custom parameter",
      ])
  }

  @Test("a flag the spec tests and a file prints is refused, as in file contents")
  func testedAndPrinted() {
    let spec = """
      name: broken
      code_files:
      {% if custom_parameters.title %}
      - {name: A.swift, path: a.liquid}
      {% endif %}
      """
    let found = GenerambaConstructTests().problems([
      "broken.rambaspec": spec, "a.liquid": "let title = \"{{ custom_parameters.title }}\"\n",
    ])
    #expect(
      found.count == 1 && found[0].hasPrefix("broken/broken.rambaspec:3:1 'custom_parameters.title' is tested here"))
  }

  @Test("an Objective-C template is refused once, at its first .h/.m entry, with what to do")
  func objectiveC() {
    let spec = """
      name: broken
      code_files:
      - {name: View/ViewController.h, path: Code/View/view_controller.h.liquid}
      - {name: View/ViewController.m, path: Code/View/view_controller.m.liquid}
      - {name: View/View.swift, path: a.liquid}
      """
    let error = #expect(throws: ScaffoldError.self) {
      try GenerambaImport.convert(
        folder: ["broken.rambaspec": spec, "a.liquid": "{{ unknown }}"], folderName: "broken", architecture: .viper,
        dropDates: false)
    }
    guard case .invalidTemplate(let diagnostics) = error else {
      Issue.record("expected invalidTemplate, got \(String(describing: error))")
      return
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location?.description == "broken/broken.rambaspec:3:10")
    #expect(diagnostics.first?.message.contains("Objective-C template (2 of its 3 files") == true)
    #expect(diagnostics.first?.hint?.contains("Generamba") == true)
  }

  @Test("messages name the files under the path as typed, and the .rambaspec asked for is read")
  func displayAndSpecName() {
    let folder = ["one.rambaspec": "name: one\ncode_files:\n- {name: A.swift, path: a.liquid}\n", "two.rambaspec": "x"]
    #expect(
      (try? GenerambaImport.convert(
        folder: folder.merging(["a.liquid": "a"]) { $1 }, folderName: "t", architecture: .viper, dropDates: false,
        specName: "one.rambaspec"))?["template.yml"]?.contains("name: \"one\"") == true)
    let error = #expect(throws: ScaffoldError.self) {
      try GenerambaImport.convert(
        folder: folder, folderName: "t", architecture: .viper, dropDates: false, specName: "one.rambaspec",
        displayPath: "../catalog/t")
    }
    guard case .invalidTemplate(let diagnostics) = error else { return }
    #expect(diagnostics.map { $0.location?.description } == ["../catalog/t/one.rambaspec:3:25"])
  }
}
