import Foundation
import ScaffoldBase
import ScaffoldSpec

/// The built-in templates, each loaded once per process. Loading one (its manifest, its shared
/// parts, the SHA-256 of some 250 KB of text) is a fifth of a one-module run, and the text is
/// compiled into the binary, so every load gives the same template: there is nothing to go stale.
/// Loading can start early on another thread (`prefetch`), while the command line is parsed.
public enum BuiltInTemplates {
  /// One per architecture. The lock is held while loading, so a caller that arrives during a
  /// prefetch waits for its result instead of loading a second copy.
  private final class Slot: @unchecked Sendable {
    let lock = NSLock()
    var result: Result<Template, ScaffoldError>?
  }

  /// In `Architecture.allCases`' order. An array, not a dictionary by architecture: that
  /// dictionary's type is made at run time, and checking that `Architecture` is `Hashable` scans
  /// every conformance the process has loaded (0.2 ms on the prefetch's path, which the run
  /// waits on).
  private static let slots = Architecture.allCases.map { _ in Slot() }

  /// The built-in template for `architecture`, loaded on first use.
  static func template(_ architecture: Architecture) throws(ScaffoldError) -> Template {
    guard let index = Architecture.allCases.firstIndex(of: architecture) else {
      return try Template.loadBuiltIn(architecture)
    }
    let slot = slots[index]
    slot.lock.lock()
    if let result = slot.result {
      slot.lock.unlock()
      return try result.get()
    }
    let result: Result<Template, ScaffoldError>
    do {
      result = .success(try Template.loadBuiltIn(architecture))
    } catch {
      result = .failure(error)
    }
    slot.result = result
    slot.lock.unlock()
    let template = try result.get()
    // After the lock: a run waiting for the template goes on while its parsed texts are added,
    // which it needs only later, when it prepares (a text asked for before is parsed).
    addBuiltDocuments(of: template, architecture)
    return template
  }

  /// Makes the documents the build parsed from the template's texts the memo's: its folder's,
  /// and of `_shared/` only the parts it names.
  private static func addBuiltDocuments(of template: Template, _ architecture: Architecture) {
    documents.add(
      built: EmbeddedTemplates.documents(architecture.rawValue), for: Template.embeddedFolder(architecture.rawValue))
    let shared = EmbeddedTemplates.documents(SharedParts.folderName)
    documents.add(
      built: Dictionary(
        template.manifest.shared.compactMap { path in shared[path].map { (path, $0) } },
        uniquingKeysWith: { first, _ in first }),
      for: Template.embeddedFolder(SharedParts.folderName))
  }

  /// The parsed form of the built-ins' texts (files, output paths, partials), by text: parsing
  /// is most of what a one-module run does after loading, and a built-in's text never changes.
  static let documents = DocumentMemo()

  /// Starts loading the template for `architecture`, then parsing its files and partials, on
  /// another thread, and returns at once: for a command whose first argument names the
  /// architecture, so that work overlaps the parse of the command line. A later `template(_:)`
  /// takes its result or waits for it; a text not parsed yet when it is needed is parsed there.
  public static func prefetch(_ architecture: Architecture) {
    Thread.detachNewThread { warm(architecture, beside: runProgress) }
  }

  /// How far this process's run has got, for the prefetch to step aside.
  static let runProgress = RunProgress()

  /// Loads the template for `architecture` and parses its texts, on this thread, then works out
  /// its content hash. Once `run` prepares its files it parses those it needs on every core, so
  /// parsing stops (the rest may not be needed, and would take a core from it), and the hash
  /// waits until the run has parsed, for the core the run's rendering leaves free.
  static func warm(_ architecture: Architecture, beside run: RunProgress = RunProgress()) {
    guard let template = try? template(architecture) else { return }
    // In the order a run needs them: the files the manifest lists, then the partials.
    let texts =
      template.manifest.files.flatMap { [template.files[$0.template], $0.output] }.compactMap { $0 }
      + template.partials.keys.sorted().compactMap { template.partials[$0] }
    for text in texts {
      guard !run.isPreparing else {
        run.waitUntilPrepared()
        break
      }
      _ = documents.document(for: text, parse: TemplateRenderer.document)
    }
    _ = template.contentHash
  }

