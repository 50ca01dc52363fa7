/// A value read from the user's input, with where it was written.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
  public var value: Value
  /// `nil` for values given on the command line.
  public var location: SourceLocation?

  public init(_ value: Value, at location: SourceLocation? = nil) {
    self.value = value
    self.location = location
  }
}
