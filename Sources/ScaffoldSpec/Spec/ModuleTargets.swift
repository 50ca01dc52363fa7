/// The targets a module's files are built in, when they are not its own package's: an Xcode
/// app's (or framework's) target and test target. Templates print them as `targets.*`, which is
/// what Generamba's `project_targets`, `test_targets` and `product_module_name` named.
public struct ModuleTargets: Sendable, Equatable {
  /// The target its code is compiled in.
  public var code: String
  /// The target its tests are compiled in; empty when no tests are written.
  public var tests: String
  /// What its tests `@testable import`: the code target's product module name.
  public var productModule: String

  public init(code: String, tests: String, productModule: String) {
    self.code = code
    self.tests = tests
    self.productModule = productModule
  }
}
