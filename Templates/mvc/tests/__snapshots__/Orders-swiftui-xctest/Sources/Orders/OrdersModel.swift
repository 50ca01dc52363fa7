import Foundation

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol OrdersService: Sendable {
    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response
    func cancelOrder(_ request: OrdersModels.CancelOrder.Request) async throws -> OrdersModels.CancelOrder.Response
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class OrdersModel {
    private(set) var loadOrdersState: OrdersCallState<OrdersModels.LoadOrders.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var cancelOrderState: OrdersCallState<OrdersModels.CancelOrder.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    private let service: any OrdersService
    private let loadOrdersCalls = OrdersQueryCalls()
    private let cancelOrderCalls = OrdersCommandCalls()

    init(service: any OrdersService) {
        self.service = service
    }

    func loadOrders() async {
        let request = OrdersModels.LoadOrders.Request()
        let outcome = await loadOrdersCalls.run { [service] in
            try await service.loadOrders(request)
        } onStart: {
            loadOrdersState = .running
        } onCancel: {
            loadOrdersState = .idle
        }
        guard let outcome else { return }
        loadOrdersState = OrdersCallState(outcome)
    }

    /// A command: a call while one runs is refused, and leaving the screen does not cancel it.
    func cancelOrder(id: UUID) async {
        let request = OrdersModels.CancelOrder.Request(id: id)
        let outcome = await cancelOrderCalls.run { [service] in
            try await service.cancelOrder(request)
        } onStart: {
            cancelOrderState = .running
        }
        guard let outcome else { return }
        cancelOrderState = OrdersCallState(outcome)
    }
}
