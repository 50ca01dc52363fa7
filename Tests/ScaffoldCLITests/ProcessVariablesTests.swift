import Foundation
import Testing

@testable import scaffold

/// The process's variables are read from `environ` (`Terminal.variables`), not through
/// `ProcessInfo`: what a run gets must be what `ProcessInfo` gives.
@Suite("The process's variables")
struct ProcessVariablesTests {
  @Test("read from environ, they are ProcessInfo's variables")
  func sameAsProcessInfo() {
    #if canImport(Glibc) || canImport(Musl)
      #expect(Terminal.variables(environ) == ProcessInfo.processInfo.environment)
    #endif
    #expect(Terminal.environment == ProcessInfo.processInfo.environment)
  }

  @Test("a value keeps its own '=', the first of a twice-named variable is kept, an entry without '=' is skipped")
  func entries() {
    let texts = ["A=1", "URL=a=b", "A=2", "EMPTY=", "NOEQUALS", "É=ü"]
    var pointers: [UnsafeMutablePointer<CChar>?] = texts.map { strdup($0) } + [nil]
    defer {
      for pointer in pointers { free(pointer) }
    }
    let read = pointers.withUnsafeMutableBufferPointer { Terminal.variables($0.baseAddress) }
    #expect(read == ["A": "1", "URL": "a=b", "EMPTY": "", "É": "ü"])
    #expect(Terminal.variables(nil) == [:])
  }
}
