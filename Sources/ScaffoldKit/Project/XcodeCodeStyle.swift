import ScaffoldSpec
import ScaffoldXcode

/// The layout of a module in an Xcode project: the indentation its groups set (`usesTabs`,
/// `indentWidth`, `tabWidth`, Xcode's File inspector) when `indentation:` was not written, so
/// the generated files read like the team's own; the written one otherwise. Either way a note
/// says what was used and why, when the project sets anything.
enum XcodeCodeStyle {
  static func style(_ style: CodeStyle, in project: XcodeIndentation) -> (style: CodeStyle, note: String?) {
    guard !project.isEmpty else { return (style, nil) }
    let groups = "the project's group \(project.groups.joined(separator: ", ")) sets \(project.described)"
    let wanted = projectStyle(project, lineLength: style.lineLength)
    if style.isIndentationChosen {
      guard let wanted = wanted.style, wanted != style else { return (style, nil) }
      return (
        style,
        "\(groups); the module's files are laid out with \(style.described), as 'indentation:' (the spec, "
          + ".scaffold.yml, --indentation or the module's record) chose"
      )
    }
    guard let chosen = wanted.style else {
      return (style, wanted.why.map { "\(groups); \($0)" })
    }
    return (chosen, "\(groups): the module's files are laid out with \(chosen.described)" + (wanted.why ?? ""))
  }

  /// The style the project's settings ask for, or none (and why) when scaffold offers no such one.
  private static func projectStyle(_ project: XcodeIndentation, lineLength: Int) -> (style: CodeStyle?, why: String?) {
    if project.usesTabs == true {
      let width = project.tabWidth ?? CodeStyle.tabs.indentation
      guard CodeStyle.tabWidths.contains(width) else {
        return (
          CodeStyle(tabWidth: CodeStyle.tabs.indentation, lineLength: lineLength),
          "; a tab is counted as \(CodeStyle.tabs.indentation) columns, not \(width), for the line length"
        )
      }
      return (CodeStyle(tabWidth: width, lineLength: lineLength), nil)
    }
    guard let width = project.indentWidth else {
      return (nil, "the module's files keep the default \(CodeStyle.default.described), as no indent width is set")
    }
    guard CodeStyle.indentations.contains(width) else {
      let offered = CodeStyle.indentations.map(String.init).joined(separator: " or ")
      return (
        nil,
        "the module's files are laid out with \(CodeStyle.default.described): scaffold lays out \(offered) spaces "
          + "or tabs, not \(width) spaces; write 'indentation:' in .scaffold.yml to choose"
      )
    }
    return (CodeStyle(indentation: width, lineLength: lineLength), nil)
  }
}
