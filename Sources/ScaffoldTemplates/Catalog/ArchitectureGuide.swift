import ScaffoldSpec

/// What each architecture is and how it fares on the three criteria the seed articles judge
/// patterns by: distribution of responsibilities, testability, and ease of use.
public struct ArchitectureGuide: Sendable, Equatable {
  public var architecture: Architecture
  /// The roles, as the generated module names them.
  public var parts: String
  public var distribution: String
  public var testability: String
  public var easeOfUse: String
  /// When to pick it.
  public var bestFor: String

  public static func guide(for architecture: Architecture) -> ArchitectureGuide {
    switch architecture {
    case .mvc:
      return ArchitectureGuide(
        architecture: .mvc,
        parts: "Model (service calls and use-case states), Formatter, View controller as Controller",
        distribution:
          "Fair: the view controller is the controller; state and calls in the model, text in the formatter.",
        testability: "Good: the model and the formatter are tested without UIKit; the controller is only wiring.",
        easeOfUse: "Easiest: Apple's own pattern, fewest protocols.",
        bestFor: "Simple screens with little logic.")
    case .mvp:
      return ArchitectureGuide(
        architecture: .mvp, parts: "Model (entities, service), passive View, Presenter, Router",
        distribution: "Good: the view only displays; the presenter owns logic and formatting.",
        testability: "Very good: every display call is checked through a view spy.",
        easeOfUse: "Moderate: each UI update is an explicit call, so more glue code.",
        bestFor: "Screens with real logic where explicit view updates are welcome.")
    case .mvvm:
      return ArchitectureGuide(
        architecture: .mvvm, parts: "Model (entities, service), View, ViewModel with an Equatable State",
        distribution: "Good: the view model owns logic and state; the view renders the state.",
        testability: "Very good: a test compares state values, with no view at all.",
        easeOfUse: "Easy: one binding instead of many display calls; state design takes thought.",
        bestFor: "Data-driven screens, and SwiftUI.")
    case .viper:
      return ArchitectureGuide(
        architecture: .viper, parts: "View, Interactor, Presenter, Entity, Router, and a Builder",
        distribution: "Finest: business rules, presentation and navigation each have their own role.",
        testability: "Best: every role is tested alone behind a protocol.",
        easeOfUse: "Hardest: the most types and protocols; heavy for a small screen.",
        bestFor: "Large, long-lived features with several use cases and navigation.")
    case .vip:
      return ArchitectureGuide(
        architecture: .vip,
        parts: "ViewController, Interactor (with DataStore), Presenter, Router (with DataPassing), Worker, Models",
        distribution: "Fine: a one-way cycle, view → interactor → presenter → view, one job per role.",
        testability: "Very good: each step has typed Request, Response and ViewModel values to check.",
        easeOfUse: "Hard: three models per use case; rigorous and predictable once learned.",
        bestFor: "Teams that want one strict flow for every screen and data passed between scenes.")
    }
  }
}
