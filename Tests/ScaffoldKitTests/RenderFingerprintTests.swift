import Foundation
import Testing

@testable import ScaffoldBase
@testable import ScaffoldKit
@testable import ScaffoldSpec
@testable import ScaffoldTemplates

/// `check` and `update` skip rendering a module whose recorded fingerprint is today's. The oracle
/// for "was it rendered": a record whose hash of one file is falsified. Rendering shows that file
/// as changed; the skip trusts the record and shows nothing. Every input the files depend on must
/// lead back to rendering, and the skip must never change what the commands report or write.
@Suite("Render fingerprints: unchanged modules are not rendered again")
struct RenderFingerprintTests {
  let generator = ModuleGenerator()
  static let falsified = "Sources/Login/LoginPresenter.swift"

  private func module(useCases: [String] = ["signIn"], generator: ModuleGenerator? = nil) throws -> Module {
    try (generator ?? self.generator).module(
      from: ModuleSpec(), commandLine: CommandLineInput(name: "Login", architecture: .viper, useCases: useCases))
  }

  /// A generator whose built-in templates are changed by `change`.
  private func generator(changing change: @escaping @Sendable (inout Template) -> Void) -> ModuleGenerator {
    ModuleGenerator(
      templateSource: { architecture throws(ScaffoldError) in
        var template = try Template.builtIn(architecture)
        change(&template)
        return template
      }, origin: generator.origin)
  }

  /// A module generated as a package of its own, and its record.
  private func generated() throws -> (root: URL, record: GenerationRecord) {
    let parent = try FileTree.temporaryDirectory()
    try ChangeWriter().apply(
      try GenerationPlanner(generator: generator).plan(
        GenerationRequest(modules: [try module()], destination: .newPackage(parent: parent))))
    let root = parent.appendingPathComponent("Login")
    return (root, try #require(try ProjectSnapshot(root: root).record(of: "Login")))
  }

  private func falsifying(_ record: GenerationRecord) -> GenerationRecord {
    var record = record
    record.files[Self.falsified] = String(repeating: "0", count: 64)
    return record
  }

  private func drift(
    _ record: GenerationRecord, module: Module, root: URL, generator: ModuleGenerator? = nil
  ) throws -> [String] {
    try DriftReport.of(record, module: module, readSpecFile: false, root: root, generator: generator ?? self.generator)
      .files.map { "\($0.change.rawValue) \($0.path)" }
  }

  @Test("a new record has a fingerprint, and check of an unchanged module renders nothing")
  func unchangedIsSkipped() throws {
    let (root, record) = try generated()
    #expect(record.renderFingerprint?.count == 64)
    let text = try String(contentsOf: root.appendingPathComponent(".scaffold/Login.json"), encoding: .utf8)
    #expect(try GenerationRecord(jsonText: text, path: "Login.json").renderFingerprint == record.renderFingerprint)
    #expect(try drift(falsifying(record), module: try module(), root: root).isEmpty)
    // Without the fingerprint (a record from before it was kept) the module is rendered.
    var old = falsifying(record)
    old.renderFingerprint = nil
    #expect(try drift(old, module: try module(), root: root) == ["changed \(Self.falsified)"])
  }

  @Test("a changed spec is rendered")
  func changedSpec() throws {
    let (root, record) = try generated()
    let changed = try drift(falsifying(record), module: try module(useCases: ["signIn", "signOut"]), root: root)
    #expect(changed.contains("changed \(Self.falsified)"))
  }

  @Test("another tool version is rendered, even when its output is the same")
  func changedToolVersion() throws {
    let (root, record) = try generated()
    let newer = ModuleGenerator(toolVersion: "99.0.0", origin: generator.origin)
    let module = try module(generator: newer)
    #expect(
      try drift(falsifying(record), module: module, root: root, generator: newer).contains("changed \(Self.falsified)"))
  }

