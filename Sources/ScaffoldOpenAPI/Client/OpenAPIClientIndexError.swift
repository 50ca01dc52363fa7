/// A line of swift-openapi-generator's output the index cannot read, or a shape it does not
/// expect there: the index stops rather than guess a name the generated service would then call.
public struct OpenAPIClientIndexError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The generated file's name, as given (`Types.swift`).
  public var file: String
  /// 1-based; 0 when the problem is no one line's (a type a declaration names is missing).
  public var line: Int
  public var reason: String
  /// The line as written, without its indentation; empty when `line` is 0.
  public var text: String

  public init(file: String, line: Int, reason: String, text: String = "") {
    self.file = file
    self.line = line
    self.reason = reason
    self.text = text
  }

  public var description: String {
    let place = line > 0 ? "\(file):\(line)" : file
    return text.isEmpty ? "\(place): \(reason)" : "\(place): \(reason): \(text)"
  }
}
