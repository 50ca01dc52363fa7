import Foundation

@testable import Cart

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class CartDisplaySpy: CartDisplayLogic, CartRouteHandling {
    var scene: CartScene?
    private(set) var handledRoutes: [CartRoute] = []
    private(set) var handedDataStores: [(any CartDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadCart: [ShopUseCaseState<CartModels.LoadCart.ViewModel>] = []

    func handle(_ route: CartRoute, dataStore: (any CartDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadCart(viewModel: ShopUseCaseState<CartModels.LoadCart.ViewModel>) {
        displayedLoadCart.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class CartPresentationSpy: CartPresentationLogic {
    private(set) var presentedLoadCart: [ShopUseCaseState<CartModels.LoadCart.Response>] = []

    func presentLoadCartStarted() {
        presentedLoadCart.append(.running)
    }

    func presentLoadCartCancelled() {
        presentedLoadCart.append(.idle)
    }

    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>) {
        presentedLoadCart.append(ShopUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class CartWorkerStub: CartWorking {
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadCartRequests: [CartModels.LoadCart.WorkerRequest] = []
    private var loadCartResult: Result<CartModels.LoadCart.Response, any Error> = .success(.fixture)

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

    func setLoadCartResult(_ result: Result<CartModels.LoadCart.Response, any Error>) {
        loadCartResult = result
    }

    func loadCart(_ request: CartModels.LoadCart.WorkerRequest) async throws -> CartModels.LoadCart.Response {
        loadCartRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadCartResult.get()
    }
}

struct CartTestError: Error, Equatable {}

@MainActor
extension CartInput {
    static let fixture = Self(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 107)))
}

@MainActor
extension CartModels.LoadCart.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `CartInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension CartModels.LoadCart.WorkerRequest {
    static let fixture = Self(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 107)))
}

@MainActor
extension CartModels.LoadCart.Response {
    static let fixture = Self(
        items: [
            Item(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902)
            ),
            Item(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952)
            ),
        ]
    )
}
