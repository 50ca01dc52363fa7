/// One problem found in the user's input, with where it is and what to do about it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is; `nil` when it has no place in a file (a command-line value).
  public var location: SourceLocation?
  public var message: String
  /// What the user can do, said as an instruction.
  public var hint: String?

  public init(_ message: String, at location: SourceLocation?, hint: String? = nil) {
    self.location = location
    self.message = message
    self.hint = hint
  }

  /// `file:line:column: error: message; hint`, the format editors and CI logs link to.
  /// Quoted user text is shown with invisible and control characters escaped, so a message
  /// is always one readable line.
  public var description: String {
    let prefix = location.map { "\($0): error: " } ?? "error: "
    return VisibleText.escaped(prefix + message + (hint.map { "; \($0)" } ?? ""))
  }
}

/// Collects diagnostics so a stage can report every problem at once instead of the first.
package struct DiagnosticCollector {
  package private(set) var diagnostics: [Diagnostic] = []

  package init() {}

  package var isEmpty: Bool { diagnostics.isEmpty }

  package mutating func error(_ message: String, at location: SourceLocation?, hint: String? = nil) {
    diagnostics.append(Diagnostic(message, at: location, hint: hint))
  }

  package mutating func append(contentsOf other: [Diagnostic]) {
    diagnostics.append(contentsOf: other)
  }

  package var sortedByLocation: [Diagnostic] { diagnostics.sortedByLocation }
}

extension [Diagnostic] {
  /// In reading order: problems without a place first, then by file, line and column.
  package var sortedByLocation: [Diagnostic] {
    enumerated().sorted { left, right in
      let (a, b) = (left.element.location, right.element.location)
      switch (a, b) {
      case (nil, nil): return left.offset < right.offset
      case (nil, _): return true
      case (_, nil): return false
      case (let a?, let b?):
        if (a.file, a.line, a.column) != (b.file, b.line, b.column) {
          return (a.file, a.line, a.column) < (b.file, b.line, b.column)
        }
        return left.offset < right.offset
      }
    }.map(\.element)
  }
}
