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

  private static let slots = Dictionary(uniqueKeysWithValues: Architecture.allCases.map { ($0, Slot()) })

  /// The built-in template for `architecture`, loaded on first use.
  static func template(_ architecture: Architecture) throws(ScaffoldError) -> Template {
    guard let slot = slots[architecture] else { return try Template.loadBuiltIn(architecture) }
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if let result = slot.result { return try result.get() }
    let result: Result<Template, ScaffoldError>
    do {
      result = .success(try Template.loadBuiltIn(architecture))
    } catch {
      result = .failure(error)
    }
    slot.result = result
    return try result.get()
  }

  /// The parsed form of the built-ins' texts (files, output paths, partials), by text: parsing
  /// is most of what a one-module run does after loading, and a built-in's text never changes.
  static let documents = DocumentMemo()

  /// Starts loading the template for `architecture`, then parsing its files and partials, on
  /// another thread, and returns at once: for a command whose first argument names the
  /// architecture, so that work overlaps the parse of the command line. A later `template(_:)`
  /// takes its result or waits for it; a text not parsed yet when it is needed is parsed there.
  public static func prefetch(_ architecture: Architecture) {
    DispatchQueue.global(qos: .userInitiated).async { warm(architecture) }
  }

  /// Loads the template for `architecture` and parses its every text, on this thread.
  static func warm(_ architecture: Architecture) {
    guard let template = try? template(architecture) else { return }
    // In the order a run needs them: the files the manifest lists, then the partials.
    let texts =
      template.manifest.files.flatMap { [template.files[$0.template], $0.output] }.compactMap { $0 }
      + template.partials.keys.sorted().compactMap { template.partials[$0] }
    for text in texts { _ = documents.document(for: text, parse: TemplateRenderer.document) }
    // Last, as the run needs it last: when it plans, to record the module.
    _ = template.contentHash
  }
}

/// Parsed Mustache documents by their text, safe to share between threads. Two threads that
/// want the same text at once may both parse it; the results are equal, and the first is kept.
final class DocumentMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [String: MustacheDocument] = [:]

  /// The document for `text`, parsed on first use; nil when it does not parse (not kept).
  func document(
    for text: String, parse: (String) throws(MustacheDocument.SyntaxError) -> MustacheDocument
  ) -> MustacheDocument? {
    if let known = lock.withLock({ documents[text] }) { return known }
    guard let parsed = try? parse(text) else { return nil }
    return lock.withLock {
      if let known = documents[text] { return known }
      documents[text] = parsed
      return parsed
    }
  }
}
