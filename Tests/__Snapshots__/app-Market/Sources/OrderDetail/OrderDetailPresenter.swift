import Foundation

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class OrderDetailPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any OrderDetailView)?
    /// Weak: whoever opened the module owns it, so a strong reference back would leak both.
    weak var output: (any OrderDetailOutputHandling)?
    /// Requests take the fields the view does not pass from it; `update(_:)` replaces it.
    private(set) var input: OrderDetailInput
    let interactor: any OrderDetailInteracting
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: OrderDetailFormatting
    private let loadOrderCalls = MarketQueryCalls()
    private let cancelOrderCalls = MarketCommandCalls()

    init(
        input: OrderDetailInput,
        interactor: any OrderDetailInteracting,
        formatting: OrderDetailFormatting = OrderDetailFormatting()
    ) {
        self.input = input
        self.interactor = interactor
        self.formatting = formatting
    }
}

extension OrderDetailPresenter: OrderDetailPresenting {
    func update(_ input: OrderDetailInput) -> Bool {
        guard input != self.input else { return false }
        self.input = input
        loadOrderCalls.dropCallsInFlight()
        view?.displayLoadOrder(.idle)
        return true
    }

    func loadOrder() async {
        let request = OrderDetailModels.LoadOrder.Request(orderID: self.input.orderID)
        let outcome = await loadOrderCalls.run { [interactor] in
            try await interactor.loadOrder(request)
        } onStart: {
            view?.displayLoadOrder(.running)
        } onCancel: {
            view?.displayLoadOrder(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadOrder(
            MarketUseCaseState(
                outcome,
                viewModel: { Self.loadOrderViewModel(from: $0, formatting: formatting) },
                failureMessage: Self.loadOrderFailureMessage
            )
        )
    }

    func cancelOrder() async {
        let request = OrderDetailModels.CancelOrder.Request(orderID: self.input.orderID)
        let outcome = await cancelOrderCalls.run { [interactor] in
            try await interactor.cancelOrder(request)
        } onStart: {
            view?.displayCancelOrder(.running)
        }
        guard let outcome else { return }
        view?.displayCancelOrder(
            MarketUseCaseState(
                outcome,
                viewModel: Self.cancelOrderViewModel,
                failureMessage: Self.cancelOrderFailureMessage
            )
        )
        if case .success = outcome {
            output?.handle(.cancelled(orderID: request.orderID))
        }
    }
}

extension OrderDetailPresenter {
    /// Formats the response of `loadOrder` for display.
    static func loadOrderViewModel(
        from response: OrderDetailModels.LoadOrder.Response,
        formatting: OrderDetailFormatting
    ) -> OrderDetailModels.LoadOrder.ViewModel {
        OrderDetailModels.LoadOrder.ViewModel(
            placedText: formatting.date(response.order.placedAt),
            totalText: formatting.currency(response.order.total)
        )
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadOrderFailureMessage(for error: any Error) -> String {
        OrderDetailStrings.LoadOrder.failure
    }

    /// Formats the response of `cancelOrder` for display.
    static func cancelOrderViewModel(
        from response: OrderDetailModels.CancelOrder.Response
    ) -> OrderDetailModels.CancelOrder.ViewModel {
        OrderDetailModels.CancelOrder.ViewModel(cancelled: response.cancelled)
    }

    /// Map the errors your service throws to messages of their own here.
    static func cancelOrderFailureMessage(for error: any Error) -> String {
        OrderDetailStrings.CancelOrder.failure
    }
}
