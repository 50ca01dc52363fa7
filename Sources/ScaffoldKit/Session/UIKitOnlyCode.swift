import ScaffoldBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether generated code builds only where UIKit is: some Swift file imports UIKit outside an
/// `#if canImport(UIKit)` or `#if os(iOS)` (`tvOS`, `visionOS`) block, as Generamba templates do.
/// The built-ins guard every UIKit import, so their packages build with `swift build` anywhere.
enum UIKitOnlyCode {
  static func isIn(_ files: [FileChange]) -> Bool {
    files.contains { $0.path.hasSuffix(".swift") && importsUIKitUnguarded($0.contents) }
  }

  static func importsUIKitUnguarded(_ text: String) -> Bool {
    // Over the bytes, with only `#if` and import lines decoded: `generate` asks this of
    // thousands of files, and a `Substring` a line made it a seventh of a 200-module run. A
    // line's end is found by `memchr`, and a line is looked at no further than its first byte
    // unless that is `#`, `i` or `@`: byte by byte, this was 0.1 ms of a one-module run.
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return false }
      // One entry per open `#if`: whether it (or one around it) keeps UIKit away from Linux.
      var guards: [Bool] = []
      var start = 0
      while start < bytes.count {
        var code = start
        while code < bytes.count, bytes[code] == UInt8(ascii: " ") || bytes[code] == UInt8(ascii: "\t") {
          code += 1
        }
        let end =
          memchr(base + code, Int32(UInt8(ascii: "\n")), bytes.count - code).map {
            UnsafeRawPointer($0) - UnsafeRawPointer(base)
          } ?? bytes.count
        let line = UnsafeBufferPointer(rebasing: bytes[code..<end])
        start = end + 1
        switch line.first {
        case UInt8(ascii: "#"):
          if line.starts(with: "#if".utf8) {
            let condition = String(decoding: line, as: UTF8.self)
            let keepsUIKitAway = ["canImport(UIKit)", "os(iOS)", "os(tvOS)", "os(visionOS)"].contains {
              ByteSearch.contains($0, in: condition)
            }
            guards.append(keepsUIKitAway || guards.last == true)
          } else if line.starts(with: "#endif".utf8) {
            _ = guards.popLast()
          }
        case UInt8(ascii: "i"), UInt8(ascii: "@"):
          if guards.last != true,
            line.starts(with: "import ".utf8) || (line.first == UInt8(ascii: "@") && mentionsImport(line)),
            isUIKitImport(Substring(String(decoding: line, as: UTF8.self)))
          {
            return true
          }
        default:
          continue
        }
      }
      return false
    }
  }

  /// Whether the bytes `import` are in `line`: an attribute's line (`@Test`, `@MainActor`, of
  /// which tests have hundreds) is decoded and split only when it may be an attributed import.
  private static func mentionsImport(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let keyword = Array("import".utf8)
    guard line.count >= keyword.count else { return false }
    return (0...(line.count - keyword.count)).contains { start in
      keyword.indices.allSatisfy { line[start + $0] == keyword[$0] }
    }
  }

  /// `import UIKit`, `@preconcurrency import UIKit`, `import class UIKit.UIView`.
  private static func isUIKitImport(_ code: Substring) -> Bool {
    let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
    guard words.first == "import", let module = words.last else { return false }
    return module == "UIKit" || module.hasPrefix("UIKit.")
  }
}
