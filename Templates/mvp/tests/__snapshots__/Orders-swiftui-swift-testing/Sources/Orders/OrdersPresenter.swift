import Foundation

/// The module's logic: turns user intents into model calls, and results into what the passive
/// view shows, telling it explicitly what to display.
@MainActor
final class OrdersPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any OrdersView)?
    let service: any OrdersService
    let router: any OrdersRouting
    private let loadOrdersCalls = OrdersQueryCalls()
    private let cancelOrderCalls = OrdersCommandCalls()

    init(service: any OrdersService, router: any OrdersRouting) {
        self.service = service
        self.router = router
    }
}

extension OrdersPresenter: OrdersPresenting {
    func loadOrders() async {
        let request = OrdersModels.LoadOrders.Request()
        let outcome = await loadOrdersCalls.run { [service] in
            try await service.loadOrders(request)
        } onStart: {
            view?.displayLoadOrders(.running)
        } onCancel: {
            view?.displayLoadOrders(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadOrders(
            OrdersUseCaseState(
                outcome,
                viewModel: Self.loadOrdersViewModel,
                isEmpty: { $0.orders.isEmpty },
                failureMessage: Self.loadOrdersFailureMessage
            )
        )
    }

    func cancelOrder(id: UUID) async {
        let request = OrdersModels.CancelOrder.Request(id: id)
        let outcome = await cancelOrderCalls.run { [service] in
            try await service.cancelOrder(request)
        } onStart: {
            view?.displayCancelOrder(.running)
        }
        guard let outcome else { return }
        view?.displayCancelOrder(
            OrdersUseCaseState(
                outcome,
                viewModel: Self.cancelOrderViewModel,
                failureMessage: Self.cancelOrderFailureMessage
            )
        )
    }

    func showOrderDetails() {
        router.routeToOrderDetails()
    }
}

extension OrdersPresenter {
    /// Formats the response of `loadOrders` for display.
    static func loadOrdersViewModel(
        from response: OrdersModels.LoadOrders.Response
    ) -> OrdersModels.LoadOrders.ViewModel {
        OrdersModels.LoadOrders.ViewModel()
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadOrdersFailureMessage(for error: any Error) -> String {
        OrdersStrings.LoadOrders.failure
    }

    /// Formats the response of `cancelOrder` for display.
    static func cancelOrderViewModel(
        from response: OrdersModels.CancelOrder.Response
    ) -> OrdersModels.CancelOrder.ViewModel {
        OrdersModels.CancelOrder.ViewModel(cancelled: response.cancelled)
    }

    /// Map the errors your service throws to messages of their own here.
    static func cancelOrderFailureMessage(for error: any Error) -> String {
        OrdersStrings.CancelOrder.failure
    }
}
