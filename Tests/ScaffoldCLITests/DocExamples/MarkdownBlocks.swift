import Foundation

/// A fenced code block of a Markdown file, with what its info string asks the doc test to do.
struct MarkdownBlock: Equatable {
  enum Role: Equatable {
    /// Written to this path in the document's folder (`file=PATH`).
    case file(String)
    /// Run as a bash script that must exit with this status (`run`, `run exit=65`).
    case run(exit: Int32)
    /// Lines that must appear, in order, in what the previous `run` block printed (`output`).
    case output
    /// Shown only, on purpose (`not-checked`).
    case notChecked
    /// No marker: shown only.
    case shown
  }

  var language: String
  var role: Role
  var text: String
  /// The 1-based line of the opening fence.
  var line: Int

  /// Blocks of these languages are data a reader may copy (specs, configuration, JSON), so they
  /// must be checked or say why not.
  var mustBeMarked: Bool { ["yaml", "yml", "json"].contains(language) && role == .shown }
}

/// Reads the fenced blocks of a Markdown text: a line of three or more backticks or tildes opens
/// a block (indented ones too, as in lists) and the same fence, as indented or less, closes it.
enum MarkdownBlocks {
  struct Problem: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  static func parse(_ markdown: String) throws -> [MarkdownBlock] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [MarkdownBlock] = []
    var index = 0
    while index < lines.count {
      guard let fence = Fence(lines[index]) else {
        index += 1
        continue
      }
      let opening = index
      var body: [String] = []
      index += 1
      while index < lines.count, !fence.isClosed(by: lines[index]) {
        body.append(String(lines[index].dropFirst(min(fence.indent, leadingSpaces(lines[index])))))
        index += 1
      }
      guard index < lines.count else { throw Problem(line: opening + 1, message: "a code block is never closed") }
      index += 1
      let role = try role(of: fence.attributes, line: opening + 1)
      blocks.append(
        MarkdownBlock(
          language: fence.language, role: role, text: body.joined(separator: "\n") + "\n", line: opening + 1))
    }
    return blocks
  }

  private static func role(of attributes: [String], line: Int) throws -> MarkdownBlock.Role {
    guard let first = attributes.first else { return .shown }
    switch first {
    case "run":
      guard attributes.count > 1 else { return .run(exit: 0) }
      guard attributes.count == 2, attributes[1].hasPrefix("exit="), let code = Int32(attributes[1].dropFirst(5))
      else {
        throw Problem(line: line, message: "write 'run' or 'run exit=N', not '\(attributes.joined(separator: " "))'")
      }
      return .run(exit: code)
    case "output": return .output
    case "not-checked": return .notChecked
    case let file where file.hasPrefix("file=") && file.count > 5: return .file(String(file.dropFirst(5)))
    default:
      throw Problem(
        line: line, message: "unknown marker '\(first)'; use file=PATH, run, run exit=N, output or not-checked")
    }
  }

  private static func leadingSpaces(_ line: String) -> Int {
    line.prefix { $0 == " " }.count
  }

  /// An opening fence: its indentation, characters and info string.
  private struct Fence {
    var indent: Int
    var character: Character
    var marker: String
    var language: String
    var attributes: [String]

    init?(_ line: String) {
      indent = MarkdownBlocks.leadingSpaces(line)
      let rest = line.dropFirst(indent)
      guard let first = rest.first, first == "`" || first == "~" else { return nil }
      character = first
      marker = String(rest.prefix { $0 == first })
      guard marker.count >= 3 else { return nil }
      let info = rest.dropFirst(marker.count).split(separator: " ").map(String.init)
      language = info.first ?? ""
      attributes = Array(info.dropFirst())
    }

    func isClosed(by line: String) -> Bool {
      let trimmed = line.drop { $0 == " " }
      return line.count - trimmed.count <= indent && trimmed.hasPrefix(marker)
        && trimmed.drop { $0 == character }.allSatisfy(\.isWhitespace)
    }
  }
}
