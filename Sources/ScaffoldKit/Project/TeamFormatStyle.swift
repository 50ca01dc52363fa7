import Foundation
import ScaffoldBase
import ScaffoldSpec

/// A team's `.swift-format`, in the package's folder or above it up to the repository's root
/// (where swift-format itself finds it): its `indentation` and `lineLength` lay the modules out
/// unless `indentation:` or `lineLength:` was written (spec, `.scaffold.yml`, command line,
/// record), and the package gets no `.swift-format` of its own beside or below the team's.
struct TeamFormatStyle: Equatable {
  /// Where it is, for the note.
  var path: String
  /// Spaces a level; nil when it sets none, or tabs (which a package does not lay out).
  var spaces: Int?
  var usesTabs = false
  var lineLength: Int?

  /// The configuration swift-format would use for files in `root`: the nearest `.swift-format`
  /// in `root` or a folder above it, stopping at the repository's root (a folder with `.git`),
  /// so a run never reads far beyond the project. Nil when there is none, or it is no JSON.
  static func find(from root: URL) -> TeamFormatStyle? {
    for folder in RepositoryFolders.upward(from: root) {
      let candidate = FolderAncestry.path(".swift-format", in: folder)
      if let data = FileManager.default.contents(atPath: candidate) { return read(data, path: candidate) }
    }
    return nil
  }

  static func read(_ data: Data, path: String) -> TeamFormatStyle? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
    var style = TeamFormatStyle(path: path)
    if let indentation = object["indentation"] as? [String: Any] {
      style.spaces = indentation["spaces"] as? Int
      style.usesTabs = indentation["tabs"] != nil
    }
    style.lineLength = object["lineLength"] as? Int
    return style
  }

  /// `style` with what the team's configuration sets in place of what was not written, and a
  /// note saying what was taken, or why not.
  func applied(to style: CodeStyle) -> (style: CodeStyle, note: String?) {
    var result = style
    var taken: [String] = []
    var refused: [String] = []
    if !style.isIndentationChosen {
      if let spaces, CodeStyle.indentations.contains(spaces) {
        if spaces != style.indentation { taken.append("\(spaces) spaces") }
        result.indentation = spaces
      } else if usesTabs || spaces != nil {
        refused.append(
          "its indentation (\(usesTabs ? "tabs" : "\(spaces ?? 0) spaces")) is not one a package is laid out "
            + "with (2 or 4 spaces), so the modules keep \(style.indentation) spaces")
      }
    }
    if !style.isLineLengthChosen, let lineLength {
      if CodeStyle.lineLengths.contains(lineLength) {
        if lineLength != style.lineLength { taken.append("lines of \(lineLength) columns") }
        result.lineLength = lineLength
      } else {
        refused.append(
          "its lineLength \(lineLength) is outside \(CodeStyle.lineLengths), so lines stay \(style.lineLength)")
      }
    }
    guard !taken.isEmpty || !refused.isEmpty else { return (result, nil) }
    var note = "\(path) sets the team's style"
    if !taken.isEmpty { note += ": the modules are laid out with \(taken.joined(separator: " and "))" }
    if !refused.isEmpty { note += "; " + refused.joined(separator: "; ") }
    return (result, note + " ('indentation:' and 'lineLength:' in .scaffold.yml choose otherwise)")
  }
}
