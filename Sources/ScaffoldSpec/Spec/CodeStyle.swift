/// How the generated Swift is laid out: the indentation unit and the longest line. The package
/// ships it as its `.swift-format`, and the generation record keeps it, so `check` and `update`
/// lay a module out as it was generated.
///
/// Four spaces by default: Xcode's default, and what most iOS teams and Apple's own sample code
/// use. Lines of 120 columns by default: the limit SwiftLint warns at, which most iOS teams keep.
public struct CodeStyle: Sendable, Equatable {
  /// Spaces per level; with `usesTabs`, the columns a tab counts for when lines are broken.
  public var indentation: Int
  /// The longest line the output may have, in columns.
  public var lineLength: Int
  /// One tab a level (`indentation: tabs`, or an Xcode project's `usesTabs`), alignment spaces
  /// after them; multi-line string literals keep their spaces.
  public var usesTabs = false
  /// Whether `indentation:` was written (spec, `.scaffold.yml`, command line, record), so an
  /// Xcode project's own settings may decide only when it was not.
  public var isIndentationChosen = false
  /// Whether `lineLength:` was written, so a team's `.swift-format` may decide only when it was not.
  public var isLineLengthChosen = false

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
  /// The tab widths a tab may count for: Xcode's 4 by default, 2 and 8 in some teams.
  public static let tabWidths = 1...8
  /// Tabs counted as four columns, Xcode's default tab width.
  public static let tabs = CodeStyle(tabWidth: 4)

  /// Tabs, each counted as `tabWidth` columns for the line length.
  public init(tabWidth: Int, lineLength: Int = Self.default.lineLength) {
    self.init(indentation: tabWidth, lineLength: lineLength)
    usesTabs = true
  }

  /// Equal when laid out alike, however the style was chosen.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.indentation, lhs.lineLength, lhs.usesTabs) == (rhs.indentation, rhs.lineLength, rhs.usesTabs)
  }

  /// `4 spaces a level` / `tabs (a tab counted as 4 columns)`, as a note says it.
  public var described: String {
    usesTabs ? "tabs (a tab counted as \(indentation) columns)" : "\(indentation) spaces a level"
  }
}
