@testable import OrderHistory

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class OrderHistoryDisplaySpy: OrderHistoryDisplayLogic, OrderHistoryRouteHandling {
    var scene: OrderHistoryScene?
    private(set) var handledRoutes: [OrderHistoryRoute] = []
    private(set) var handedDataStores: [(any OrderHistoryDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadOrders: [OrderHistoryUseCaseState<OrderHistoryModels.LoadOrders.ViewModel>] = []
    private(set) var displayedCancelOrder: [OrderHistoryUseCaseState<OrderHistoryModels.CancelOrder.ViewModel>] = []

    func handle(_ route: OrderHistoryRoute, dataStore: (any OrderHistoryDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadOrders(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.LoadOrders.ViewModel>) {
        displayedLoadOrders.append(viewModel)
    }

    func displayCancelOrder(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.CancelOrder.ViewModel>) {
        displayedCancelOrder.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class OrderHistoryPresentationSpy: OrderHistoryPresentationLogic {
    private(set) var presentedLoadOrders: [OrderHistoryUseCaseState<OrderHistoryModels.LoadOrders.Response>] = []
    private(set) var presentedCancelOrder: [OrderHistoryUseCaseState<OrderHistoryModels.CancelOrder.Response>] = []

    func presentLoadOrdersStarted() {
        presentedLoadOrders.append(.running)
    }

    func presentLoadOrdersCancelled() {
        presentedLoadOrders.append(.idle)
    }

    func presentLoadOrders(response: Result<OrderHistoryModels.LoadOrders.Response, any Error>) {
        presentedLoadOrders.append(OrderHistoryUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentCancelOrderStarted() {
        presentedCancelOrder.append(.running)
    }

    func presentCancelOrder(response: Result<OrderHistoryModels.CancelOrder.Response, any Error>) {
        presentedCancelOrder.append(OrderHistoryUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class OrderHistoryWorkerStub: OrderHistoryWorking {
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadOrdersRequests: [OrderHistoryModels.LoadOrders.Request] = []
    private var loadOrdersResult: Result<OrderHistoryModels.LoadOrders.Response, any Error> = .success(.fixture)
    private(set) var cancelOrderRequests: [OrderHistoryModels.CancelOrder.Request] = []
    private var cancelOrderResult: Result<OrderHistoryModels.CancelOrder.Response, any Error> = .success(.fixture)

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

    func setLoadOrdersResult(_ result: Result<OrderHistoryModels.LoadOrders.Response, any Error>) {
        loadOrdersResult = result
    }

    func loadOrders(
        _ request: OrderHistoryModels.LoadOrders.Request
    ) async throws -> OrderHistoryModels.LoadOrders.Response {
        loadOrdersRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try loadOrdersResult.get()
    }

    func setCancelOrderResult(_ result: Result<OrderHistoryModels.CancelOrder.Response, any Error>) {
        cancelOrderResult = result
    }

    func cancelOrder(
        _ request: OrderHistoryModels.CancelOrder.Request
    ) async throws -> OrderHistoryModels.CancelOrder.Response {
        cancelOrderRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
        return try cancelOrderResult.get()
    }
}

struct OrderHistoryTestError: Error, Equatable {}

@MainActor
extension OrderHistoryModels.LoadOrders.Request {
    static let fixture = Self()
}

@MainActor
extension OrderHistoryModels.LoadOrders.Response {
    static let fixture = Self()
}

@MainActor
extension OrderHistoryModels.CancelOrder.Request {
    static let fixture = Self()
}

@MainActor
extension OrderHistoryModels.CancelOrder.Response {
    static let fixture = Self()
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class OrderHistoryDependenciesStub: OrderHistoryDependencies {
        let orderHistoryWorker: any OrderHistoryWorking = OrderHistoryWorkerStub()
        func orderHistoryDestination(
            for route: OrderHistoryRoute,
            dataStore: (any OrderHistoryDataStore)?
        ) -> UIViewController? { nil }
    }
#endif
