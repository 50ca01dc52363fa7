import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Template manifest keys")
struct ManifestKeysTests {
  @Test("a misspelt key anywhere in template.yml is an error at its position, with a suggestion")
  func misspeltKeys() {
    let manifest = """
      name: team
      architecture: mvp
      sumary: A team template.
      files:
        - template: Sources/Presenter.swift.mustache
          output: "Sources/{{module.name}}/{{module.name}}Presenter.swift"
          kind: source
          wen: hasRoutes
      parameters:
        - name: team
          type: string
          defualt: payments
      reserved:
        type: [Presenter]
      """
    let found = ManifestKeys.unknown(in: manifest, path: "t/template.yml").map(\.description)
    #expect(
      found == [
        "t/template.yml:3:1: error: unknown key 'sumary' in the manifest; did you mean 'summary'?; "
          + "allowed keys: name, extends, summary, architecture, version, parameters, files, reserved, shared, layout, values",
        "t/template.yml:8:5: error: unknown key 'wen' in an entry of files; did you mean 'when'?; "
          + "allowed keys: template, output, kind, when",
        "t/template.yml:12:5: error: unknown key 'defualt' in a parameter; did you mean 'default'?; "
          + "allowed keys: name, type, description, default, choices, pattern",
        "t/template.yml:14:3: error: unknown key 'type' in reserved; did you mean 'types'?; "
          + "allowed keys: types, useCaseTypes, members, useCaseMembers, routeMembers, outputMembers",
      ])
  }

  @Test("loading a template folder refuses unknown keys", arguments: Architecture.allCases)
  func loadingRefuses(architecture: Architecture) throws {
    var files = Template.builtInFiles(architecture)
    // The built-ins skip the check at run time, so this is where their manifests (as written,
    // with their shared: lists) are held to it.
    let written = try #require(Template.embeddedFolder(architecture.rawValue)["template.yml"])
    #expect(ManifestKeys.unknown(in: written, path: "template.yml").isEmpty)
    files["template.yml"]! += "paramters: []\n"
    #expect(throws: ScaffoldError.self) { try Template.load(files: files, displayPath: "t") }
  }
}
