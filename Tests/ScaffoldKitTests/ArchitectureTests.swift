import Foundation
import Testing

@testable import ScaffoldSpec

/// `Architecture.init(rawValue:)` is written out (a switch) rather than synthesized: it must read
/// every case's raw value back as that case, and nothing else.
@Suite("Architecture from its word")
struct ArchitectureTests {
  @Test("each case's raw value gives the case")
  func roundTrip() {
    for architecture in Architecture.allCases {
      #expect(Architecture(rawValue: architecture.rawValue) == architecture)
    }
    #expect(Set(Architecture.allCases.map(\.rawValue)).count == Architecture.allCases.count)
  }

  @Test(
    "other words give nothing: other casings, spaces, prefixes, display names",
    arguments: ["", "VIPER", "Viper", "viper ", " mvc", "mv", "mvvmm", "vipe", "Clean Swift VIP", "generate"])
  func otherWords(_ word: String) {
    #expect(Architecture(rawValue: word) == nil)
  }

  @Test("a spec's `architecture:` decodes through it, and a wrong one is refused")
  func decoding() throws {
    #expect(try JSONDecoder().decode([Architecture].self, from: Data(#"["mvvm","vip"]"#.utf8)) == [.mvvm, .vip])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Architecture].self, from: Data(#"["MVVM"]"#.utf8)) }
  }
}
