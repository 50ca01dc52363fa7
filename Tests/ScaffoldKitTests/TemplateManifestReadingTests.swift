import Testing
import Yams

@testable import ScaffoldBase
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// `template.yml` is read from Yams' nodes (not its `Codable` decoder): every key as the format
/// says, YAML's null as a key left out, and each problem at its line.
@Suite("Reading a template manifest")
struct TemplateManifestReadingTests {
  static let full = """
    name: team-viper
    summary: Our VIPER
    architecture: viper
    version: 2
    files:
      - template: Sources/Presenter.swift.mustache
        output: "Sources/{{module.name}}/{{module.name}}Presenter.swift"
        kind: source
        when: hasRoutes
      - template: Tests/PresenterTests.swift.mustache
        output: Tests/P.swift
        kind: test
        when: [testing.xctest, ^hasRoutes]
      - template: README.md.mustache
        output: README.md
        kind: resource
        when:
    shared: [partials/header.mustache]
    layout: asWritten
    reserved:
      types: ["{Module}Presenter"]
      useCaseMembers: ["display{Name}"]
    parameters:
      - name: coordinator
        type: bool
        default: true
      - name: retries
        type: int
        default: 3
      - name: style
        type: choice
        choices: [plain, fancy]
        description: How it looks

    """

  @Test(
    "a key is found as Yams finds it in basic nodes: by its text, when its tag is text",
    arguments: [
      "name: a\nsummary: b\n", "!!str name: a\n", "! name: a\n", "!!int name: a\n", "!custom name: a\n",
      "'name': a\n", "\"name\": a\n", "[name]: a\nname: b\n", "{name: x}: a\n", "Name: a\n", "name : a\n",
      "summary: b\n", "3: a\n", "? name\n: a\n",
    ])
  func keysFoundAsYamsFindsThem(yaml: String) throws {
    let root = try #require(try YAMLComposer.compose(yaml, resolver: .basic))
    for key in ["name", "summary", "3", "Name"] {
      let expected = root[key]
      #expect(root.entry(key) == expected, "\(key) in \(yaml)")
      #expect(root.entry(key)?.scalar?.style == expected?.scalar?.style)
    }
  }

  @Test("every key, with scalars read as the text written")
  func readsEverything() throws {
    let manifest = try TemplateManifest(yaml: Self.full, path: "t/template.yml")
    #expect(manifest.name == "team-viper")
    #expect(manifest.summary == "Our VIPER")
    #expect(manifest.architecture == .viper)
    #expect(manifest.version == "2")
    #expect(manifest.files.map(\.kind) == [.source, .test, .resource])
    #expect(manifest.files.map(\.when) == [["hasRoutes"], ["testing.xctest", "^hasRoutes"], []])
    #expect(manifest.files[0].output == "Sources/{{module.name}}/{{module.name}}Presenter.swift")
    #expect(manifest.shared == ["partials/header.mustache"])
    #expect(manifest.layout == .asWritten)
    #expect(manifest.reserved == ReservedNames(types: ["{Module}Presenter"], useCaseMembers: ["display{Name}"]))
    #expect(manifest.parameters.map(\.defaultValue) == ["true", "3", nil])
    #expect(manifest.parameters.map(\.type) == [.bool, .int, .choice])
    #expect(manifest.parameters[2].choices == ["plain", "fancy"])
    #expect(manifest.parameters[2].description == "How it looks")
  }

  @Test("optional keys left out or null take their defaults")
  func defaults() throws {
    let manifest = try TemplateManifest(
      yaml:
        "name: t\narchitecture: mvc\nsummary: ~\nversion:\nshared: null\nfiles:\n  - {template: a, output: b, kind: source}\n",
      path: "template.yml")
    #expect(manifest.summary == "")
    #expect(manifest.version == "1")
    #expect(manifest.shared == [])
    #expect(manifest.layout == .swift)
    #expect(manifest.parameters == [])
    #expect(manifest.reserved == ReservedNames())
  }

  @Test(
    "a problem is refused at its line and column",
    arguments: [
      ("architecture: mvc\nfiles: []\n", "'name' is missing", 1),
      ("name: t\narchitecture: mvx\nfiles: []\n", "its architecture must be one of viper, vip, mvp, mvc, mvvm", 2),
      (
        "name: t\narchitecture: mvc\nfiles:\n  - template: a\n    output: b\n    kind: code\n", "a file's kind must be",
        6
      ),
      ("name: t\narchitecture: mvc\nfiles: a.mustache\n", "'files' must be a list", 3),
      ("name: [t]\narchitecture: mvc\nfiles: []\n", "'name' must be text", 1),
      ("name: t\narchitecture: mvc\nfiles: []\nshared: [{a: b}]\n", "each entry of 'shared' must be text", 4),
      ("- just\n- a list\n", "it is not a mapping of keys", 1),
      ("name: t\narchitecture: mvc\nfiles: []\nlayout: verbatim\n", "its layout must be swift or asWritten", 4),
      ("name: t\nname: u\n", "it is not valid YAML", 1),
    ])
  func refuses(_ example: (String, String, Int)) {
    let (text, message, line) = example
    do {
      _ = try TemplateManifest(yaml: text, path: "t/template.yml")
      Issue.record("accepted: \(text)")
    } catch {
      guard case .invalidTemplate(let diagnostics) = error, let diagnostic = diagnostics.first else {
        Issue.record("\(error)")
        return
      }
      #expect(
        diagnostic.message.hasPrefix("t/template.yml is not a valid manifest: \(message)"), "\(diagnostic.message)")
      #expect(diagnostic.location?.line == line, "\(diagnostic.message)")
    }
  }
}

/// Which context keys a template's text names, found by bytes: a key counts only when what
/// follows it cannot continue a name.
@Suite("Which keys a template reads")
struct TemplateReadsKeyTests {
  private func reads(_ text: String, _ key: String) -> Bool {
    let manifest = TemplateManifest(
      name: "t", architecture: .mvc, files: [TemplateManifest.File(template: "a.mustache", output: "a", kind: .source)])
    return Template(manifest: manifest, files: ["a.mustache": text], partials: [:], displayPath: "t").reads(key)
  }

  @Test("a key followed by anything but a letter, digit or underscore")
  func keys() {
    #expect(reads("{{useCase.viewModel}}", "useCase.viewModel"))
    #expect(reads("x useCase.viewModel", "useCase.viewModel"))
    #expect(!reads("{{useCase.viewModelMirrorsResponse}}", "useCase.viewModel"))
    #expect(!reads("{{useCase.viewModel_2}} {{useCase.viewModel9}}", "useCase.viewModel"))
    #expect(reads("{{useCase.viewModel9}} then {{#useCase.viewModel}}", "useCase.viewModel"))
    #expect(!reads("{{routes}}", "useCases"))
    // Characters that are not ASCII after a key: decided by characters.
    #expect(!reads("{{useCase.viewModel\u{E9}}}", "useCase.viewModel"))
    #expect(reads("{{useCase.viewModel}}\u{E9}", "useCase.viewModel"))
    #expect(reads("useCase.viewModel\u{2014}", "useCase.viewModel"))
  }
}
