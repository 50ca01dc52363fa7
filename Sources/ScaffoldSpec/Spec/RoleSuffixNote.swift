import ScaffoldBase

/// A module named after one of its own roles (`LoginViewController`, `CartPresenter`) makes the
/// generated types repeat it (`LoginViewControllerViewController`); usually the name without the
/// role was meant. Only a note: `ProfileView` may be a screen's real name.
package enum RoleSuffixNote {
  /// Longest first, so `ViewController` is found before `Controller` and `View`.
  static let suffixes = [
    "ViewController", "Coordinator", "Interactor", "Presenter", "ViewModel", "Controller", "Assembly", "Builder",
    "Module", "Router", "Screen", "Scene", "View",
  ]

  package static func note(for name: Name, at location: SourceLocation?) -> String? {
    let pascal = name.pascal
    guard let suffix = suffixes.first(where: { pascal.hasSuffix($0) && pascal.count > $0.count }) else {
      return nil
    }
    let stem = String(pascal.dropLast(suffix.count))
    return (location.map { "\($0): " } ?? "")
      + "module name '\(pascal)' ends with the role '\(suffix)', so the generated types read like "
      + "'\(pascal)ViewController' and '\(pascal)Presenter'; if the module is '\(stem)', name it that"
  }
}
