import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("Shared template parts")
struct SharedPartsTests {
  private let manifest = """
    name: family-member
    architecture: mvp
    # Taken from ../_shared/.
    shared:
      - partials/header.mustache
      - Sources/Greeting.swift.mustache
    files:
      - template: Sources/Greeting.swift.mustache
        output: Greeting.swift
        kind: source

    """
  private let shared = [
    "partials/header.mustache": "// {{module.name}}\n",
    "Sources/Greeting.swift.mustache": "{{> header}}let greeting = \"{{module.name}}\"\n",
  ]

  @Test("a template renders the parts it names from _shared/ as if they were its own")
  func rendersSharedParts() throws {
    let template = try Template.load(files: ["template.yml": manifest], shared: shared, displayPath: "T/member")
    let context: ContextValue = ["module": ["name": "Login"]]
    let files = try TemplateRenderer(template: template).render(context: context, schema: context)
    #expect(files.map(\.contents) == ["// Login\nlet greeting = \"Login\"\n"])
  }

  @Test("the self-contained form has the shared parts copied in, no shared: key, and the same hash")
  func selfContainedForm() throws {
    let folder = ["template.yml": manifest]
    let copied = try SharedParts.resolve(
      folder: folder, shared: shared, names: ["partials/header.mustache", "Sources/Greeting.swift.mustache"],
      displayPath: "T/member")
    #expect(Set(copied.keys) == ["template.yml", "partials/header.mustache", "Sources/Greeting.swift.mustache"])
    #expect(!copied["template.yml"]!.contains("shared:"))
    #expect(!copied["template.yml"]!.contains("_shared"))
    #expect(copied["template.yml"]!.hasPrefix("name: family-member\narchitecture: mvp\nfiles:\n"))
    let alone = try Template.load(files: copied, displayPath: "Elsewhere/member")
    let original = try Template.load(files: folder, shared: shared, displayPath: "T/member")
    #expect(alone.contentHash == original.contentHash)
  }

  @Test("a part missing from _shared/ is an error at the manifest line that names it")
  func missingPart() {
    #expect(
      throws: ScaffoldError.invalidTemplate([
        Diagnostic(
          "shared part 'Sources/Greeting.swift.mustache' is not in T/_shared", at: location(line: 6),
          hint: "add T/_shared/Sources/Greeting.swift.mustache, or remove it from shared:")
      ])
    ) {
      try Template.load(
        files: ["template.yml": manifest], shared: ["partials/header.mustache": ""], displayPath: "T/member")
    }
  }

  @Test("a part the template also has itself is an error, not a silent choice")
  func partInBothPlaces() {
    let files = ["template.yml": manifest, "partials/header.mustache": "// own\n"]
    #expect(
      throws: ScaffoldError.invalidTemplate([
        Diagnostic(
          "'partials/header.mustache' is in both T/member and T/_shared", at: location(line: 5),
          hint: "remove one of them, or drop 'partials/header.mustache' from shared: to keep the template's own")
      ])
    ) {
      try Template.load(files: files, shared: shared, displayPath: "T/member")
    }
  }

  @Test("a problem inside a shared part is reported at its file in _shared/")
  func problemsPointAtTheSharedFile() throws {
    var broken = shared
    broken["partials/header.mustache"] = "// {{module.nmae}}\n"
    let template = try Template.load(files: ["template.yml": manifest], shared: broken, displayPath: "T/member")
    let schema: ContextValue = ["module": ["name": "Login"]]
    let found = TemplateRenderer(template: template).check(schema: schema)
    #expect(found.map(\.location?.file) == ["T/_shared/partials/header.mustache"])
  }

  @Test("a family of templates on disk shares one _shared/ folder")
  func familyOnDisk() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    var tree = Dictionary(uniqueKeysWithValues: shared.map { ("_shared/\($0.key)", $0.value) })
    tree["member/template.yml"] = manifest
    try FileTree.write(tree, to: root)
    let template = try TemplateFolder.load(root.appendingPathComponent("member"))
    #expect(template.files["Sources/Greeting.swift.mustache"] == shared["Sources/Greeting.swift.mustache"])
    let copied = try TemplateFolder.selfContained(root.appendingPathComponent("member"))
    #expect(copied["partials/header.mustache"] == shared["partials/header.mustache"])
    #expect(copied["template.yml"]?.contains("shared:") == false)
  }

  @Test("templates lint checks a family's shared parts and reports a problem at its file in _shared/")
  func lintingAFamily() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("family-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    var team = Template.builtInFiles(.mvp)
    let header = try #require(team["partials/header.mustache"])
    team["partials/header.mustache"] = nil
    team["template.yml"] = team["template.yml"]!.replacingOccurrences(
      of: "files:\n", with: "shared:\n  - partials/header.mustache\nfiles:\n")
    var tree = Dictionary(uniqueKeysWithValues: team.map { ("mvp-team/\($0.key)", $0.value) })
    tree["_shared/partials/header.mustache"] = header
    try FileTree.write(tree, to: root)
    let folder = root.appendingPathComponent("mvp-team")
    #expect(TemplateLinter.lint(folder: folder) == [])

    try Data("// {{module.nmae}}\n".utf8).write(to: root.appendingPathComponent("_shared/partials/header.mustache"))
    let found = TemplateLinter.lint(folder: folder)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.location?.file.hasSuffix("/_shared/partials/header.mustache") == true })
  }

  @Test(
    "every built-in copied for templates init works alone and hashes as the built-in",
    arguments: Architecture.allCases)
  func builtInsCopyWhole(_ architecture: Architecture) throws {
    let copied = Template.builtInFiles(architecture)
    #expect(copied.keys.allSatisfy { !$0.hasPrefix(SharedParts.folderName) })
    #expect(copied["template.yml"]?.contains("shared:") == false)
    let alone = try Template.load(files: copied, displayPath: "Copy/\(architecture.rawValue)")
    #expect(alone.contentHash == (try Template.builtIn(architecture)).contentHash)
    let schema = ContextSchema.context(for: alone).merged(with: TemplateRenderer.fileSchema)
    #expect(TemplateRenderer(template: alone).check(schema: schema).isEmpty)
  }

  private func location(line: Int) -> ScaffoldBase.SourceLocation {
    ScaffoldBase.SourceLocation(file: "T/member/template.yml", line: line, column: 5)
  }
}

