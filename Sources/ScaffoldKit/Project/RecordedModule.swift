import Foundation
import ScaffoldBase
import ScaffoldPackageManifest
import ScaffoldSpec
import ScaffoldTemplates

/// A recorded module rebuilt with today's tool: its spec (today's spec file when the record names
/// one that still exists, else the spec kept in the record) rendered by today's template.
struct RecordedModule {
  let record: GenerationRecord
  let root: URL
  let generator: ModuleGenerator
  /// Spec files already read: an app spec is read once, not once per module it holds.
  let documents: SpecDocumentCache

  /// Whether the spec came from the spec file rather than from the record.
  private(set) var readSpecFile = false
  /// What the command line adds now (`scaffold update Checkout --use-case refund`, or a
  /// generating command run again): use cases and routes the module lacks are added, those it
  /// has are kept once; a testing library, UI, template or parameter given replaces the recorded.
  var additions = CommandLineInput()
  /// Use cases and routes the command line takes away now (`--drop-use-case`, `--drop-route`).
  var drops = RecordedModuleDrops()
  /// A spec file named now, read instead of the recorded one.
  var specFileNow: URL?
  /// The package's platforms, when the caller read `Package.swift` once for many modules;
  /// `nil`: read it here.
  var packagePlatforms: [PlatformRequirement]?

  init(record: GenerationRecord, root: URL, generator: ModuleGenerator, documents: SpecDocumentCache) {
    self.record = record
    self.root = root
    self.generator = generator
    self.documents = documents
  }

  /// The module as today's spec describes it.
  mutating func module() throws(ScaffoldError) -> Module {
    let present = additions.useCases.isEmpty && additions.routes.isEmpty ? nil : try withoutAdditions()
    if let present {
      // Adding what the module already has is a no-op, not a duplicate: a command run again
      // with its first flags changes nothing.
      additions.useCases = Self.new(additions.useCases, among: present.useCases.map(\.name.camel))
      additions.routes = Self.new(additions.routes, among: present.routes.map(\.name.camel))
    }
    return try build(additions)
  }

  /// The module without this command's use cases and routes (but with its other changes).
  private mutating func withoutAdditions() throws(ScaffoldError) -> Module {
    var others = additions
    others.useCases = []
    others.routes = []
    return try build(others)
  }

  private static func new(_ names: [String], among present: [String]) -> [String] {
    var seen = Set(present)
    return names.filter { name in
      guard let camel = Name(name)?.camel else { return true }
      return seen.insert(camel).inserted
    }
  }

  private mutating func build(_ additions: CommandLineInput) throws(ScaffoldError) -> Module {
    guard let url = specFileURL, FileManager.default.fileExists(atPath: url.path) else {
      if let named = specFileNow { throw .unreadableInput(path: named.path, reason: "no such spec file") }
      let line = commandLine(with: additions)
      if line.openAPI != nil {
        // Made by `--openapi` with no spec file: the document is its spec file, read again today,
        // under the command line's flags and the recorded settings.
        return withRecordedOrigin(
          withPackagePlatforms(try generator.module(from: try settingsOnly(), commandLine: line)))
      }
      return withRecordedOrigin(
        withPackagePlatforms(
          try generator.module(from: try drops.applied(to: try recordedSpec()), commandLine: additions)))
    }
    readSpecFile = true
    let specFile = record.specFile.flatMap { specFileNow == nil ? $0 : nil } ?? url.path
    let spec: ModuleSpec
    switch try documents.document(atPath: url.path, generator: generator) {
    case .module(let single):
      spec = Self.styled(single, as: try recordedSpec())
    case .app(let app):
      // In an app target the module sees its siblings' entities as they are today.
      let modules =
        record.layout == .xcode
        ? ModuleScope.appTarget(earlier: [("", try recordedSpec().targetEntities)]).sharing(app.modules) : app.modules
      guard let entry = modules.first(where: { Name($0.name?.value ?? "")?.pascal == record.module }) else {
        throw .invalidSpec([
          Diagnostic(
            "\(specFile) no longer has a module named \(record.module)", at: nil,
            hint: "add it back, or remove the module with 'scaffold remove \(record.module)'")
        ])
      }
      spec = Self.styled(entry, as: try recordedSpec())
    }
    try drops.check(against: spec, file: specFile, recorded: CommandLineInput(recordValue: record.commandLine))
    // What the command line once added and the spec file has since gained is there once.
    var line = commandLine(with: additions)
    line.useCases = Self.new(line.useCases, among: spec.useCases.compactMap { Name($0.name.value)?.camel })
    line.routes = Self.new(line.routes, among: spec.routes.compactMap { Name($0.name.value)?.camel })
    var today = try generator.module(from: spec, commandLine: line)
    // A shared package's or an Xcode target's platforms, as they were when it was generated
    // (a package's own, when its manifest names some, replace them below).
    if record.layout == .target || record.layout == .xcode {
      today.package.platforms = try recordedPlatforms()
    }
    return withRecordedOrigin(withPackagePlatforms(today))
  }

