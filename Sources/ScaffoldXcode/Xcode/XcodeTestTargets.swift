/// Which test target tests an app target when the user names none. Xcode names a new target's
/// unit tests `<Target>Tests`, but a target renamed since (or a product name with a space: app
/// `Legacy App`, tests `LegacyAppTests`) keeps its old test target, which still depends on the app
/// (`PBXTargetDependency`) and runs inside it (`TEST_HOST`). That link decides, not the name.
public struct XcodeTestTargetChoice: Sendable, Equatable {
  /// The test target, when one is found.
  public var target: XcodeTarget?
  /// Why it was chosen or, with none, what was looked for and the closest test target.
  public var reason: String
}

extension XcodeProject {
  /// The test target of `target`: the unit-test target named `<Target>Tests`; else the unit-test
  /// targets that depend on it or are hosted by it, the one named after its product module first;
  /// else none, with the closest test target named.
  public func defaultTestTarget(for target: XcodeTarget) -> XcodeTestTargetChoice {
    let tests = targets.filter(\.isTestTarget)
    let unitTests = tests.filter { $0.productType == "com.apple.product-type.bundle.unit-test" }
    if let named = tests.first(where: { $0.name == "\(target.name)Tests" }) {
      return XcodeTestTargetChoice(target: named, reason: "Xcode names an app's tests '\(target.name)Tests'")
    }
    let linked = unitTests.filter { depends($0, on: target) || isHosted($0, by: target) }
    let preferred = linked.first { $0.name == "\(target.productModuleName)Tests" } ?? linked.first
    if let preferred {
      let others = linked.filter { $0 != preferred }.map(\.name)
      return XcodeTestTargetChoice(
        target: preferred,
        reason: "its unit tests depend on target \(target.name) or run in it (TEST_HOST)"
          + (others.isEmpty ? "" : "; so do \(others.joined(separator: ", ")), which --test-target picks"))
    }
    let closest = Self.closest(to: "\(target.name)Tests", in: tests.map(\.name))
    return XcodeTestTargetChoice(
      target: nil,
      reason: "target \(target.name) has no test target named \(target.name)Tests, and none depends on it"
        + (closest.map { "; the closest is \($0): name it with --test-target" } ?? "; name one with --test-target"))
  }

  /// `test` lists a dependency on `target` (Xcode adds one when it creates a target's tests).
  private func depends(_ test: XcodeTarget, on target: XcodeTarget) -> Bool {
    object(test.id)?.strings("dependencies").contains { object($0)?.string("target") == target.id } ?? false
  }

  /// `test`'s `TEST_HOST` runs it inside the app `target` builds:
  /// `$(BUILT_PRODUCTS_DIR)/Legacy App.app/Legacy App`.
  private func isHosted(_ test: XcodeTarget, by target: XcodeTarget) -> Bool {
    guard let testObject = object(test.id), let host = buildSetting("TEST_HOST", of: testObject),
      let app = object(target.id)
    else { return false }
    let product = app.string("productName") ?? target.name
    return host.contains("/\(product).app/") || host.contains("/\(target.name).app/")
  }
}