@Suite("Built-in templates: the content hash worked out at build time")
struct EmbeddedContentHashTests {
  @Test("each built-in's hash from the embedder is the one loading the template works out")
  func embeddedHashesAreTheLoadersHashes() throws {
    for architecture in Architecture.allCases {
      let embedded = try #require(EmbeddedTemplates.contentHash(architecture.rawValue))
      let loaded = try Template.load(
        files: Template.embeddedFolder(architecture.rawValue), shared: Template.embeddedFolder(SharedParts.folderName),
        displayPath: "Templates/\(architecture.rawValue)", checksKeys: false)
      #expect(loaded.assignedHash == nil, "a template loaded from files hashes itself")
      #expect(loaded.contentHash == embedded)
      #expect(try Template.builtIn(architecture).contentHash == embedded)
    }
    #expect(EmbeddedTemplates.contentHash(SharedParts.folderName) == nil)
    #expect(EmbeddedTemplates.contentHash("no-such-template") == nil)
  }
}

@Suite("Shared template parts: the manifest of the self-contained form")
struct SharedKeyRemovalTests {
  @Test(
    "a name with a '..' step cannot be shared; dots inside a step can",
    arguments: [
      ("../x.mustache", true), ("partials/../../x", true), ("a/..", true), ("..", true), ("a/../b", true),
      ("partials/x..y.mustache", false), ("...", false), ("a/.../b", false), (".hidden", false), ("a//b", false),
    ])
  func climbingNames(name: String, climbs: Bool) {
    #expect(SharedParts.climbs(name) == climbs)
  }

  @Test(
    "the shared folder's display path is the template's parent's",
    arguments: [
      ("Templates/viper", "Templates/_shared"), ("viper", "_shared"), ("a/b/c", "a/b/_shared"), ("/viper", "_shared"),
      ("a/", "a/_shared"), ("Ünï/cödé", "Ünï/_shared"),
    ])
  func sharedFolderPath(displayPath: String, expected: String) {
    #expect(SharedParts.sharedDisplayPath(of: displayPath) == expected)
  }

  @Test("the shared: key, its list and the comments above it go; every other line stays as written")
  func removesTheKey() {
    let manifest = "name: team\n# The parts from _shared/\nshared:\n  - a.mustache\n- b.mustache\nfiles: []\n"
    #expect(SharedParts.removingSharedKey(from: manifest) == "name: team\nfiles: []\n")
    #expect(SharedParts.removingSharedKey(from: "name: é\nfiles: []") == "name: é\nfiles: []")
  }

  @Test("lines are cut at \"\\n\" as characters cut them: a CRLF is one character and cuts nothing")
  func keepsCRLFLinesWhole() {
    // As one line, the manifest has no line that starts with shared: after the first.
    let manifest = "name: team\r\nshared:\r\n  - a.mustache\r\nfiles: []\r\n"
    #expect(SharedParts.removingSharedKey(from: manifest) == manifest)
    let mixed = "name: team\r\nx: 1\nshared:\n  - a.mustache\nfiles: []"
    #expect(SharedParts.removingSharedKey(from: mixed) == "name: team\r\nx: 1\nfiles: []")
  }

  @Test("ASCII manifests, read by bytes, lose what the character rules take from them")
  func bytesAgreeWithCharacters() {
    // Lines built from the pieces the rules look at: the key, comments, list entries, CR and LF.
    let pieces = ["shared:", "# c", "  - a", "-b", "\t- c", "x: 1", "\r", "\n", "\n", "\r\n", "", " ", "#", "shared"]
    var random = SplitMix(seed: 30)
    for _ in 0..<3_000 {
      let text = (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
      #expect(
        SharedParts.removingSharedKey(from: text) == SharedParts.removingSharedKeyByCharacters(from: text),
        "\(text.debugDescription)")
    }
    for architecture in Architecture.allCases {
      let manifest = Template.embeddedFolder(architecture.rawValue)[TemplateManifest.fileName] ?? ""
      #expect(manifest.utf8.allSatisfy { $0 < 0x80 }, "the built-in manifests take the byte path")
      #expect(
        SharedParts.removingSharedKey(from: manifest) == SharedParts.removingSharedKeyByCharacters(from: manifest))
      #expect(!SharedParts.removingSharedKey(from: manifest).contains("shared:"))
    }
  }
}
