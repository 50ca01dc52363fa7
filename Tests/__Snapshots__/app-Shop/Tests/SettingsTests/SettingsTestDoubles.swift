import ShopTestSupport

@testable import Settings

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class SettingsViewSpy: SettingsView, SettingsRouteHandling {
    var presenter: (any SettingsPresenting)?
    private(set) var handledRoutes: [SettingsRoute] = []
    private(set) var loadStates: [ShopUseCaseState<SettingsModels.Load.ViewModel>] = []

    func handle(_ route: SettingsRoute) {
        handledRoutes.append(route)
    }

    func displayLoad(_ state: ShopUseCaseState<SettingsModels.Load.ViewModel>) {
        loadStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class SettingsRouterSpy: SettingsRouting {
    private(set) var routes: [SettingsRoute] = []

    func routeToLegal(documentID: String) {
        routes.append(.legal(documentID: documentID))
    }
}

/// The model (the app's service): scripted results, recorded requests.
@MainActor
final class SettingsServiceStub: SettingsService {
    /// When calls answer: at once unless a test holds them.
    let gate = ShopCallGate()
    private(set) var loadRequests: [SettingsModels.Load.Request] = []
    var loadResult: Result<SettingsModels.Load.Response, any Error> = .success(.fixture)

    func load(_ request: SettingsModels.Load.Request) async throws -> SettingsModels.Load.Response {
        loadRequests.append(request)
        try await gate.pass()
        return try loadResult.get()
    }
}

struct SettingsTestError: Error, Equatable {}

@MainActor
extension SettingsModels.Load.Request {
    static let fixture = SettingsModels.Load.Request()
}

@MainActor
extension SettingsModels.Load.Response {
    static let fixture = SettingsModels.Load.Response()
}
