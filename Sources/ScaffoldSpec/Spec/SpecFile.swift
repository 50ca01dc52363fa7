import Foundation
import ScaffoldBase

/// Reads a spec file as UTF-8 text, reading no more than `SpecLimits.maximumBytes` (plus one,
/// to know it is too long), so a huge file or a device such as `/dev/zero` cannot exhaust memory.
public enum SpecFile {
  public static func read(atPath path: String) throws(ScaffoldError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreadableInput(path: path, reason: "no such file")
    }
    if isDirectory.boolValue { throw .unreadableInput(path: path, reason: "it is a folder, not a spec file") }
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      data = try handle.read(upToCount: SpecLimits.maximumBytes + 1) ?? Data()
    } catch {
      throw .unreadableInput(path: path, reason: "it cannot be opened for reading")
    }
    if data.count > SpecLimits.maximumBytes {
      throw .invalidSpec([
        Diagnostic(
          "the spec is more than \(SpecLimits.maximumBytes) bytes (1 MiB) long, the most a spec may have",
          at: SourceLocation(file: path, line: 1, column: 1),
          hint: "split the module, or check that this is the right file")
      ])
    }
    return try decode(data, file: path)
  }

  /// The text, or an error at the line and column of the first byte that is not UTF-8.
  static func decode(_ data: Data, file: String) throws(ScaffoldError) -> String {
    if let text = String(validating: data, as: UTF8.self) { return text }
    var line = 1
    var column = 1
    var offset = 0
    var decoder = UTF8()
    var iterator = data.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput:
        break decoding
      case .error:
        break decoding
      }
    }
    let byte = offset < data.count ? String(format: "0x%02X", data[data.startIndex + offset]) : "the end"
    throw .invalidSpec([
      Diagnostic(
        "the spec is not UTF-8 text: byte \(byte) here does not start a valid UTF-8 character",
        at: SourceLocation(file: file, line: line, column: column),
        hint: "save the file as UTF-8 (JSON and YAML specs are UTF-8)")
    ])
  }
}