  /// Where a run is: preparing its template (parsing the files it needs), then prepared.
  final class RunProgress: @unchecked Sendable {
    private let condition = NSCondition()
    private var preparing = false
    private var prepared = false
    /// How long the prefetch waits for `finishPreparing` before it hashes anyway.
    private let patience: TimeInterval

    init(patience: TimeInterval = 1) {
      self.patience = patience
    }

    var isPreparing: Bool { condition.withLock { preparing } }

    func startPreparing() { condition.withLock { preparing = true } }

    func finishPreparing() {
      condition.withLock {
        prepared = true
        condition.broadcast()
      }
    }

    /// Waits for `finishPreparing`, or `patience` at most: a run that fails before it never calls it.
    func waitUntilPrepared() {
      condition.withLock {
        let deadline = Date(timeIntervalSinceNow: patience)
        while !prepared, condition.wait(until: deadline) {}
      }
    }
  }
}

/// Parsed Mustache documents by their text, safe to share between threads. Two threads that
/// want the same text at once may both parse (or build) it; the results are equal, and the first
/// is kept.
final class DocumentMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [TextBytes: MustacheDocument] = [:]
  /// Documents the build parsed (`EmbeddedTemplates.documents`), by text, built when first asked for.
  private var built: [TextBytes: @Sendable () -> MustacheDocument?] = [:]

  /// Makes the documents the build parsed from `folder`'s texts (`builders`, by path) this memo's:
  /// a run then builds each from the binary instead of parsing its text.
  func add(built builders: [String: @Sendable () -> MustacheDocument?], for folder: [String: String]) {
    let entries = builders.compactMap { path, build in folder[path].map { (TextBytes($0), build) } }
    lock.withLock {
      built.reserveCapacity(built.count + entries.count)
      // Equal texts parse to equal documents: which builder a text keeps does not matter.
      for (text, build) in entries { built[text] = build }
    }
  }

  /// The document for `text`, built or parsed on first use; nil when it does not parse (not kept).
  func document(
    for text: String, parse: (String) throws(MustacheDocument.SyntaxError) -> MustacheDocument
  ) -> MustacheDocument? {
    let key = TextBytes(text)
    let (known, build) = lock.withLock { (documents[key], built[key]) }
    if let known { return known }
    guard let parsed = build.flatMap({ $0() }) ?? (try? parse(text)) else { return nil }
    return lock.withLock {
      if let known = documents[key] { return known }
      documents[key] = parsed
      return parsed
    }
  }
}

/// A text as a dictionary key by its UTF-8 bytes. `String`'s own hashing and equality follow
/// Unicode canonical equivalence, which for a text with any non-ASCII character (a template's
/// "…" or "—") normalises every character: hashing the built-ins' 250 KB that way took longer
/// than parsing them. The parser reads bytes, so equal bytes are what make equal documents.
struct TextBytes: Hashable {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  /// The length and the bytes at both ends: texts that differ there are told apart at once, and
  /// equality compares the rest. Hashing every byte took as long as parsing some of the texts.
  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { bytes in
      hasher.combine(bytes.count)
      hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.prefix(Self.hashedEnd))))
      hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.suffix(Self.hashedEnd))))
    }
  }

  private static let hashedEnd = 64

  /// The same bytes; a built-in's texts are copies of one string, so their storage is most
  /// often the same, and then nothing is compared.
  static func == (left: TextBytes, right: TextBytes) -> Bool {
    var left = left.text
    var right = right.text
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in
        guard leftBytes.count == rightBytes.count else { return false }
        guard leftBytes.baseAddress != rightBytes.baseAddress, let leftStart = leftBytes.baseAddress,
          let rightStart = rightBytes.baseAddress
        else { return true }
        return memcmp(leftStart, rightStart, leftBytes.count) == 0
      }
    }
  }
}
