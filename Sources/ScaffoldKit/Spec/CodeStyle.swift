/// How the generated Swift is laid out: the indentation unit and the longest line. The package
/// ships it as its `.swift-format`, and the generation record keeps it, so `check` and `update`
/// lay a module out as it was generated.
///
/// Four spaces by default: Xcode's default, and what most iOS teams and Apple's own sample code
/// use. Lines of 120 columns by default: the limit SwiftLint warns at, which most iOS teams keep.
public struct CodeStyle: Sendable, Equatable {
  /// Spaces per level.
  public var indentation: Int
  /// The longest line the output may have, in columns.
  public var lineLength: Int

  public init(indentation: Int = Self.default.indentation, lineLength: Int = Self.default.lineLength) {
    self.indentation = indentation
    self.lineLength = lineLength
  }

  public static let `default` = CodeStyle(indentation: 4, lineLength: 120)
  /// The indentations offered: the two that iOS teams use.
  public static let indentations = [2, 4]
  /// Shorter than 80 breaks ordinary calls of the generated code into a line per argument;
  /// longer than 200 no longer fits a screen beside another.
  public static let lineLengths = 80...200
}
