import Testing

@testable import ScaffoldBase
@testable import ScaffoldGeneramba
@testable import ScaffoldKit
@testable import ScaffoldPackageManifest
@testable import ScaffoldSpec
@testable import ScaffoldTemplates
@testable import ScaffoldXcode

@Suite("The types a Swift file declares at file scope")
struct TopLevelTypesTests {
  @Test(
    "a declaration at the start of a line, after attributes and modifiers, gives its name",
    arguments: [
      ("struct Login {}", "Login"), ("public final class LoginPresenter {", "LoginPresenter"),
      ("@MainActor public protocol LoginView: AnyObject {", "LoginView"),
      ("@available(iOS 15, macOS 12, *) struct Modern {}", "Modern"),
      ("@propertyWrapper(nested(1)) @frozen public enum Wrapped<T> {", "Wrapped"),
      ("typealias LoginID = String", "LoginID"), ("nonisolated\tstruct Tabbed {}", "Tabbed"),
      ("actor Counter{", "Counter"), ("indirect enum Tree: Equatable {", "Tree"), ("struct Café {}", "Café"),
      ("public struct Login_2: Sendable {}\r", "Login_2"),
    ])
  func declared(line: String, name: String) {
    #expect(TopLevelTypes.declared(in: "import Foundation\n\n\(line)\n").map(\.name) == [name])
    #expect(TopLevelTypes.declared(in: "import Foundation\n\n\(line)\n").map(\.line) == [3])
  }

  @Test(
    "indented, commented, conditional and non-type lines declare nothing here",
    arguments: [
      "    struct Nested {}", "// class Commented", "/* struct Block */", "#if DEBUG", "extension Login {}",
      "func struct_() {}", "let classic = 1", "@MainActor func run() {}", "struct", "@", "public ",
      "private(set) var value = 0", "",
    ])
  func notDeclared(line: String) {
    #expect(TopLevelTypes.declared(in: line + "\n").isEmpty, "\(line)")
  }

  @Test("bytes that are not UTF-8 still give the names around them, with their lines")
  func invalidBytes() {
    let bytes: [UInt8] = Array("struct A {}\n".utf8) + [0xFF, 0xFE, 0x0A] + Array("class B {}".utf8)
    let found = bytes.withUnsafeBufferPointer { TopLevelTypes.declared(inUTF8: $0) }
    #expect(found.map(\.name) == ["A", "B"])
    #expect(found.map(\.line) == [1, 3])
  }
}
