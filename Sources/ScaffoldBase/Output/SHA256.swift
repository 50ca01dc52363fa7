import CSHA256

/// SHA-256 (FIPS 180-4), for the content hashes of the generation record.
///
/// Foundation on Linux has no CryptoKit, and the record only needs a stable, well-known digest,
/// so a small implementation here beats a dependency on swift-crypto. Where the processor has SHA
/// instructions (x86-64's SHA extensions), the blocks are compressed with them (`CSHA256`).
public enum SHA256 {
  /// Whether this processor compresses blocks with its SHA instructions; asked once.
  static let hasProcessorInstructions = scaffold_sha256_accelerated() != 0

  /// The digest of `text`'s UTF-8 bytes as 64 lower-case hex digits.
  public static func hex(of text: String) -> String {
    var text = text
    return text.withUTF8 { hex(digest(UnsafeRawBufferPointer($0))) }
  }

  public static func hex(of bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { hex(digest($0)) }
  }

  public static func digest(_ bytes: [UInt8]) -> [UInt8] {
    bytes.withUnsafeBytes { digest($0) }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func hex(_ digest: [UInt8]) -> String {
    String(unsafeUninitializedCapacity: digest.count * 2) { buffer in
      for (index, byte) in digest.enumerated() {
        buffer[index * 2] = hexDigits[Int(byte >> 4)]
        buffer[index * 2 + 1] = hexDigits[Int(byte & 0x0F)]
      }
      return digest.count * 2
    }
  }

  /// The blocks are read in place from the message; only the last one or two, with the
  /// padding and the length, are copied. Every file of every module is hashed, often twice.
  static func digest(_ message: UnsafeRawBufferPointer) -> [UInt8] {
    var hasher = Hasher()
    hasher.update(message)
    return hasher.finalize()
  }

  /// A digest fed in pieces, for a message that exists only as parts (a template's files with
  /// their paths): joining them first would copy the whole message once more.
  public struct Hasher {
    private var state = State()
    /// The bytes of a block not yet complete: fewer than 64.
    private var pending: [UInt8] = []
    private var length = 0
    private let usesProcessorInstructions: Bool

    public init() {
      usesProcessorInstructions = SHA256.hasProcessorInstructions
    }

    /// With `usesProcessorInstructions` false, the portable rounds even where the processor has
    /// SHA instructions: the tests hold the two to each other.
    init(usesProcessorInstructions: Bool) {
      self.usesProcessorInstructions = usesProcessorInstructions && SHA256.hasProcessorInstructions
    }

    public mutating func update(_ text: String) {
      var text = text
      text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
      guard !bytes.isEmpty else { return }
      length += bytes.count
      var rest = bytes[...]
      if !pending.isEmpty {
        let taken = rest.prefix(64 - pending.count)
        pending.append(contentsOf: taken)
        rest = rest.dropFirst(taken.count)
        guard pending.count == 64 else { return }
        let block = pending
        pending.removeAll(keepingCapacity: true)
        block.withUnsafeBytes { compress(blocks: $0) }
      }
      let whole = rest.count / 64 * 64
      compress(blocks: UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
      pending.append(contentsOf: rest.dropFirst(whole))
    }

    /// The digest of everything given so far.
    public mutating func finalize() -> [UInt8] {
      let bitLength = UInt64(length) &* 8
      var tail = pending
      tail.append(0x80)
      while tail.count % 64 != 56 { tail.append(0) }
      for shift in stride(from: 56, through: 0, by: -8) {
        tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
      }
      tail.withUnsafeBytes { compress(blocks: $0) }
      return state.words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) } }
    }

    /// The digest as 64 lower-case hex digits.
    public mutating func finalizeHex() -> String {
      SHA256.hex(finalize())
    }

    /// Whole 64-byte blocks, read in place.
    private mutating func compress(blocks: UnsafeRawBufferPointer) {
      guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
      if usesProcessorInstructions {
        state.compressWithProcessor(base.assumingMemoryBound(to: UInt8.self), count: blocks.count / 64)
        return
      }
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
        roundConstants.withUnsafeBufferPointer { constants in
          guard let schedule = schedule.baseAddress, let constants = constants.baseAddress else { return }
          for start in stride(from: 0, to: blocks.count, by: 64) {
            state.compress(base + start, schedule, constants)
          }
        }
      }
    }
  }

  /// The eight working words, kept in stored properties rather than an array, so the rounds
  /// run in registers with no bounds checks.
  private struct State {
    var h0: UInt32 = 0x6a09_e667
    var h1: UInt32 = 0xbb67_ae85
    var h2: UInt32 = 0x3c6e_f372
    var h3: UInt32 = 0xa54f_f53a
    var h4: UInt32 = 0x510e_527f
    var h5: UInt32 = 0x9b05_688c
    var h6: UInt32 = 0x1f83_d9ab
    var h7: UInt32 = 0x5be0_cd19

    var words: [UInt32] { [h0, h1, h2, h3, h4, h5, h6, h7] }

    /// `count` whole blocks at `blocks` into the state, by `scaffold_sha256_blocks`.
    mutating func compressWithProcessor(_ blocks: UnsafePointer<UInt8>, count: Int) {
      var packed = (h0, h1, h2, h3, h4, h5, h6, h7)
      withUnsafeMutableBytes(of: &packed) { words in
        roundConstants.withUnsafeBufferPointer { constants in
          scaffold_sha256_blocks(
            words.baseAddress?.assumingMemoryBound(to: UInt32.self), blocks, count, constants.baseAddress)
        }
      }
      (h0, h1, h2, h3, h4, h5, h6, h7) = packed
    }

    /// One 64-byte block at `block` into the state; `w` is the 64-word message schedule and `k`
    /// the round constants (FIPS 180-4's names).
    mutating func compress(
      _ block: UnsafeRawPointer, _ w: UnsafeMutablePointer<UInt32>, _ k: UnsafePointer<UInt32>
    ) {
      for index in 0..<16 {
        w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
      }
      for index in 16..<64 {
        let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
        let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
        w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
      for index in 0..<64 {
        let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ sum1 &+ choice &+ k[index] &+ w[index]
        let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let temp2 = sum0 &+ majority
        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
      }
      h0 &+= a
      h1 &+= b
      h2 &+= c
      h3 &+= d
      h4 &+= e
      h5 &+= f
      h6 &+= g
      h7 &+= h
    }
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]
}

@inline(__always)
private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
  (value >> count) | (value << (32 - count))
}
