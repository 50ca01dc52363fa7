import Foundation

@testable import Cart

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class CartDisplaySpy: CartDisplayLogic, CartRouteHandling {
    var scene: CartScene?
    private(set) var handledRoutes: [CartRoute] = []
    private(set) var handedDataStores: [(any CartDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadCart: [MarketUseCaseState<CartModels.LoadCart.ViewModel>] = []
    private(set) var displayedPlaceOrder: [MarketUseCaseState<CartModels.PlaceOrder.ViewModel>] = []

    func handle(_ route: CartRoute, dataStore: (any CartDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadCart(viewModel: MarketUseCaseState<CartModels.LoadCart.ViewModel>) {
        displayedLoadCart.append(viewModel)
    }

    func displayPlaceOrder(viewModel: MarketUseCaseState<CartModels.PlaceOrder.ViewModel>) {
        displayedPlaceOrder.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class CartPresentationSpy: CartPresentationLogic {
    private(set) var presentedLoadCart: [MarketUseCaseState<CartModels.LoadCart.Response>] = []
    private(set) var presentedPlaceOrder: [MarketUseCaseState<CartModels.PlaceOrder.Response>] = []

    func presentLoadCartStarted() {
        presentedLoadCart.append(.running)
    }

    func presentLoadCartCancelled() {
        presentedLoadCart.append(.idle)
    }

    func presentLoadCart(response: Result<CartModels.LoadCart.Response, any Error>) {
        presentedLoadCart.append(MarketUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentPlaceOrderStarted() {
        presentedPlaceOrder.append(.running)
    }

    func presentPlaceOrder(response: Result<CartModels.PlaceOrder.Response, any Error>) {
        presentedPlaceOrder.append(MarketUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Stands in for whoever opened the scene: records the output it is told, in order.
@MainActor
final class CartOutputSpy: CartOutputHandling {
    private(set) var handledOutputs: [CartOutput] = []

    func handle(_ output: CartOutput) {
        handledOutputs.append(output)
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class CartWorkerStub: CartWorking {
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadCartRequests: [CartModels.LoadCart.Request] = []
    private var loadCartResult: Result<CartModels.LoadCart.Response, any Error> = .success(.fixture)
    private(set) var placeOrderRequests: [CartModels.PlaceOrder.Request] = []
    private var placeOrderResult: Result<CartModels.PlaceOrder.Response, any Error> = .success(.fixture)

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

    func loadCart(_ request: CartModels.LoadCart.Request) async throws -> CartModels.LoadCart.Response {
        loadCartRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadCartResult.get()
    }

    func setPlaceOrderResult(_ result: Result<CartModels.PlaceOrder.Response, any Error>) {
        placeOrderResult = result
    }

    func placeOrder(_ request: CartModels.PlaceOrder.Request) async throws -> CartModels.PlaceOrder.Response {
        placeOrderRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try placeOrderResult.get()
    }
}

struct CartTestError: Error, Equatable {}

@MainActor
extension CartFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension CartModels.LoadCart.Request {
    static let fixture = Self()
}

@MainActor
extension CartModels.LoadCart.Response {
    static let fixture = Self(
        lines: [
            CartLine(
                productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 152)),
                title: "title 2",
                quantity: 8_362
            ),
            CartLine(
                productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 202)),
                title: "title 52",
                quantity: 8_412
            ),
        ],
        total: Decimal(1_352)
    )
}

@MainActor
extension CartModels.PlaceOrder.Request {
    static let fixture = Self()
}

@MainActor
extension CartModels.PlaceOrder.Response {
    static let fixture = Self(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 178)))
}
