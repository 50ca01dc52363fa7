import ScaffoldBase

/// The text the tool last generated for each file of a module: the base of `scaffold update`'s
/// three-way merge. Kept beside the record as `.scaffold/<Module>.base`, a plain-text file that
/// reads (and diffs) in code review: a header line per file with its path and length in bytes,
/// then the text itself, verbatim.
///
///     scaffold-base 1
///     file 1234 Sources/Checkout/CheckoutPresenter.swift
///     <1234 bytes of text>
///
/// The length, not a separator, ends each text, so no generated text can be mistaken for a
/// header. Text rather than what would render it again: after the tool or the template changed,
/// only the text itself is still the base.
public struct BaseArchive: Sendable, Equatable {
  public var texts: [String: String]

  public init(texts: [String: String]) {
    self.texts = texts
  }

  static let signature = "scaffold-base 1"

  /// Where the base of `module` lives, relative to the package root.
  public static func path(for module: String) -> String {
    "\(GenerationRecord.folder)/\(module).base"
  }

  public var text: String {
    var output = Self.signature + "\n"
    for (path, text) in texts.sorted(by: { $0.key < $1.key }) {
      output += "file \(text.utf8.count) \(path)\n" + text + "\n"
    }
    return output
  }

  /// Reads an archive; `nil` when `text` is not one (a damaged or foreign file), which `update`
  /// treats as having no base.
  public init?(text: String) {
    var texts: [String: String] = [:]
    guard Self.walk(text, each: { path, bytes in texts[path] = String(decoding: bytes, as: UTF8.self) }) else {
      return nil
    }
    self.texts = texts
  }

  /// Whether `text` reads as an archive, without making a string of each file's text: a module
  /// whose base does not read is noted on every update.
  static func isReadable(_ text: String) -> Bool {
    walk(text) { _, _ in }
  }

  /// Calls `each` with every file's path and text, in order; false when `text` is not an archive.
  private static func walk(_ text: String, each: (String, Substring.UTF8View.SubSequence) -> Void) -> Bool {
    var bytes = Substring(text).utf8[...]
    func line() -> String? {
      guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      let result = String(decoding: bytes[..<end], as: UTF8.self)
      bytes = bytes[bytes.index(after: end)...]
      return result
    }
    guard line() == Self.signature else { return false }
    while !bytes.isEmpty {
      guard let header = line() else { return false }
      let parts = ByteSplit.pieces(of: header, at: " ", maxSplits: 2, omittingEmpty: false)
      guard parts.count == 3, parts[0] == "file", let length = Int(parts[1]), length >= 0,
        bytes.count > length, bytes[bytes.index(bytes.startIndex, offsetBy: length)] == UInt8(ascii: "\n")
      else { return false }
      let end = bytes.index(bytes.startIndex, offsetBy: length)
      each(String(parts[2]), bytes[..<end])
      bytes = bytes[bytes.index(after: end)...]
    }
    return true
  }
}
