import Testing

@testable import ScaffoldKit

/// Which generated code builds only where UIKit is, so the next step printed is Xcode's, not
/// `swift build`.
@Suite("Code that builds only with UIKit")
struct UIKitOnlyCodeTests {
  @Test(
    "an import of UIKit outside a block that keeps it from Linux",
    arguments: [
      ("import UIKit\n\nfinal class A: UIViewController {}\n", true),
      ("import Foundation\n@preconcurrency import UIKit\n", true),
      ("import class UIKit.UIView\n", true),
      // In a block of its own, or the built-ins' whole-file guard, it builds anywhere.
      ("#if canImport(UIKit)\n  import UIKit\n#endif\n", false),
      (
        "#if canImport(UIKit) && !os(watchOS)\n  import UIKit\n  #if DEBUG\n    import UIKit\n  #endif\n#endif\n",
        false
      ),
      ("#if os(iOS)\nimport UIKit\n#endif\n", false),
      // A guard closed before it does not cover it; another module's name is not UIKit.
      ("#if canImport(UIKit)\n#endif\nimport UIKit\n", true),
      ("import UIKitExtras\nimport Foundation\n", false),
      ("#if DEBUG\nimport UIKit\n#endif\n", true),
      // Attributes: only an attributed import is one; an attribute's line alone is not.
      ("@_exported import UIKit\n", true),
      ("@MainActor\nfinal class A {}\n@Test func imports() {}\n", false),
      ("@preconcurrency\nimport UIKit\n", true),
    ])
  func unguardedImport(_ example: (String, Bool)) {
    #expect(UIKitOnlyCode.importsUIKitUnguarded(example.0) == example.1, "\(example.0)")
  }
}
