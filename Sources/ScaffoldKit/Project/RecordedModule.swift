import Foundation

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
  /// Use cases and routes the command line adds now (`scaffold update Checkout --use-case refund`).
  var additions = CommandLineInput()

  init(record: GenerationRecord, root: URL, generator: ModuleGenerator, documents: SpecDocumentCache) {
    self.record = record
    self.root = root
    self.generator = generator
    self.documents = documents
  }

  /// The module as today's spec describes it.
  mutating func module() throws(ScaffoldError) -> Module {
    let recordedSpec = try recordedSpec()
    let recorded = try generator.module(from: recordedSpec, commandLine: additions)
    guard let specFile = record.specFile else { return recorded }
    let url = root.appendingPathComponent(specFile)
    guard FileManager.default.fileExists(atPath: url.path) else { return recorded }
    readSpecFile = true
    let commandLine = self.commandLine
    var today: Module
    switch try documents.document(atPath: url.path, generator: generator) {
    case .module(let spec):
      today = try generator.module(from: Self.styled(spec, as: recordedSpec), commandLine: commandLine)
    case .app(let app):
      guard let spec = app.modules.first(where: { Name($0.name?.value ?? "")?.pascal == record.module }) else {
        throw .invalidSpec([
          Diagnostic(
            "\(specFile) no longer has a module named \(record.module)", at: nil,
            hint: "add it back, or remove the module with 'scaffold remove \(record.module)'")
        ])
      }
      today = try generator.module(from: Self.styled(spec, as: recordedSpec), commandLine: commandLine)
    }
    // Inside a shared package the package's platforms were used, not the spec's.
    if record.layout == .target { today.package.platforms = recorded.package.platforms }
    return today
  }

  /// Today's spec laid out as the module was generated (`.scaffold.yml` or the command line chose
  /// it then), unless the spec file now names a style of its own.
  private static func styled(_ spec: ModuleSpec, as recorded: ModuleSpec) -> ModuleSpec {
    var spec = spec
    spec.indentation = spec.indentation ?? recorded.indentation
    spec.lineLength = spec.lineLength ?? recorded.lineLength
    return spec
  }

  /// What the command line added to the spec file, then and now.
  var commandLine: CommandLineInput {
    var commandLine = CommandLineInput(recordValue: record.commandLine)
    commandLine.useCases += additions.useCases
    commandLine.routes += additions.routes
    return commandLine
  }

  private func recordedSpec() throws(ScaffoldError) -> ModuleSpec {
    try SpecLoader.loadRecorded(
      text: record.spec.jsonText(), file: GenerationRecord.path(for: record.module) + " (spec)")
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
