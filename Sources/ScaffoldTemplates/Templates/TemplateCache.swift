import Foundation
import ScaffoldBase

/// Templates loaded and prepared once per run, by name. Shared by every copy of a
/// `ModuleGenerator`; a lock keeps it safe when modules render in parallel.
final class TemplateCache: @unchecked Sendable {
  private let lock = NSLock()
  private var templates: [String: Template] = [:]
  private var prepared: [PreparedKey: PreparedTemplate] = [:]

  func template(_ name: String, load: () throws(ScaffoldError) -> Template) throws(ScaffoldError) -> Template {
    if let cached = lock.withLock({ templates[name] }) { return cached }
    let template = try load()
    lock.withLock { templates[name] = template }
    return template
  }

  /// A template prepared for one set of files (those whose `when` flags a module has): modules
  /// with the same flags share it, and a single module parses only what it renders.
  struct PreparedKey: Hashable {
    var template: String
    var files: [Int]
    /// False for output paths alone (`ModuleGenerator.outline`).
    var bodies = true
  }

  func prepared(_ key: PreparedKey, prepare: () throws(ScaffoldError) -> PreparedTemplate)
    throws(ScaffoldError) -> PreparedTemplate
  {
    if let cached = lock.withLock({ prepared[key] }) { return cached }
    let template = try prepare()
    lock.withLock { prepared[key] = template }
    return template
  }
}
