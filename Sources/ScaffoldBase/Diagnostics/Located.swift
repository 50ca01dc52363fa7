/// A value read from the user's input, with where it was written.
///
/// Equatable when its value is, rather than asking it of every value: a generic type's own
/// requirements are checked at run time, the first time each of its types is made, and that
/// check scans every conformance the process has loaded (a tenth of a millisecond on the path
/// every one-module run waits on).
public struct Located<Value: Sendable>: Sendable {
  public var value: Value
  /// `nil` for values given on the command line.
  public var location: SourceLocation?

  public init(_ value: Value, at location: SourceLocation? = nil) {
    self.value = value
    self.location = location
  }
}

extension Located: Equatable where Value: Equatable {}
