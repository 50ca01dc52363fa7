import Foundation

@testable import OrderDetail

/// The screen: records the states and routes it is given, and owns its presenter as a real one does.
@MainActor
final class OrderDetailViewSpy: OrderDetailView, OrderDetailTransitionHandling {
    var presenter: (any OrderDetailPresenting)?
    private(set) var handledRoutes: [OrderDetailRoute] = []
    private(set) var loadOrderStates: [OrderDetailUseCaseState<OrderDetailModels.LoadOrder.ViewModel>] = []
    private(set) var cancelOrderStates: [OrderDetailUseCaseState<OrderDetailModels.CancelOrder.ViewModel>] = []

    func show(_ route: OrderDetailRoute) {
        // No routes yet, so nothing calls this.
    }

    func displayLoadOrder(_ state: OrderDetailUseCaseState<OrderDetailModels.LoadOrder.ViewModel>) {
        loadOrderStates.append(state)
    }

    func displayCancelOrder(_ state: OrderDetailUseCaseState<OrderDetailModels.CancelOrder.ViewModel>) {
        cancelOrderStates.append(state)
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class OrderDetailRouterSpy: OrderDetailRouting {
    private(set) var routes: [OrderDetailRoute] = []
}

/// Stands in for whoever opened the module: records the output it is sent.
@MainActor
final class OrderDetailOutputSpy: OrderDetailOutputHandling {
    private(set) var outputs: [OrderDetailOutput] = []

    func handle(_ output: OrderDetailOutput) {
        outputs.append(output)
    }
}

@MainActor
extension OrderDetailInput {
    static let fixture = OrderDetailInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))
}

/// The interactor of presenter tests: scripted results, recorded requests.
@MainActor
final class OrderDetailInteractorStub: OrderDetailInteracting {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = OrderDetailCallGate()
    private(set) var loadOrderRequests: [OrderDetailModels.LoadOrder.Request] = []
    var loadOrderResult: Result<OrderDetailModels.LoadOrder.Response, any Error> = .success(.fixture)
    private(set) var cancelOrderRequests: [OrderDetailModels.CancelOrder.Request] = []
    var cancelOrderResult: Result<OrderDetailModels.CancelOrder.Response, any Error> = .success(.fixture)

    func loadOrder(
        _ request: OrderDetailModels.LoadOrder.Request
    ) async throws -> OrderDetailModels.LoadOrder.Response {
        loadOrderRequests.append(request)
        try await gate.pass()
        return try loadOrderResult.get()
    }

    func cancelOrder(
        _ request: OrderDetailModels.CancelOrder.Request
    ) async throws -> OrderDetailModels.CancelOrder.Response {
        cancelOrderRequests.append(request)
        try await gate.pass()
        return try cancelOrderResult.get()
    }
}

/// The app's service, under the real interactor the Builder wires.
@MainActor
final class OrderDetailServiceStub: OrderDetailService {
    /// When calls answer: at once unless a test holds or suspends them.
    let gate = OrderDetailCallGate()
    private(set) var loadOrderRequests: [OrderDetailModels.LoadOrder.Request] = []
    var loadOrderResult: Result<OrderDetailModels.LoadOrder.Response, any Error> = .success(.fixture)
    private(set) var cancelOrderRequests: [OrderDetailModels.CancelOrder.Request] = []
    var cancelOrderResult: Result<OrderDetailModels.CancelOrder.Response, any Error> = .success(.fixture)

    func loadOrder(
        _ request: OrderDetailModels.LoadOrder.Request
    ) async throws -> OrderDetailModels.LoadOrder.Response {
        loadOrderRequests.append(request)
        try await gate.pass()
        return try loadOrderResult.get()
    }

    func cancelOrder(
        _ request: OrderDetailModels.CancelOrder.Request
    ) async throws -> OrderDetailModels.CancelOrder.Response {
        cancelOrderRequests.append(request)
        try await gate.pass()
        return try cancelOrderResult.get()
    }
}

/// When a stub's calls answer: at once, when released, or when cancelled; every wait has a deadline.
@MainActor
final class OrderDetailCallGate {
    /// Calls wait for `releaseHeldCalls()`, as from a service that ignores cancellation.
    var holdsCalls = false
    /// Calls wait until cancelled, then throw `CancelledCall`, as URLSession throws its own error.
    var suspendsCallsUntilCancelled = false
    /// Held calls cancelled before their release (never a command's: nothing may cancel it).
    private(set) var callsCancelledWhileHeld = 0
    private var heldCalls: [CheckedContinuation<Void, Never>] = []

    struct CancelledCall: Error {}

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "timed out waiting for \(waitingFor)" }
    }

    func pass() async throws {
        if suspendsCallsUntilCancelled {
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

struct OrderDetailTestError: Error, Equatable {}

@MainActor
extension OrderDetailFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

@MainActor
extension OrderDetailModels.LoadOrder.Request {
    static let fixture = OrderDetailModels.LoadOrder.Request(
        orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177))
    )
}

@MainActor
extension OrderDetailModels.LoadOrder.Response {
    static let fixture = OrderDetailModels.LoadOrder.Response(
        order: Order(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
            placedAt: Date(timeIntervalSince1970: 1_700_007_302),
            total: Decimal(1_352)
        )
    )
}

@MainActor
extension OrderDetailModels.CancelOrder.Request {
    static let fixture = OrderDetailModels.CancelOrder.Request(
        orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177))
    )
}

@MainActor
extension OrderDetailModels.CancelOrder.Response {
    static let fixture = OrderDetailModels.CancelOrder.Response(cancelled: false)
}

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tests that call `build` give it: a stub for each module it builds, and no screen for
    /// the routes the app opens.
    @MainActor
    final class OrderDetailDependenciesStub: OrderDetailDependencies {
        let orderDetailService: any OrderDetailService = OrderDetailServiceStub()
    }
#endif