  @Test("a changed template is rendered, even when no file it writes changes")
  func changedTemplate() throws {
    let (root, record) = try generated()
    let renamed = generator { $0.contentHash = "another" }
    let module = try module(generator: renamed)
    #expect(
      try drift(falsifying(record), module: module, root: root, generator: renamed) == ["changed \(Self.falsified)"])
  }

  @Test("another code style is rendered")
  func changedStyle() throws {
    let (root, record) = try generated()
    var module = try module()
    module.style.lineLength = 100
    #expect(try drift(falsifying(record), module: module, root: root).contains("changed \(Self.falsified)"))
  }

  @Test("what a module reads of a module it routes to is part of its fingerprint")
  func changedLinkedModule() throws {
    let spec = """
      package: App
      modules:
        - name: Cart
          architecture: mvvm
          useCases: [{name: loadCart, onLoad: true}]
          routes:
            - name: checkout
              to: Checkout
        - name: Checkout
          architecture: viper

      """
    // An output of Checkout's: Cart, which opens it and has a use case to load again, now hears it.
    let changedSpec = spec.replacingOccurrences(
      of: "architecture: viper\n", with: "architecture: viper\n    output: [{name: done}]\n")
    let generator = self.generator
    let modules = { (text: String) throws -> [Module] in
      guard case .app(let app) = try SpecLoader.readDocument(text: text, file: "App.yml") else { return [] }
      return try ModuleLinker().link(
        try AppSpecValidator { spec throws(ScaffoldError) in try generator.module(from: spec) }
          .validate(app, knownModules: []))
    }
    let before = try modules(spec)[0]
    let after = try modules(changedSpec)[0]
    let files = ModuleFiles(generator: generator)
    let paths = ["Sources/Cart/CartViewModel.swift"]
    // Cart's own recorded spec is the same, but its files are not: the spec alone is no key.
    #expect(NormalizedSpec.value(of: before) == NormalizedSpec.value(of: after))
    #expect(try generator.plan(for: before).files.map(\.contents) != generator.plan(for: after).files.map(\.contents))
    #expect(
      try files.fingerprint(ofRendered: before, layout: .target, xcode: nil, files: paths)
        != files.fingerprint(ofRendered: after, layout: .target, xcode: nil, files: paths))
  }

  @Test("update reads an unchanged module back from the disk, and renders it when a file was edited or deleted")
  func updateReadsBack() throws {
    let (root, record) = try generated()
    let files = ModuleFiles(generator: generator)
    let module = try module()
    let known = try #require(try files.recordedFiles(of: module, layout: .package, record: record, root: root))
    let rendered = try generator.plan(for: module).files
    #expect(known.map(\.path).sorted() == rendered.map(\.path).sorted())
    #expect(
      Dictionary(uniqueKeysWithValues: known.map { ($0.path, $0.contents) })
        == Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.contents) }))
    #expect(
      Dictionary(uniqueKeysWithValues: known.map { ($0.path, $0.kind) })
        == Dictionary(uniqueKeysWithValues: rendered.map { ($0.path, $0.kind) }))

    let presenter = root.appendingPathComponent(Self.falsified)
    let original = try String(contentsOf: presenter, encoding: .utf8)
    try Data((original + "// mine\n").utf8).write(to: presenter)
    #expect(try files.recordedFiles(of: module, layout: .package, record: record, root: root) == nil)
    try FileManager.default.removeItem(at: presenter)
    #expect(try files.recordedFiles(of: module, layout: .package, record: record, root: root) == nil)
    try Data(original.utf8).write(to: presenter)
    #expect(try files.recordedFiles(of: module, layout: .package, record: record, root: root) != nil)
    // A module whose record is in another layout is rendered.
    #expect(try files.recordedFiles(of: module, layout: .target, record: record, root: root) == nil)
  }

  @Test("update after a template change writes the new text, and a second update changes nothing")
  func updateAfterTemplateChange() throws {
    let (root, _) = try generated()
    let changed = generator { template in
      if let presenter = template.manifest.files.first(where: { $0.output.hasSuffix("Presenter.swift") }) {
        template.files[presenter.template, default: ""] += "// new line\n"
      }
      template.contentHash = "changed"
    }
    try ChangeWriter().apply(try ModuleUpdater(generator: changed).plan(root: root, modules: []))
    let presenter = try String(contentsOf: root.appendingPathComponent(Self.falsified), encoding: .utf8)
    #expect(presenter.hasSuffix("// new line\n"))
    let again = try ModuleUpdater(generator: changed).plan(root: root, modules: [])
    #expect(again.files.allSatisfy { $0.action == .unchanged })
  }
}
