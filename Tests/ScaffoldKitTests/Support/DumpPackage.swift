import Foundation
import Testing

/// What `swift package dump-package` says of a manifest: SwiftPM evaluates it, so this is the
/// final word the in-process reader and editor are checked against. About a second a call.
struct DumpPackage {
  var targets: [String]
  var products: [String]
  /// Each target's dependencies as `kind name`: `byName Core`, `product Login`.
  var dependencies: [String: [String]]
  /// Each target's resources as `rule path`: `process Resources`.
  var resources: [String: [String]]
  var defaultLocalization: String?

  init(_ manifest: String) throws {
    let directory = try FileTree.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileTree.write(["Package.swift": manifest], to: directory)
    let result = try ChildProcess.run("/usr/bin/env", ["swift", "package", "dump-package"], in: directory)
    #expect(result.status == 0, "swift package dump-package failed on:\n\(manifest)")
    let data = result.output
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(root["targets"] as? [[String: Any]])
    let products = try #require(root["products"] as? [[String: Any]])
    var dependencies: [String: [String]] = [:]
    var resources: [String: [String]] = [:]
    for target in targets {
      let declared = target["resources"] as? [[String: Any]] ?? []
      resources[target["name"] as? String ?? ""] = declared.map { resource in
        "\((resource["rule"] as? [String: Any])?.keys.first ?? "?") \(resource["path"] as? String ?? "?")"
      }
      let entries = target["dependencies"] as? [[String: [Any]]] ?? []
      dependencies[target["name"] as? String ?? ""] = entries.flatMap { entry in
        entry.map { kind, values in "\(kind) \(values.first as? String ?? "?")" }
      }
    }
    self.targets = targets.compactMap { $0["name"] as? String }
    self.products = products.compactMap { $0["name"] as? String }
    self.dependencies = dependencies
    self.resources = resources
    self.defaultLocalization = root["defaultLocalization"] as? String
  }
}
