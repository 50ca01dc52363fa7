import ScaffoldBase

/// Whether generated code builds only where UIKit is: some Swift file imports UIKit outside an
/// `#if canImport(UIKit)` or `#if os(iOS)` (`tvOS`, `visionOS`) block, as Generamba templates do.
/// The built-ins guard every UIKit import, so their packages build with `swift build` anywhere.
enum UIKitOnlyCode {
  static func isIn(_ files: [FileChange]) -> Bool {
    files.contains { $0.path.hasSuffix(".swift") && importsUIKitUnguarded($0.contents) }
  }

  static func importsUIKitUnguarded(_ text: String) -> Bool {
    // One entry per open `#if`: whether it (or one around it) keeps UIKit away from Linux.
    var guards: [Bool] = []
    for line in text.split(separator: "\n") {
      let code = line.drop { $0 == " " || $0 == "\t" }
      if code.hasPrefix("#if") {
        let keepsUIKitAway = ["canImport(UIKit)", "os(iOS)", "os(tvOS)", "os(visionOS)"].contains {
          code.contains($0)
        }
        guards.append(keepsUIKitAway || guards.last == true)
      } else if code.hasPrefix("#endif") {
        _ = guards.popLast()
      } else if guards.last != true, isUIKitImport(code) {
        return true
      }
    }
    return false
  }

  /// `import UIKit`, `@preconcurrency import UIKit`, `import class UIKit.UIView`.
  private static func isUIKitImport(_ code: Substring) -> Bool {
    let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
    guard words.first == "import", let module = words.last else { return false }
    return module == "UIKit" || module.hasPrefix("UIKit.")
  }
}
