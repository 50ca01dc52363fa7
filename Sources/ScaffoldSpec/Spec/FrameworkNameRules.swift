import ScaffoldBase

/// The rule that a module or entity never takes the name of a UIKit or SwiftUI type that the
/// module's screen uses (see `FrameworkNames`). Kept apart from `NameRules`, which judges a
/// name on its own: this one depends on the screen chosen (`ui:`).
enum FrameworkNameRules {
  /// Whether `name` may be used; records why not otherwise.
  @discardableResult
  package static func check(
    _ name: Name, kind: NameKind, ui: UserInterface, at location: SourceLocation?,
    into collector: inout DiagnosticCollector
  ) -> Bool {
    guard let framework = FrameworkNames.framework(shadowedBy: name.pascal, ui: ui) else { return true }
    let screen = ui == .swiftui ? "SwiftUI screen" : "UIKit view controller"
    let label = "\(kind.rawValue) name '\(name.pascal)'"
    let reason =
      FrameworkNames.uiKitTypes.contains(name.pascal) || FrameworkNames.swiftUITypes.contains(name.pascal)
      ? "would shadow the \(framework) type of that name, which the generated \(screen) uses"
      : "is in UIKit's namespace ('UI' and a capital letter), which the generated \(screen) imports"
    // A module is a namespace: where both are imported, `UILabel.X` would name UIKit's type.
    let namespace =
      kind == .module ? "; in code that imports both, '\(name.pascal).…' would mean the type, not the module" : ""
    let stem = name.pascal.hasPrefix("UI") ? String(name.pascal.dropFirst(2)) : name.pascal
    collector.error(
      "\(label) \(reason)\(namespace)", at: location,
      hint: "choose a more specific name, such as '\(stem)\(kind == .module ? "Screen" : "Item")'")
    return false
  }
}
