import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Generamba import: {% for %} over the targets")
struct GenerambaLoopTests {
  private static let spec = "name: loops\ncode_files:\n- {name: A.swift, path: a.liquid}\n"
  private static let liquid = """
    // Targets:
    {% for target in module_info.project_targets %}
    //   {{ target }} ({{ forloop.index }} of {{ forloop.length }}, first: {{ forloop.first }}, last: {{ forloop.last }})
    {%- endfor %}
    {% if custom_parameters.with_tests %}
    @testable import {% for t in module_info.test_targets -%} {{ t }} {%- endfor %}
    {% endif %}
    struct {{ module_info.name }} {}

    """

  @Test("a loop over a target list becomes its body once, the variable printing the package's target")
  func converted() throws {
    let converted = try GenerambaImport.convert(
      folder: ["loops.rambaspec": Self.spec, "a.liquid": Self.liquid], folderName: "loops", architecture: .viper,
      dropDates: false)
    #expect(
      converted["a.mustache"] == """
        // Targets:

        //   {{module.name}} (1 of 1, first: true, last: true)
        {{#params.with_tests}}{{!}}
        @testable import {{module.name}}Tests
        {{/params.with_tests}}{{!}}
        struct {{module.name}} {}

        """)
  }

  @Test("Scaffold prints what python-liquid prints for the loops", .enabled(if: LiquidPython.runs))
  func parity() throws {
    let folder = try FileTree.temporaryDirectory().appendingPathComponent("loops")
    try FileTree.write(["loops.rambaspec": Self.spec, "a.liquid": Self.liquid], to: folder)
    let converted = try GenerambaImport.convert(
      folder: FileTree.read(folder), folderName: "loops", architecture: .viper, dropDates: false)
    let ours = try GenerambaImportTests.renderUserProfile(
      with: Template.load(files: converted, displayPath: "loops"), params: "with_tests: true"
    ).filter { $0.path != "Package.swift" }
    let theirs = try GenerambaLiquidParityTests.renderWithLiquid(
      folder: folder,
      scope: [
        "prefix": "", "custom_parameters": ["with_tests": "true"],
        "module_info": [
          "name": "UserProfile", "project_targets": ["UserProfile"], "test_targets": ["UserProfileTests"],
        ],
      ])
    #expect(ours.map(\.contents) == theirs.map(\.contents))
  }

  @Test("other loops, loop options, for-else, filters and unknown forloop keys are listed at their positions")
  func refused() {
    let liquid = """
      {% for x in module_info.names %}{{ x }}{% endfor %}
      {% for x in module_info.project_targets reversed %}{% endfor %}
      {% for x in module_info.project_targets %}{{ x | downcase }}{{ forloop.parentloop }}{% else %}{% endfor %}
      {% endfor %}
      {% for x in module_info.test_targets %}
      """
    let found = GenerambaConstructTests().problems([
      "broken.rambaspec": "name: broken\ncode_files:\n- {name: A.swift, path: a.liquid}\n", "a.liquid": liquid,
    ])
    let file = "broken/a.liquid"
    #expect(
      found == [
        "\(file):1:1 '{% for %}' over 'module_info.names' cannot be converted: the lists Generamba's context has are module_info.project_targets and module_info.test_targets",
        "\(file):2:1 'reversed' on a '{% for %}' cannot be converted",
        "\(file):3:48 a filter on the loop's 'x' cannot be converted",
        "\(file):3:64 'forloop.parentloop' is not one of forloop's first, index, index0, last, length, rindex, rindex0",
        "\(file):3:85 the '{% else %}' of a '{% for %}' never prints: the list has one element in a package",
        "\(file):4:1 '{% endfor %}' without an open '{% for %}'",
        "\(file):5:1 '{% for %}' is never closed",
      ])
  }
}
