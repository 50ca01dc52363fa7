/// The text settings Xcode's File inspector writes on a group (the project's main group, or any
/// group below it): `usesTabs`, `indentWidth`, `tabWidth`. A file takes them from the nearest
/// group that sets each, and Xcode's own preferences where none does.
public struct XcodeIndentation: Sendable, Equatable {
  public var usesTabs: Bool?
  public var indentWidth: Int?
  public var tabWidth: Int?
  /// The group names each setting was read from, nearest last, for a note.
  public var groups: [String] = []

  /// Nothing set: Xcode's preferences decide, which a project file does not carry.
  public var isEmpty: Bool { usesTabs == nil && indentWidth == nil && tabWidth == nil }

  /// `tabs, tab width 4` / `4 spaces a level`, as a note says it.
  public var described: String {
    var parts: [String] = []
    if let usesTabs { parts.append(usesTabs ? "tabs" : "spaces") }
    if let indentWidth { parts.append("indent width \(indentWidth)") }
    if let tabWidth { parts.append("tab width \(tabWidth)") }
    return parts.joined(separator: ", ")
  }
}

extension XcodeProject {
  /// The settings a file in group `id` takes: along the groups from the main group down to it,
  /// the nearest that sets each one wins.
  public func indentation(ofGroup id: String) -> XcodeIndentation {
    var result = XcodeIndentation()
    for group in groupChain(to: id) ?? [] {
      let tabs = group.string("usesTabs").map { $0 == "1" }
      let indent = group.string("indentWidth").flatMap { Int($0) }
      let tab = group.string("tabWidth").flatMap { Int($0) }
      guard tabs != nil || indent != nil || tab != nil else { continue }
      result.usesTabs = tabs ?? result.usesTabs
      result.indentWidth = indent ?? result.indentWidth
      result.tabWidth = tab ?? result.tabWidth
      result.groups.append(group.string("name") ?? group.string("path") ?? "the main group")
    }
    return result
  }
}
