/// Names of UIKit and SwiftUI that generated screens write in their code. An entity of the same
/// name would shadow the framework's type there (`struct Text` makes the screen's `Text(…)` the
/// entity), and a module of the same name makes `UILabel.X` ambiguous wherever both are
/// imported, so such names are refused for the screen that uses them.
///
/// The lists are exactly what the built-in templates name: `FrameworkNamesTests` reads every
/// template and the UIKit and SwiftUI models that the screens are compiled against, and fails
/// when a template starts or stops using one, so the lists cannot fall behind.
enum FrameworkNames {
  /// UIKit types named in the generated view controllers and their tests.
  static let uiKitTypes: Set<String> = [
    "NSLayoutConstraint", "UIAction", "UIActivityIndicatorView", "UIButton",
    "UIKeyboardType", "UILabel", "UIRefreshControl", "UIScrollView", "UIStackView", "UISwitch",
    "UINavigationController", "UITextField", "UIView", "UIViewController",
  ]

  /// SwiftUI types named in the generated screens.
  static let swiftUITypes: Set<String> = [
    "Button", "EmptyView", "ForEach", "LabeledContent", "List", "ObservableObject", "ProgressView", "Published",
    "Section", "State", "StateObject", "Text", "TextField", "Toggle", "View", "ViewBuilder",
  ]

  /// Members that the framework gives the generated screen types, which a use case's member of
  /// the same name would hide: the SwiftUI screen model holds one property per use case, named
  /// after it, and one named `objectWillChange` would stand where every reader expects the
  /// publisher that `ObservableObject` gives it.
  static let swiftUIMembers: [String] = ["objectWillChange"]

  /// The framework whose type `name` would shadow in a module with this screen, if any.
  /// Every UIKit type starts with `UI` and a capital letter, so that namespace is refused as a
  /// whole for UIKit screens: a template that starts using another UIKit type is covered too.
  static func framework(shadowedBy name: String, ui: UserInterface) -> String? {
    switch ui {
    case .uikit:
      return uiKitTypes.contains(name) || hasUIKitPrefix(name) ? "UIKit" : nil
    case .swiftui:
      return swiftUITypes.contains(name) ? "SwiftUI" : nil
    case .none:
      return nil
    }
  }

  /// The members a spec name must not make the generated code declare, for this screen.
  static func members(for ui: UserInterface) -> [String] {
    ui == .swiftui ? swiftUIMembers : []
  }

  private static func hasUIKitPrefix(_ name: String) -> Bool {
    let characters = Array(name)
    return characters.count > 2 && characters[0] == "U" && characters[1] == "I" && characters[2].isUppercase
  }
}
