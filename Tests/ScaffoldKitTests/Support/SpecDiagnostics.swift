@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

/// What validating a spec prints: its diagnostics, one a line as the CLI shows them; none when
/// the spec is valid; the error itself when validation fails some other way.
enum SpecDiagnostics {
  static func printed(validating build: () throws -> Void) -> [String] {
    do {
      try build()
      return []
    } catch let error as ScaffoldError {
      guard case .invalidSpec(let diagnostics) = error else { return ["unexpected \(error)"] }
      return diagnostics.map(\.description)
    } catch {
      return ["unexpected \(error)"]
    }
  }
}
