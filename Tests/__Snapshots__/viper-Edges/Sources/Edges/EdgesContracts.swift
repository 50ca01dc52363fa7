import Foundation

/// What the presenter tells the view to show; the view decides nothing.
@MainActor
public protocol EdgesView: AnyObject {
    func displayLoadURLs(_ state: EdgesUseCaseState<EdgesModels.LoadURLs.ViewModel>)
    func displaySendNote(_ state: EdgesUseCaseState<EdgesModels.SendNote.ViewModel>)
    func displayLoadTags(_ state: EdgesUseCaseState<EdgesModels.LoadTags.ViewModel>)
    func displayLoadBadges(_ state: EdgesUseCaseState<EdgesModels.LoadBadges.ViewModel>)
}

/// What the view tells the presenter; `Sendable`, so a screen can run several calls at once.
@MainActor
public protocol EdgesPresenting: AnyObject, Sendable {
    /// Loads everything.
    func loadURLs() async
    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func sendNote(note: Notification, bytes: Data, rate: Float, small: UInt8, at: Date) async
    func loadTags() async
    func loadBadges() async
    /// Opens the details.
    func showDetails()
    func showOpen()
}

/// The module's business rules, free of UI and navigation.
protocol EdgesInteracting: Sendable {
    func loadURLs(_ request: EdgesModels.LoadURLs.Request) async throws -> EdgesModels.LoadURLs.Response
    func sendNote(_ request: EdgesModels.SendNote.Request) async throws -> EdgesModels.SendNote.Response
    func loadTags(_ request: EdgesModels.LoadTags.Request) async throws -> EdgesModels.LoadTags.Response
    func loadBadges(_ request: EdgesModels.LoadBadges.Request) async throws -> EdgesModels.LoadBadges.Response
}

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol EdgesService: Sendable {
    func loadURLs(_ request: EdgesModels.LoadURLs.Request) async throws -> EdgesModels.LoadURLs.Response
    func sendNote(_ request: EdgesModels.SendNote.Request) async throws -> EdgesModels.SendNote.Response
    func loadTags(_ request: EdgesModels.LoadTags.Request) async throws -> EdgesModels.LoadTags.Response
    func loadBadges(_ request: EdgesModels.LoadBadges.Request) async throws -> EdgesModels.LoadBadges.Response
}

/// The screens this module can lead to. The router makes the screen and the transition handler shows it.
public enum EdgesRoute: Hashable, Sendable {
    /// Opens the details.
    case details
    case open
}

/// Shows the screens the router opens: the view controller on iOS; elsewhere whatever shows
/// routes (a SwiftUI screen model, a spy in tests), which gets the `EdgesRoute` itself.
@MainActor
public protocol EdgesTransitionHandling: AnyObject {
    associatedtype Screen
    func show(_ screen: Screen)
}

/// The navigation the presenter can ask for.
@MainActor
protocol EdgesRouting: AnyObject {
    func routeToDetails()
    func routeToOpen()
}
