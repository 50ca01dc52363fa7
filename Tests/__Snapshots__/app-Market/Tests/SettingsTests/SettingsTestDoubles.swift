import MarketTestSupport

@testable import Settings

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class SettingsViewSpy: SettingsView, SettingsRouteHandling {
    var presenter: (any SettingsPresenting)?
    private(set) var handledRoutes: [SettingsRoute] = []
    private(set) var loadSettingsStates: [MarketUseCaseState<SettingsModels.LoadSettings.ViewModel>] = []
    private(set) var setNotificationsStates: [MarketUseCaseState<SettingsModels.SetNotifications.ViewModel>] = []

    func handle(_ route: SettingsRoute) {
        handledRoutes.append(route)
    }

    func displayLoadSettings(_ state: MarketUseCaseState<SettingsModels.LoadSettings.ViewModel>) {
        loadSettingsStates.append(state)
    }

    func displaySetNotifications(_ state: MarketUseCaseState<SettingsModels.SetNotifications.ViewModel>) {
        setNotificationsStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class SettingsRouterSpy: SettingsRouting {
    private(set) var routes: [SettingsRoute] = []

    func routeToAbout() {
        routes.append(.about)
    }
}

/// The model (the app's service): scripted results, recorded requests.
@MainActor
final class SettingsServiceStub: SettingsService {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadSettingsRequests: [SettingsModels.LoadSettings.Request] = []
    var loadSettingsResult: Result<SettingsModels.LoadSettings.Response, any Error> = .success(.fixture)
    private(set) var setNotificationsRequests: [SettingsModels.SetNotifications.Request] = []
    var setNotificationsResult: Result<SettingsModels.SetNotifications.Response, any Error> = .success(.fixture)

    func loadSettings(
        _ request: SettingsModels.LoadSettings.Request
    ) async throws -> SettingsModels.LoadSettings.Response {
        loadSettingsRequests.append(request)
        try await gate.pass()
        return try loadSettingsResult.get()
    }

    func setNotifications(
        _ request: SettingsModels.SetNotifications.Request
    ) async throws -> SettingsModels.SetNotifications.Response {
        setNotificationsRequests.append(request)
        try await gate.pass()
        return try setNotificationsResult.get()
    }
}

struct SettingsTestError: Error, Equatable {}

@MainActor
extension SettingsModels.LoadSettings.Request {
    static let fixture = SettingsModels.LoadSettings.Request()
}

@MainActor
extension SettingsModels.LoadSettings.Response {
    static let fixture = SettingsModels.LoadSettings.Response(notificationsOn: false)
}

@MainActor
extension SettingsModels.SetNotifications.Request {
    static let fixture = SettingsModels.SetNotifications.Request(on: false)
}

@MainActor
extension SettingsModels.SetNotifications.Response {
    static let fixture = SettingsModels.SetNotifications.Response(notificationsOn: false)
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class SettingsDependenciesStub: SettingsDependencies {
        let settingsService: any SettingsService = SettingsServiceStub()
        func settingsDestination(for route: SettingsRoute) -> UIViewController? { nil }
    }
#endif
