import Foundation
import ScaffoldBase

/// Templates loaded and prepared once per run, by name. Shared by every copy of a
/// `ModuleGenerator`; a lock keeps it safe when modules render in parallel.
final class TemplateCache: @unchecked Sendable {
  private let lock = NSLock()
  private var templates: [String: Template] = [:]
  /// By `PreparedKey.text`: a dictionary keyed by a type of ours makes the run check, once,
  /// that the type is `Hashable` (a scan of every conformance the process has loaded, a tenth of
  /// a millisecond on the path a one-module run waits on); `String`'s is checked already.
  private var prepared: [String: PreparedTemplate] = [:]

  func template(_ name: String, load: () throws(ScaffoldError) -> Template) throws(ScaffoldError) -> Template {
    if let cached = lock.withLock({ templates[name] }) { return cached }
    let template = try load()
    lock.withLock { templates[name] = template }
    return template
  }

  /// A template prepared for one set of files (those whose `when` flags a module has): modules
  /// with the same flags share it, and a single module parses only what it renders.
  struct PreparedKey {
    var template: String
    var files: [Int]
    /// False for output paths alone (`ModuleGenerator.outline`).
    var bodies = true

    /// One text for each key: the name comes last, after two lines that cannot hold a line break.
    var text: String {
      "\(bodies ? "bodies" : "paths")\n\(files.map(String.init).joined(separator: ","))\n\(template)"
    }
  }

  func prepared(_ key: PreparedKey, prepare: () throws(ScaffoldError) -> PreparedTemplate)
    throws(ScaffoldError) -> PreparedTemplate
  {
    let text = key.text
    if let cached = lock.withLock({ prepared[text] }) { return cached }
    let template = try prepare()
    lock.withLock { prepared[text] = template }
    return template
  }
}
