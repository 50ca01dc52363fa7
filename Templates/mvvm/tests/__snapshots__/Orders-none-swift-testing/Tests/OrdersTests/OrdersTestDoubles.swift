import Foundation

@testable import Orders

/// The screen: owns and binds to its view model as a real one does, and records states and routes.
@MainActor
final class OrdersScreenSpy: OrdersRouteHandling {
    private(set) var viewModel: OrdersViewModel?
    private(set) var states: [OrdersState] = []
    private(set) var handledRoutes: [OrdersRoute] = []

    func bind(to viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }

    func handle(_ route: OrdersRoute) {
        handledRoutes.append(route)
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class OrdersServiceStub: OrdersService {
    private var suspendsCalls = false
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadOrdersRequests: [OrdersModels.LoadOrders.Request] = []
    private var loadOrdersResult: Result<OrdersModels.LoadOrders.Response, any Error> = .success(.fixture)
    private(set) var cancelOrderRequests: [OrdersModels.CancelOrder.Request] = []
    private var cancelOrderResult: Result<OrdersModels.CancelOrder.Response, any Error> = .success(.fixture)

    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0

    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    func suspendCallsUntilCancelled() {
        suspendsCalls = true
    }

    /// Later calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    func holdCalls() {
        holdsCalls = true
    }

    func stopHoldingCalls() {
        holdsCalls = false
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

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func setLoadOrdersResult(_ result: Result<OrdersModels.LoadOrders.Response, any Error>) {
        loadOrdersResult = result
    }

    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response {
        loadOrdersRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
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
        return try loadOrdersResult.get()
    }

    func setCancelOrderResult(_ result: Result<OrdersModels.CancelOrder.Response, any Error>) {
        cancelOrderResult = result
    }

    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response {
        cancelOrderRequests.append(request)
        // A call never cancelled fails its test instead of hanging it.
        if suspendsCalls {
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
        return try cancelOrderResult.get()
    }
}

struct OrdersTestError: Error, Equatable {}

@MainActor
extension OrdersModels.LoadOrders.Request {
    static let fixture = OrdersModels.LoadOrders.Request()
}

@MainActor
extension OrdersModels.LoadOrders.Response {
    static let fixture = OrdersModels.LoadOrders.Response(
        orders: [
            Order(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)), total: Decimal(1_352)),
            Order(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)), total: Decimal(1_402)),
        ]
    )
}

@MainActor
extension OrdersModels.CancelOrder.Request {
    static let fixture = OrdersModels.CancelOrder.Request(
        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233))
    )
}

@MainActor
extension OrdersModels.CancelOrder.Response {
    static let fixture = OrdersModels.CancelOrder.Response(cancelled: false)
}
