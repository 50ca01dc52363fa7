import Foundation

@testable import Orders

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class OrdersDisplaySpy: OrdersDisplayLogic, OrdersRouteHandling {
    var scene: OrdersScene?
    private(set) var handledRoutes: [OrdersRoute] = []
    private(set) var handedDataStores: [(any OrdersDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadOrders: [OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel>] = []
    private(set) var displayedCancelOrder: [OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel>] = []

    func handle(_ route: OrdersRoute, dataStore: (any OrdersDataStore)?) {
        handledRoutes.append(route)
        handedDataStores.append(dataStore)
    }

    func displayLoadOrders(viewModel: OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel>) {
        displayedLoadOrders.append(viewModel)
    }

    func displayCancelOrder(viewModel: OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel>) {
        displayedCancelOrder.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class OrdersPresentationSpy: OrdersPresentationLogic {
    private(set) var presentedLoadOrders: [OrdersUseCaseState<OrdersModels.LoadOrders.Response>] = []
    private(set) var presentedCancelOrder: [OrdersUseCaseState<OrdersModels.CancelOrder.Response>] = []

    func presentLoadOrdersStarted() {
        presentedLoadOrders.append(.running)
    }

    func presentLoadOrdersCancelled() {
        presentedLoadOrders.append(.idle)
    }

    func presentLoadOrders(response: Result<OrdersModels.LoadOrders.Response, any Error>) {
        presentedLoadOrders.append(OrdersUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }

    func presentCancelOrderStarted() {
        presentedCancelOrder.append(.running)
    }

    func presentCancelOrder(response: Result<OrdersModels.CancelOrder.Response, any Error>) {
        presentedCancelOrder.append(OrdersUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Stands in for whoever opened the scene: records the output it is told, in order.
@MainActor
final class OrdersOutputSpy: OrdersOutputHandling {
    private(set) var handledOutputs: [OrdersOutput] = []

    func handle(_ output: OrdersOutput) {
        handledOutputs.append(output)
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class OrdersWorkerStub: OrdersWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = OrdersCallGate()
    private(set) var loadOrdersRequests: [OrdersModels.LoadOrders.WorkerRequest] = []
    var loadOrdersResult: Result<OrdersModels.LoadOrders.Response, any Error> = .success(.fixture)
    private(set) var cancelOrderRequests: [OrdersModels.CancelOrder.WorkerRequest] = []
    var cancelOrderResult: Result<OrdersModels.CancelOrder.Response, any Error> = .success(.fixture)

    func loadOrders(_ request: OrdersModels.LoadOrders.WorkerRequest) async throws -> OrdersModels.LoadOrders.Response {
        loadOrdersRequests.append(request)
        try await gate.pass()
        return try loadOrdersResult.get()
    }

    func cancelOrder(
        _ request: OrdersModels.CancelOrder.WorkerRequest
    ) async throws -> OrdersModels.CancelOrder.Response {
        cancelOrderRequests.append(request)
        try await gate.pass()
        return try cancelOrderResult.get()
    }
}

/// When a stub's calls answer: at once, or when released; every wait has a deadline.
@MainActor
final class OrdersCallGate {
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

struct OrdersTestError: Error, Equatable {}

@MainActor
extension OrdersInput {
    static let fixture = Self(customerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 205)))
}

@MainActor
extension OrdersModels.LoadOrders.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `OrdersInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension OrdersModels.LoadOrders.WorkerRequest {
    static let fixture = Self(customerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 205)))
}

@MainActor
extension OrdersModels.LoadOrders.Response {
    static let fixture = Self(
        orders: [
            Order(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)), total: Decimal(1_352)),
            Order(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)), total: Decimal(1_402)),
        ]
    )
}

@MainActor
extension OrdersModels.CancelOrder.Request {
    static let fixture = Self(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
}

/// What the worker must be asked when the scene was built with `OrdersInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension OrdersModels.CancelOrder.WorkerRequest {
    static let fixture = Self(
        customerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 205)),
        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233))
    )
}

@MainActor
extension OrdersModels.CancelOrder.Response {
    static let fixture = Self(cancelled: false)
}
