import Foundation
import ScaffoldBase

/// A plan's merge bases (`BaseFiles.read`), parsed on first use.
final class MergeBases: @unchecked Sendable {
  let modules: [String]
  /// Each module's base file as read, `nil` when it has none.
  let texts: [String?]
  private let lock = NSLock()
  private var parsed: [String: String]?

  init(modules: [String], texts: [String?]) {
    self.modules = modules
    self.texts = texts
  }

  /// The base of the file at `path`; the first module's when two name it.
  func base(ofPath path: String) -> String? {
    lock.withLock {
      if parsed == nil {
        var bases: [String: String] = [:]
        // Every module's at once, on every core: a template changed since merges every file.
        for archive in texts.concurrentMap({ $0.flatMap(BaseArchive.init(text:)) }).compactMap({ $0 }) {
          bases.merge(archive.texts) { first, _ in first }
        }
        parsed = bases
      }
      return parsed?[path]
    }
  }

  /// Whether a merge has asked for a base yet (tests: an update that merges nothing parses none).
  var hasParsed: Bool { lock.withLock { parsed != nil } }

  /// The modules among these that have a record but no readable base (generated before bases
  /// were kept), for a note: their edited files are merged against nothing.
  func missing(recorded: Set<String>) -> [String] {
    zip(modules, texts).filter { module, text in
      recorded.contains(module) && !(text.map(BaseArchive.isReadable) ?? false)
    }.map(\.0)
  }
}
