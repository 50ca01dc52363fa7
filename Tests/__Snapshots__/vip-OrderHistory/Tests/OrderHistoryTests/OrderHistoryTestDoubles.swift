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
    /// When calls answer: at once unless a test holds them.
    let gate = OrderHistoryCallGate()
    private(set) var loadOrdersRequests: [OrderHistoryModels.LoadOrders.Request] = []
    var loadOrdersResult: Result<OrderHistoryModels.LoadOrders.Response, any Error> = .success(.fixture)
    private(set) var cancelOrderRequests: [OrderHistoryModels.CancelOrder.Request] = []
    var cancelOrderResult: Result<OrderHistoryModels.CancelOrder.Response, any Error> = .success(.fixture)

    func loadOrders(
        _ request: OrderHistoryModels.LoadOrders.Request
    ) async throws -> OrderHistoryModels.LoadOrders.Response {
        loadOrdersRequests.append(request)
        try await gate.pass()
        return try loadOrdersResult.get()
    }

    func cancelOrder(
        _ request: OrderHistoryModels.CancelOrder.Request
    ) async throws -> OrderHistoryModels.CancelOrder.Response {
        cancelOrderRequests.append(request)
        try await gate.pass()
        return try cancelOrderResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class OrderHistoryCallGate {
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
