import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Generamba import: what cannot be converted")
struct GenerambaConstructTests {
  private static let spec = """
    name: broken
    code_files:
    - {name: Broken.swift, path: broken.swift.liquid}

    """

  /// The problems of converting `folder`, as `line:column message` in reading order.
  func problems(_ folder: [String: String], dropDates: Bool = false) -> [String] {
    do {
      _ = try GenerambaImport.convert(folder: folder, folderName: "broken", architecture: .mvp, dropDates: dropDates)
      return []
    } catch {
      guard case .invalidTemplate(let diagnostics) = error else { return ["unexpected \(error)"] }
      return diagnostics.map { "\($0.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \($0.message)" }
    }
  }

  @Test("every unconvertible construct of a file is listed at its line and column")
  func everyConstruct() {
    let liquid = """
      {{ prefix }}Thing {%- comment %} trimmed {% endcomment -%}
      let a = "{{ module_info.name | camelcase }}"
      {% for item in items %}{{ item }}{% endfor %}
        {% include 'header' %}
      {% if developer.company %}x{% endif %}
      {% assign x = 1 %}
      {{ developer.name | upcase }}
      {{ module_info.file_basename }}
      {% if custom_parameters.flag %}a{% elsif custom_parameters.other %}b{% endif %}
      {% raw %}{{ literal }}{% endraw %}
      struct X {{{ module_info.name }}}
      {% include 'missing' %}
      {{ custom_parameters.mode }}
      {% if custom_parameters.mode %}y{% endif %}
      {% if custom_parameters.x == "yes" %}z{% endif %}
      {{ date | upcase }}
      {% unless module_info.name %}
      """
    let found = problems([
      "broken.rambaspec": Self.spec, "broken.swift.liquid": liquid, "snippets/header.liquid": "// header\n",
    ])
    let file = "broken/broken.swift.liquid"
    // `developer.name | upcase` (line 7) and `date | upcase` (line 16) convert: any variable takes
    // Liquid's string filters (GenerambaFilterParityTests).
    #expect(
      found == [
        "\(file):2:32 the filter 'camelcase' on 'module_info.name' cannot be converted",
        "\(file):3:1 '{% for %}' over 'items' cannot be converted: the lists Generamba's context has are module_info.project_targets and module_info.test_targets",
        "\(file):5:1 the condition 'developer.company' cannot be converted: a Scaffold section tests a flag",
        "\(file):6:1 '{% assign %}' cannot be converted: Scaffold templates are logic-less",
        "\(file):8:4 'module_info.file_basename' is only set while Generamba names a file; it prints nothing here",
        "\(file):9:33 '{% elsif %}' cannot be converted: a Scaffold section tests one flag",
        "\(file):10:10 this '{{' inside '{% raw %}' would be read by Mustache as a tag",
        "\(file):11:12 '{ module_info.name' is not a variable Scaffold can convert",
        "\(file):12:1 the snippet 'missing' does not exist (snippets/missing.liquid)",
        "\(file):14:1 'custom_parameters.mode' is tested here but printed at \(file):13:1, so it stays a string, which a Scaffold section cannot test",
        "\(file):15:1 the condition 'custom_parameters.x == \"yes\"' cannot be converted: a Scaffold section tests a flag",
        "\(file):17:1 the condition 'module_info.name' cannot be converted: a Scaffold section tests a flag",
        "\(file):17:1 '{% unless %}' is never closed",
      ])
  }

  @Test("problems of the .rambaspec and of file names are listed at their positions")
  func rambaspecProblems() {
    let spec = """
      name: broken
      colour: red
      code_files:
      - {name: A.swift, path: nowhere.liquid}
      - {name: "{{ date }}B.swift", path: b.liquid}
      - {path: b.liquid}
      - {name: C.swift, path: b.liquid, custom_name: "{{ module_info.file_name }}"}
      - {name: D.swift, path: b.liquid, custom_name: "{{ module_info.name }}{{ module_info.file_basename }}"}
      - {name: E.swift, path: b.liquid, custom_name: "../../{{ module_info.name }}Evil"}
      """
    let found = problems(["broken.rambaspec": spec, "b.liquid": "b\n"])
    #expect(
      found == [
        "broken/broken.rambaspec:2:1 unknown key 'colour' in the .rambaspec",
        "broken/broken.rambaspec:4:25 'nowhere.liquid' is not in the template folder",
        "broken/broken.rambaspec:6:3 code_files[2] has no 'name'",
        "broken/broken.rambaspec:7:52 'module_info.file_name' prints nothing in the .rambaspec: Generamba renders it before naming any file",
        "broken/broken.rambaspec:8:74 'module_info.file_basename' prints nothing in the .rambaspec: Generamba renders it before naming any file",
        "broken/broken.rambaspec:9:49 custom_name '../../{{ module_info.name }}Evil' leaves the module's folder",
      ])
  }

  @Test("positions count \\r\\n and a lone \\r as one line break each")
  func windowsAndClassicMacLineEndings() {
    let liquid = "// A\r\n// B\r\n\r\n  {% assign x = 1 %}\r{{ developer.email }}\n{% assign y = 2 %}\r\n"
    let file = "broken/broken.swift.liquid"
    let found = problems(["broken.rambaspec": Self.spec, "broken.swift.liquid": liquid])
    #expect(
      found == [
        "\(file):4:3 '{% assign %}' cannot be converted: Scaffold templates are logic-less",
        "\(file):5:4 unknown variable 'developer.email'",
        "\(file):6:1 '{% assign %}' cannot be converted: Scaffold templates are logic-less",
      ])
  }

  @Test("a folder without a .rambaspec, or with two, is refused")
  func rambaspecMissing() {
    #expect(problems(["a.liquid": "a"]) == ["- broken has no .rambaspec file"])
    #expect(problems(["a.rambaspec": "", "b.rambaspec": ""]).first?.contains("several .rambaspec files") == true)
  }

  @Test("declared parameters keep their description and default; a tested one needs a true/false default")
  func declaredParameters() throws {
    let spec = """
      name: params
      code_files:
      - {name: A.swift, path: a.liquid}
      custom_parameters:
        flag: "true"
        title: {description: "The screen's title.", default: "Hello"}

      """
    let liquid = "{% unless custom_parameters.flag %}{{ custom_parameters.title }}{% endunless %}\n"
    let converted = try GenerambaImport.convert(
      folder: ["params.rambaspec": spec, "a.liquid": liquid], folderName: "params", architecture: .mvc,
      dropDates: false)
    #expect(converted["a.mustache"] == "{{^params.flag}}{{params.title}}{{/params.flag}}\n")
    let manifest = try Template.load(files: converted, displayPath: "params").manifest
    #expect(
      manifest.parameters == [
        TemplateParameter(
          name: "flag", type: .bool, description: "Generamba custom parameter 'flag'.", defaultValue: "true"),
        TemplateParameter(name: "title", type: .string, description: "The screen's title.", defaultValue: "Hello"),
      ])
    let maybe = spec.replacingOccurrences(of: "flag: \"true\"", with: "flag: \"maybe\"")
    #expect(
      problems([
        "broken.rambaspec": maybe.replacingOccurrences(of: "name: params", with: "name: broken"), "a.liquid": liquid,
      ])
        == [
          "broken/a.liquid:1:1 'custom_parameters.flag' is tested here, but its default 'maybe' is not true or false"
        ])
  }

  @Test("'== \"false\"' and '!= \"true\"' invert the section; tags alone on a line keep it, as in Liquid")
  func conditionsAndElse() throws {
    let liquid = """
      {% if custom_parameters.a == "false" %}x{% endif %}{% if custom_parameters.a != "true" %}y{% endif %}
          {% if custom_parameters.b %}
          on
          {% else %}
          off
          {% endif %}

      """
    let converted = try GenerambaImport.convert(
      folder: ["c.rambaspec": "name: c\ncode_files:\n- {name: A.swift, path: a.liquid}\n", "a.liquid": liquid],
      folderName: "c", architecture: .mvvm, dropDates: false)
    #expect(
      converted["a.mustache"] == """
        {{^params.a}}x{{/params.a}}{{^params.a}}y{{/params.a}}
            {{#params.b}}{{!}}
            on
            {{/params.b}}{{^params.b}}
            off
            {{/params.b}}{{!}}

        """)
  }
}
