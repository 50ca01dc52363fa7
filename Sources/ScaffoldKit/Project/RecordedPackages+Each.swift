import Foundation
import ScaffoldBase

extension RecordedPackages {
  /// `read` of every package below `start`, by its path from there; a package `read` throws on is
  /// kept with its error and the others still read (`check --recursive`, `status --recursive`).
  /// An error only when no package below records a module.
  static func each<Value>(
    under start: URL, _ read: (URL) throws(ScaffoldError) -> Value
  ) throws(ScaffoldError) -> (results: [(path: String, value: Value)], failures: [(path: String, error: ScaffoldError)])
  {
    let packages = try find(under: start)
    guard !packages.isEmpty else {
      throw .unreadableInput(
        path: start.path, reason: "no package below it records a generated module (.scaffold/<Module>.json)")
    }
    var results: [(path: String, value: Value)] = []
    var failures: [(path: String, error: ScaffoldError)] = []
    for root in packages {
      let path = RelativePath.display(of: root, from: start)
      do throws(ScaffoldError) {
        results.append((path, try read(root)))
      } catch {
        failures.append((path, error))
      }
    }
    return (results, failures)
  }
}
