import Foundation
import ScaffoldBase
import ScaffoldSpec

/// A module made from an OpenAPI document gets its client and service: swift-openapi-generator
/// run on the module's operations (once per process for the same document and operations: check
/// and update rebuild a module more than once), its output indexed, and the service planned on it.
public enum OpenAPIClientBuilder {
  /// `module`'s client and service, with a note for each use case the service cannot map.
  public static func client(for module: Module, tool: SwiftOpenAPIGeneratorTool?) throws(ScaffoldError)
    -> (code: OpenAPIClientCode, notes: [String])
  {
    guard let origin = module.openAPI, let path = origin.openedPath else {
      throw .invalidSpec([Diagnostic("the module names no OpenAPI document to generate a client from", at: nil)])
    }
    guard let tool else { throw .invalidSpec([SwiftOpenAPIGeneratorTool.missingDiagnostic]) }
    let sources = origin.useCaseSources.values
    let operationIDs = Set(sources.compactMap(\.operationID)).sorted()
    let paths = Set(sources.filter { $0.operationID == nil }.map(\.path)).sorted()
    let key = "\(tool.executable.path)|\(origin.sha256)|\(operationIDs)|\(paths)"
    let files = try cache.files(key) { () throws(ScaffoldError) in
      try tool.generate(documentPath: path, operationIDs: operationIDs, paths: paths)
    }
    let index: OpenAPIClientIndex
    do {
      index = try OpenAPIClientIndex(files: files.map { ($0.name, $0.text) })
    } catch {
      throw .invalidSpec([
        Diagnostic(
          "cannot read the client swift-openapi-generator made for \(origin.document): \(error)", at: nil,
          hint: "Scaffold reads the output of swift-openapi-generator 1.14; check the generator's version")
      ])
    }
    let plan = OpenAPIServicePlan.make(module: module, origin: origin, index: index)
    return (OpenAPIClientCode(files: files, context: plan.context), plan.notes)
  }

  private static let cache = GeneratedClients()
}

/// Generated clients by document hash and operations, for the life of the process.
private final class GeneratedClients: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: [OpenAPIClientCode.File]] = [:]

  func files(_ key: String, make: () throws(ScaffoldError) -> [(name: String, text: String)]) throws(ScaffoldError)
    -> [OpenAPIClientCode.File]
  {
    if let known = lock.withLock({ files[key] }) { return known }
    let made = try make().map { OpenAPIClientCode.File(name: $0.name, text: $0.text) }
    lock.withLock { files[key] = made }
    return made
  }
}
