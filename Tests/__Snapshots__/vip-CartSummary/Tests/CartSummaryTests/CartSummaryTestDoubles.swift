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
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadSummaryRequests: [CartSummaryModels.LoadSummary.Request] = []
    private var loadSummaryResult: Result<CartSummaryModels.LoadSummary.Response, any Error> = .success(.fixture)
    private(set) var loadSavedRequests: [CartSummaryModels.LoadSaved.Request] = []
    private var loadSavedResult: Result<CartSummaryModels.LoadSaved.Response, any Error> = .success(.fixture)
    private(set) var loadSuggestionsRequests: [CartSummaryModels.LoadSuggestions.Request] = []
    private var loadSuggestionsResult: Result<CartSummaryModels.LoadSuggestions.Response, any Error> = .success(
        .fixture
    )

    /// Makes every later call wait for `releaseHeldCalls()`, as a slow network would.
    func holdCalls() {
        holdsCalls = true
    }

    /// Lets later calls answer at once; the calls already held keep waiting.
    func stopHoldingCalls() {
        holdsCalls = false
    }

    /// Lets every held call answer, with the result scripted by then.
    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(count: count) }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// What `waitUntilHeld` gave up on.
    struct Timeout: Error {
        var count: Int
    }

    func setLoadSummaryResult(_ result: Result<CartSummaryModels.LoadSummary.Response, any Error>) {
        loadSummaryResult = result
    }

    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response {
        loadSummaryRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadSummaryResult.get()
    }

    func setLoadSavedResult(_ result: Result<CartSummaryModels.LoadSaved.Response, any Error>) {
        loadSavedResult = result
    }

    func loadSaved(
        _ request: CartSummaryModels.LoadSaved.Request
    ) async throws -> CartSummaryModels.LoadSaved.Response {
        loadSavedRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadSavedResult.get()
    }

    func setLoadSuggestionsResult(_ result: Result<CartSummaryModels.LoadSuggestions.Response, any Error>) {
        loadSuggestionsResult = result
    }

    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response {
        loadSuggestionsRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadSuggestionsResult.get()
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
