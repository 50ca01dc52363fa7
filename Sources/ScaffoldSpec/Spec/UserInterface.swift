/// The screen layer the module gets.
public enum UserInterface: String, CaseIterable, Sendable {
  /// A thin UIKit view controller behind `#if canImport(UIKit)`: the default.
  case uikit
  /// A SwiftUI screen behind `#if canImport(SwiftUI)`.
  case swiftui
  /// No screen at all: the module's protocols and logic only, for teams with their own UI layer.
  case none

  /// What a module gets when nothing chooses.
  public static let `default` = UserInterface.uikit
}
