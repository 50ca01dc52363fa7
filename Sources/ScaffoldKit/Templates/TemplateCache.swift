import Foundation

/// Templates loaded and prepared once per run, by architecture. Shared by every copy of a
/// `ModuleGenerator`; a lock keeps it safe when modules render in parallel.
final class TemplateCache: @unchecked Sendable {
  private let lock = NSLock()
  private var templates: [Architecture: Template] = [:]
  private var prepared: [Architecture: PreparedTemplate] = [:]

  func template(_ architecture: Architecture, load: () throws(ScaffoldError) -> Template) throws(ScaffoldError)
    -> Template
  {
    if let cached = lock.withLock({ templates[architecture] }) { return cached }
    let template = try load()
    lock.withLock { templates[architecture] = template }
    return template
  }

  func prepared(_ architecture: Architecture, prepare: () throws(ScaffoldError) -> PreparedTemplate)
    throws(ScaffoldError) -> PreparedTemplate
  {
    if let cached = lock.withLock({ prepared[architecture] }) { return cached }
    let template = try prepare()
    lock.withLock { prepared[architecture] = template }
    return template
  }
}
