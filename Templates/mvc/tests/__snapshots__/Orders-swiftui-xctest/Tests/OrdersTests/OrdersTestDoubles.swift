import Foundation

@testable import Orders

/// The controller: owns the model, as a view controller does, and records each state it renders.
@MainActor
final class OrdersControllerSpy {
    let model: OrdersModel
    private(set) var loadOrdersStates: [OrdersCallState<OrdersModels.LoadOrders.Response>] = []
    private(set) var cancelOrderStates: [OrdersCallState<OrdersModels.CancelOrder.Response>] = []

    init(model: OrdersModel) {
        self.model = model
        model.onChange = { [weak self] in self?.render() }
    }

    private func render() {
        record(model.loadOrdersState, in: &loadOrdersStates)
        record(model.cancelOrderState, in: &cancelOrderStates)
    }

    private func record<Value: Equatable>(_ state: OrdersCallState<Value>, in states: inout [OrdersCallState<Value>]) {
        if states.last != state { states.append(state) }
    }
}

/// The app's service: scripted results, recorded requests.
@MainActor
final class OrdersServiceStub: OrdersService {
    /// When calls answer: at once unless a test holds them.
    let gate = OrdersCallGate()
    private(set) var loadOrdersRequests: [OrdersModels.LoadOrders.Request] = []
    var loadOrdersResult: Result<OrdersModels.LoadOrders.Response, any Error> = .success(.fixture)
    private(set) var cancelOrderRequests: [OrdersModels.CancelOrder.Request] = []
    var cancelOrderResult: Result<OrdersModels.CancelOrder.Response, any Error> = .success(.fixture)

    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response {
        loadOrdersRequests.append(request)
        try await gate.pass()
        return try loadOrdersResult.get()
    }

    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response {
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
