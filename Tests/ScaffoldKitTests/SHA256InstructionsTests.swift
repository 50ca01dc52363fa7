import Foundation
import Testing

@testable import ScaffoldBase

/// Where the processor has SHA instructions, `SHA256` compresses with them (`CSHA256`); its
/// portable rounds, held to FIPS 180-4's vectors (RecordTests), are the reference here.
@Suite("SHA-256 with the processor's instructions")
struct SHA256InstructionsTests {
  private static func digest(_ bytes: [UInt8], pieces: [Int] = [], processor: Bool) -> [UInt8] {
    var hasher = SHA256.Hasher(usesProcessorInstructions: processor)
    var rest = bytes[...]
    for size in pieces where !rest.isEmpty {
      let piece = Array(rest.prefix(size))
      piece.withUnsafeBytes { hasher.update($0) }
      rest = rest.dropFirst(size)
    }
    Array(rest).withUnsafeBytes { hasher.update($0) }
    return hasher.finalize()
  }

  @Test("the processor's instructions are used exactly where the kernel reports them (Linux, x86-64)")
  func detection() throws {
    #if os(Linux) && arch(x86_64)
      let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
      let flags = Set(
        cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ").map(String.init) ?? [])
      #expect(SHA256.hasProcessorInstructions == flags.isSuperset(of: ["sha_ni", "sse4_1", "ssse3"]))
    #endif
  }

  @Test("FIPS 180-4's vectors, with the instructions where the processor has them")
  func vectors() {
    let cases: [(String, String)] = [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        String(repeating: "a", count: 1_000_000),
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
      ),
    ]
    for (text, expected) in cases {
      var hasher = SHA256.Hasher(usesProcessorInstructions: true)
      hasher.update(text)
      #expect(hasher.finalizeHex() == expected)
    }
  }

  @Test("every length from 0 to 700 bytes, and random texts fed in random pieces, digest as the portable rounds do")
  func sameAsPortable() {
    var generator = SystemRandomNumberGenerator()
    for length in 0...700 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      #expect(Self.digest(bytes, processor: true) == Self.digest(bytes, processor: false), "\(length) bytes")
    }
    for _ in 0..<200 {
      let length = Int.random(in: 0...20_000, using: &generator)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let pieceCount = Int.random(in: 0...12, using: &generator)
      let pieces = (0..<pieceCount).map { _ in Int.random(in: 1...3_000, using: &generator) }
      #expect(
        Self.digest(bytes, pieces: pieces, processor: true) == Self.digest(bytes, processor: false),
        "\(bytes.count) bytes in pieces \(pieces)")
    }
  }
}
