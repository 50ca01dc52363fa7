import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Generamba import: Rambafile")
struct GenerambaRambafileTests {
  @Test("a Rambafile's settings map to a project configuration, its Xcode project, targets and group included")
  func mapping() throws {
    let rambafile = """
      ### Headers settings
      company: Rambler&Co
      author: Jane Appleseed

      ### Xcode project settings
      project_name: GenerambaSandbox
      product_module_name: GenerambaSandbox
      prefix:
      xcodeproj_path: GenerambaSandbox.xcodeproj

      ### Code generation settings section
      project_target: GenerambaSandbox
      project_file_path: GenerambaSandbox/Classes/Modules
      project_group_path: GenerambaSandbox/Classes/Modules

      ### Tests generation settings section
      test_target: GenerambaSandboxTests
      test_file_path: GenerambaSandboxTests/Classes/Modules
      test_group_path: GenerambaSandboxTests/Classes/Modules

      ### Dependencies settings section
      podfile_path: Podfile
      cartfile_path: Cartfile

      ### Templates
      catalogs:
      - 'https://github.com/rambler-digital-solutions/generamba-catalog'
      templates:
      - {name: swifty viper, git: 'https://example.com/templates.git', branch: main}
      - {name: local_template, local: 'Templates/local_template'}
      """
    let imported = try GenerambaImport.rambafile(rambafile, file: "Rambafile")
    var expected = ProjectConfiguration(
      author: "Jane Appleseed", organisation: "Rambler&Co", templates: ["Templates"], template: "swifty-viper",
      file: "Rambafile")
    expected.name = "GenerambaSandbox"
    // In an Xcode project, the module's files go to the folder of its group.
    (expected.xcodeproj, expected.target) = ("GenerambaSandbox.xcodeproj", "GenerambaSandbox")
    (expected.testTarget, expected.group) = ("GenerambaSandboxTests", "GenerambaSandbox/Classes/Modules")
    #expect(imported.configuration == expected)
    // Every key set and not carried over is a note at its position; the empty prefix is the default.
    #expect(
      imported.notes.map { $0.components(separatedBy: " is not carried over").first ?? $0 }
        == [
          "Rambafile:7:22: 'product_module_name'", "Rambafile:18:17: 'test_file_path'",
          "Rambafile:19:18: 'test_group_path'", "Rambafile:22:15: 'podfile_path'", "Rambafile:23:16: 'cartfile_path'",
          "Rambafile:27:1: 'catalogs'", "Rambafile:29:29: 'templates[0].git'", "Rambafile:29:74: 'templates[0].branch'",
        ])
    // `init` imports the templates itself: a `local:` one from its folder.
    #expect(
      imported.templates == [
        RambafileTemplate(name: "swifty-viper", written: "swifty viper", local: nil),
        RambafileTemplate(name: "local_template", written: "local_template", local: "Templates/local_template"),
      ])
  }

  @Test("paths lose their leading and trailing slashes; a path climbing out of the project is refused")
  func projectPaths() throws {
    let imported = try GenerambaImport.rambafile(
      "project_group_path: /Presentation/Modules/\nproject_name: Shop\n", file: "Rambafile")
    #expect(imported.configuration.output == "Presentation/Modules" && imported.configuration.name == "Shop")
    #expect(imported.notes.isEmpty && imported.configuration.templates.isEmpty)
    for (path, column) in [("../Modules", 20), ("/A/./../../etc", 20), ("'A/../..'", 20)] {
      let error = #expect(throws: ScaffoldError.self) {
        try GenerambaImport.rambafile("project_file_path: \(path)\n", file: "Rambafile")
      }
      guard case .invalidSpec(let diagnostics) = error else {
        Issue.record("expected invalidSpec, got \(String(describing: error))")
        continue
      }
      #expect(diagnostics.map { "\($0.location?.description ?? "-")" } == ["Rambafile:1:\(column)"])
      #expect(diagnostics.first?.message.hasSuffix("leaves the project folder") == true)
    }
  }

  @Test("without project_file_path the group path is the output, as in Generamba; no author stays nil")
  func groupPathAndNoAuthor() throws {
    let configuration = try GenerambaImport.configuration(
      fromRambafile: "company: Example\nproject_group_path: App/Modules\ntemplates:\n", file: "Rambafile")
    #expect(configuration.output == "App/Modules")
    #expect(configuration.author == nil && configuration.template == nil && configuration.organisation == "Example")
  }

  @Test("unknown keys and malformed values are reported at their positions")
  func problems() {
    let rambafile = """
      company: [Rambler, Co]
      colour: red
      templates:
      - {local: 'Templates/x'}
      - just_a_name
      """
    let error = #expect(throws: ScaffoldError.self) {
      try GenerambaImport.configuration(fromRambafile: rambafile, file: "Rambafile")
    }
    guard case .invalidSpec(let diagnostics) = error else {
      Issue.record("expected invalidSpec, got \(String(describing: error))")
      return
    }
    #expect(
      diagnostics.map { "\($0.location?.description ?? "-") \($0.message)" } == [
        "Rambafile:1:10 company must be a single value, not a list or mapping",
        "Rambafile:2:1 unknown key 'colour' in the Rambafile",
        "Rambafile:4:3 templates[0] has no 'name'",
        "Rambafile:5:3 templates[1] must be a mapping of keys to values",
      ])
  }

  @Test("text that is not YAML is refused with the parser's position")
  func invalidYAML() {
    let error = #expect(throws: ScaffoldError.self) {
      try GenerambaImport.configuration(fromRambafile: "company: Example\ntemplates: [\n", file: "Rambafile")
    }
    guard case .invalidSpec(let diagnostics) = error else {
      Issue.record("expected invalidSpec, got \(String(describing: error))")
      return
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location?.file == "Rambafile" && diagnostics.first?.location?.line == 3)
    #expect(diagnostics.first?.message.hasPrefix("invalid YAML") == true)
  }
}
