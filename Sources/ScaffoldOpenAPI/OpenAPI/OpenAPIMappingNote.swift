import ScaffoldBase

/// A part of the document the spec does not hold as written: a shape the spec's grammar cannot
/// express, or a name changed to be a valid Swift name. Nothing of the chosen operations is
/// dropped without one of these, so the team sees what is left to its own code.
public struct OpenAPIMappingNote: Sendable, Equatable, CustomStringConvertible {
  /// What the spec holds instead.
  public enum Outcome: Sendable, Equatable {
    /// Left out of the spec: the team's code handles it.
    case skipped
    /// Kept, with a type the grammar has (`String` for a string enum).
    case typed(as: String)
    /// Kept, under another name.
    case renamed(to: String)
  }

  /// A JSON pointer into the document (`#/components/schemas/Pet/properties/attributes`).
  public var pointer: String
  public var location: SourceLocation?
  /// The operation whose mapping met it, when it belongs to one.
  public var operationID: String?
  public var reason: String
  public var outcome: Outcome

  public init(
    pointer: String, location: SourceLocation?, operationID: String?, reason: String, outcome: Outcome
  ) {
    self.pointer = pointer
    self.location = location
    self.operationID = operationID
    self.reason = reason
    self.outcome = outcome
  }

  /// `file:line:column: note: pointer: reason; outcome`, a compiler's note.
  public var description: String { line(kind: "note: ") }

  /// `file:line:column: pointer: reason; outcome`, for a printer that says "note:" itself.
  public var message: String { line(kind: "") }

  private func line(kind: String) -> String {
    let place = location.map { "\($0): " } ?? ""
    let result: String
    switch outcome {
    case .skipped: result = "left out"
    case .typed(let type): result = "typed as \(type)"
    case .renamed(let name): result = "named '\(name)'"
    }
    // Text from the document is shown with control characters escaped, so a note stays one line.
    let text = "\(place)\(kind)\(pointer): \(reason); \(result)"
    return text.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
  }
}