  /// The day of the first generation, as the record keeps it; a record from before Scaffold kept
  /// one gets the generator's today, which the next write records.
  private func withRecordedOrigin(_ module: Module) -> Module {
    guard let created = record.created else { return module }
    var module = module
    module.origin = created
    return module
  }

  /// Today's spec laid out as the module was generated (`.scaffold.yml` or the command line chose
  /// it then), unless the spec file now names a style of its own; the project's facts
  /// (`.scaffold.yml`'s author, organisation, name and prefix, which the spec file does not hold)
  /// are the recorded ones too, so headers print the same bytes.
  private static func styled(_ spec: ModuleSpec, as recorded: ModuleSpec) -> ModuleSpec {
    var spec = spec
    if spec.indentation == nil { (spec.indentation, spec.tabWidth) = (recorded.indentation, recorded.tabWidth) }
    spec.lineLength = spec.lineLength ?? recorded.lineLength
    spec.author = spec.author ?? recorded.author
    spec.organisation = spec.organisation ?? recorded.organisation
    spec.projectName = spec.projectName ?? recorded.projectName
    spec.prefix = spec.prefix ?? recorded.prefix
    // A module spec on its own cannot name the entities of its app target's other modules.
    if spec.targetEntities.isEmpty { spec.targetEntities = recorded.targetEntities }
    // Where its support is declared is where it was generated, as its placement is.
    spec.sharedSupportPackage = recorded.sharedSupportPackage
    spec.sharedSupportIndentation = recorded.sharedSupportIndentation
    spec.sharedSupportLineLength = recorded.sharedSupportLineLength
    return spec
  }

  /// Inside a shared package, the package's platforms decide what the code may use
  /// (`@Observable` among others), as they do when the module is generated there: today's
  /// manifest, read again, so a platform raised since shows in `check` and `update`.
  private func withPackagePlatforms(_ module: Module) -> Module {
    guard record.layout == .target,
      let platforms = packagePlatforms ?? (try? PackageDescription.read(root: root))?.platforms, !platforms.isEmpty
    else { return module }
    var module = module
    module.package.platforms = platforms
    return module
  }

  /// The spec file to read: the one named now, else the recorded one.
  var specFileURL: URL? {
    specFileNow ?? record.specFile.map { root.appendingPathComponent($0) }
  }

  /// What the command line added to the spec file, then and now, less what is dropped now: what
  /// the module's record keeps after this run.
  var commandLine: CommandLineInput { commandLine(with: additions) }

  private func commandLine(with additions: CommandLineInput) -> CommandLineInput {
    var commandLine = CommandLineInput(recordValue: record.commandLine)
    // A record names the document from the package root.
    commandLine.openAPI?.baseFolder = root.path
    commandLine.openAPI = additions.openAPI ?? commandLine.openAPI
    commandLine.useCases = drops.kept(commandLine.useCases, dropping: drops.useCases) + additions.useCases
    commandLine.routes = drops.kept(commandLine.routes, dropping: drops.routes) + additions.routes
    // The architecture is the record's: a command naming another one is refused before this.
    commandLine.testing = additions.testing ?? commandLine.testing
    commandLine.ui = additions.ui ?? commandLine.ui
    commandLine.template = additions.template ?? commandLine.template
    commandLine.params += additions.params
    return commandLine
  }

  /// The recorded spec without what its flags and document gave it (use cases, routes,
  /// entities, the summary): the settings a module made from `--openapi` is rebuilt under.
  private func settingsOnly() throws(ScaffoldError) -> ModuleSpec {
    var spec = try recordedSpec()
    spec.entities = []
    spec.useCases = []
    spec.routes = []
    spec.summary = nil
    return spec
  }

  /// The platforms the recorded spec gives the module, by the rule validation applies to them:
  /// validating the whole recorded spec again for them was a third of rebuilding a module.
  private func recordedPlatforms() throws(ScaffoldError) -> [PlatformRequirement] {
    var ignored = DiagnosticCollector()
    return PackageSettingsRules.check(try recordedSpec(), into: &ignored).platforms
  }

  /// The spec the record keeps, every default explicit.
  func recordedSpec() throws(ScaffoldError) -> ModuleSpec {
    try SpecLoader.loadRecorded(
      value: record.spec, file: GenerationRecord.path(for: record.module) + " (spec)")
  }
}

/// Spec documents by path, read on first use; shared by modules rebuilt in parallel.
final class SpecDocumentCache: @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [String: SpecDocument] = [:]

  func document(atPath path: String, generator: ModuleGenerator) throws(ScaffoldError) -> SpecDocument {
    if let cached = lock.withLock({ documents[path] }) { return cached }
    // Two threads may both read the file the first time; the results are equal, so either wins.
    let document = try generator.loadDocument(atPath: path)
    lock.withLock { documents[path] = document }
    return document
  }
}
