@testable import Settings

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class SettingsViewSpy: SettingsView, SettingsRouteHandling {
    var presenter: (any SettingsPresenting)?
    private(set) var handledRoutes: [SettingsRoute] = []
    private(set) var loadSettingsStates: [SettingsUseCaseState<SettingsModels.LoadSettings.ViewModel>] = []
    private(set) var setNotificationsStates: [SettingsUseCaseState<SettingsModels.SetNotifications.ViewModel>] = []

    func handle(_ route: SettingsRoute) {
        handledRoutes.append(route)
    }

    func displayLoadSettings(_ state: SettingsUseCaseState<SettingsModels.LoadSettings.ViewModel>) {
        loadSettingsStates.append(state)
    }

    func displaySetNotifications(_ state: SettingsUseCaseState<SettingsModels.SetNotifications.ViewModel>) {
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
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = SettingsCallGate()
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

/// When a stub's calls answer: at once, when released, or when cancelled; every wait has a deadline.
@MainActor
final class SettingsCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    var suspendsCallsUntilCancelled = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if suspendsCallsUntilCancelled {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                throw CancelledCall()
            }
            throw Timeout(waitingFor: "the call to be cancelled")
        }
        if holdsCalls {
            await withCheckedContinuation { heldCalls.append($0) }
            if Task.isCancelled { callsCancelledWhileHeld += 1 }
        }
    }

    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(waitingFor: "\(count) held calls") }
            try await Task.sleep(for: .milliseconds(1))
        }
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
