import ScaffoldBase

/// Why a `project.pbxproj` cannot be read or edited, and where: the project is then left as it
/// is, never rewritten on a guess.
public struct XcodeProjectError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Reason: Equatable, Sendable {
    /// `<<<<<<<`, `=======`, `>>>>>>>` or `|||||||` at the start of a line: a merge left unresolved.
    case mergeConflict
    /// A character no value of the format starts with, or a missing `=`, `;`, `,` or bracket.
    case expected(String, found: String)
    /// A quoted string or a `/* … */` comment is not closed before the end of the file.
    case unterminated(String)
    /// Something after the closing `}` of the top-level dictionary.
    case trailingText
    /// The file parses, but a key every project has is missing or has the wrong kind of value.
    case missingKey(String)
    /// An object names another object that the project does not have.
    case missingObject(id: String, referencedBy: String)
  }

  public var reason: Reason
  /// 1-based, like compilers print it.
  public var line: Int
  /// 1-based, in characters; a tab counts as one.
  public var column: Int

  public init(_ reason: Reason, line: Int, column: Int) {
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// The error at a UTF-8 offset of the file.
  init(_ reason: Reason, at offset: Int, in bytes: [UInt8]) {
    let position = TextPosition(of: offset, in: bytes)
    self.init(reason, line: position.line, column: position.column)
  }

  public var description: String {
    "project.pbxproj:\(line):\(column): error: \(message)"
  }

  public var message: String {
    switch reason {
    case .mergeConflict:
      return "the project has merge-conflict markers; resolve the conflict (git mergetool, or by hand) and run again"
    case .expected(let what, let found):
      return "expected \(what), found \(found)"
    case .unterminated(let what):
      return "\(what) is not closed before the end of the file"
    case .trailingText:
      return "text after the end of the project's top-level dictionary"
    case .missingKey(let key):
      return "'\(key)' is missing or has the wrong kind of value"
    case .missingObject(let id, let owner):
      return "object \(id), named by \(owner), is not in the project"
    }
  }

  /// What to do, said as an instruction.
  public var hint: String {
    switch reason {
    case .mergeConflict:
      return "keep one side of each conflict, or both, and remove the marker lines"
    default:
      return "Xcode refuses a malformed project too: restore project.pbxproj from version control"
    }
  }
}
