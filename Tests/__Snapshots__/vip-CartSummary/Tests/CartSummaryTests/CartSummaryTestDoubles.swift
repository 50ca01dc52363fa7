import Foundation

@testable import CartSummary

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class CartSummaryDisplaySpy: CartSummaryDisplayLogic, CartSummaryRouteHandling {
    var scene: CartSummaryScene?
    private(set) var handledRoutes: [CartSummaryRoute] = []
    private(set) var handedDataStores: [(any CartSummaryDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadSummary: [CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>] = []
    private(set) var displayedLoadSaved: [CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>] = []
    private(set) var displayedLoadSuggestions: [CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>] =
        []

    func handle(_ route: CartSummaryRoute, dataStore: (any CartSummaryDataStore)?) {
        // No routes yet, so nothing calls this.
    }

    func displayLoadSummary(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>) {
        displayedLoadSummary.append(viewModel)
    }

    func displayLoadSaved(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>) {
        displayedLoadSaved.append(viewModel)
    }

    func displayLoadSuggestions(viewModel: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>) {
        displayedLoadSuggestions.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class CartSummaryPresentationSpy: CartSummaryPresentationLogic {
    private(set) var presentedLoadSummary: [CartSummaryUseCaseState<CartSummaryModels.LoadSummary.Response>] = []
    private(set) var presentedLoadSaved: [CartSummaryUseCaseState<CartSummaryModels.LoadSaved.Response>] = []
    private(set) var presentedLoadSuggestions: [CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.Response>] =
        []

    func presentLoadSummaryStarted() {
        presentedLoadSummary.append(.running)
    }

    func presentLoadSummaryCancelled() {
        presentedLoadSummary.append(.idle)
    }

    func presentLoadSummary(response: Result<CartSummaryModels.LoadSummary.Response, any Error>) {
        presentedLoadSummary.append(CartSummaryUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentLoadSavedStarted() {
        presentedLoadSaved.append(.running)
    }

    func presentLoadSavedCancelled() {
        presentedLoadSaved.append(.idle)
    }

    func presentLoadSaved(response: Result<CartSummaryModels.LoadSaved.Response, any Error>) {
        presentedLoadSaved.append(CartSummaryUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentLoadSuggestionsStarted() {
        presentedLoadSuggestions.append(.running)
    }

    func presentLoadSuggestionsCancelled() {
        presentedLoadSuggestions.append(.idle)
    }

    func presentLoadSuggestions(response: Result<CartSummaryModels.LoadSuggestions.Response, any Error>) {
        presentedLoadSuggestions.append(
            CartSummaryUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" })
        )
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class CartSummaryWorkerStub: CartSummaryWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = CartSummaryCallGate()
    private(set) var loadSummaryRequests: [CartSummaryModels.LoadSummary.Request] = []
    var loadSummaryResult: Result<CartSummaryModels.LoadSummary.Response, any Error> = .success(.fixture)
    private(set) var loadSavedRequests: [CartSummaryModels.LoadSaved.Request] = []
    var loadSavedResult: Result<CartSummaryModels.LoadSaved.Response, any Error> = .success(.fixture)
    private(set) var loadSuggestionsRequests: [CartSummaryModels.LoadSuggestions.Request] = []
    var loadSuggestionsResult: Result<CartSummaryModels.LoadSuggestions.Response, any Error> = .success(.fixture)

    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        try await gate.pass()
        return try loadSummaryResult.get()
    }

    func loadSaved(
        _ request: CartSummaryModels.LoadSaved.Request
    ) async throws -> CartSummaryModels.LoadSaved.Response {
        loadSavedRequests.append(request)
        try await gate.pass()
        return try loadSavedResult.get()
    }

    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response {
        loadSuggestionsRequests.append(request)
        try await gate.pass()
        return try loadSuggestionsResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class CartSummaryCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
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

struct CartSummaryTestError: Error, Equatable {}

@MainActor
extension CartSummaryFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension CartSummaryModels.LoadSummary.Request {
    static let fixture = Self()
}

@MainActor
extension CartSummaryModels.LoadSummary.Response {
    static let fixture = Self(
        items: [
            CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902)
            ),
            CartItem(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952)
            ),
        ],
        total: Decimal(1_352)
    )
}

@MainActor
extension CartSummaryModels.LoadSaved.Request {
    static let fixture = Self()
}

@MainActor
extension CartSummaryModels.LoadSaved.Response {
    static let fixture = Self(
        saved: SavedCart(
            name: "name 2",
            items: [
                CartItem(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                    title: "title 2",
                    price: Decimal(6_902)
                ),
                CartItem(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                    title: "title 52",
                    price: Decimal(6_952)
                ),
            ]
        )
    )
}

@MainActor
extension CartSummaryModels.LoadSuggestions.Request {
    static let fixture = Self()
}

@MainActor
extension CartSummaryModels.LoadSuggestions.Response {
    static let fixture = Self(count: 2_102, suggestions: ["suggestions 2", "suggestions 52"])
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class CartSummaryDependenciesStub: CartSummaryDependencies {
        let cartSummaryWorker: any CartSummaryWorking = CartSummaryWorkerStub()
    }
#endif
