import Foundation
import MarketTestSupport

@testable import OrderDetail

/// The screen: records the states it is given, and owns its presenter as a real one does.
@MainActor
final class OrderDetailViewSpy: OrderDetailView {
    var presenter: (any OrderDetailPresenting)?
    private(set) var loadOrderStates: [MarketUseCaseState<OrderDetailModels.LoadOrder.ViewModel>] = []
    private(set) var cancelOrderStates: [MarketUseCaseState<OrderDetailModels.CancelOrder.ViewModel>] = []

    func displayLoadOrder(_ state: MarketUseCaseState<OrderDetailModels.LoadOrder.ViewModel>) {
        loadOrderStates.append(state)
    }

    func displayCancelOrder(_ state: MarketUseCaseState<OrderDetailModels.CancelOrder.ViewModel>) {
        cancelOrderStates.append(state)
    }
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

/// Scripted results, recorded requests: the interactor of presenter tests, and the app's service
/// under the real interactor the Builder wires (the two take the same calls).
@MainActor
final class OrderDetailServiceStub: OrderDetailService, OrderDetailInteracting {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
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

struct OrderDetailTestError: Error, Equatable {}

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

@MainActor
extension OrderDetailFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class OrderDetailDependenciesStub: OrderDetailDependencies {
        let orderDetailService: any OrderDetailService = OrderDetailServiceStub()
    }
#endif
