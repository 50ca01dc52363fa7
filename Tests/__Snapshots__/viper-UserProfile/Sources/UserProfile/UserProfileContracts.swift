import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol UserProfileView: AnyObject {
    func displayLoadProfile(_ state: UserProfileUseCaseState<UserProfileModels.LoadProfile.ViewModel>)
    func displayFollow(_ state: UserProfileUseCaseState<UserProfileModels.Follow.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol UserProfilePresenting: AnyObject, Sendable {
    func loadProfile(userID: UUID) async
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func follow(userID: UUID) async
    func showFollowers()
    /// Opens the profile editor.
    func showEditProfile()
}

/// The module's business rules, free of UI and navigation.
protocol UserProfileInteracting: Sendable {
    func loadProfile(
        _ request: UserProfileModels.LoadProfile.Request
    ) async throws -> UserProfileModels.LoadProfile.Response
    func follow(_ request: UserProfileModels.Follow.Request) async throws -> UserProfileModels.Follow.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol UserProfileService: Sendable {
    func loadProfile(
        _ request: UserProfileModels.LoadProfile.Request
    ) async throws -> UserProfileModels.LoadProfile.Response
    func follow(_ request: UserProfileModels.Follow.Request) async throws -> UserProfileModels.Follow.Response
}

/// The screens this module can lead to. The router makes the screen and the transition handler shows it.
public enum UserProfileRoute: Hashable, Sendable {
    case followers
    /// Opens the profile editor.
    case editProfile
}

/// Shows the screens the router opens: the view controller on iOS; elsewhere whatever shows
/// routes (a SwiftUI screen model, a spy in tests), which gets the `UserProfileRoute` itself.
@MainActor
public protocol UserProfileTransitionHandling: AnyObject {
    associatedtype Screen
    func show(_ screen: Screen)
}

/// The navigation the presenter can ask for.
@MainActor
protocol UserProfileRouting: AnyObject {
    func routeToFollowers()
    func routeToEditProfile()
}
