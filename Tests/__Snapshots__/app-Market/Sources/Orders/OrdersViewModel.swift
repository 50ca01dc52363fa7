import Foundation
import OrderDetail

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class OrdersViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = OrdersState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (OrdersState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    public weak var routeHandler: (any OrdersRouteHandling)?
    let service: any OrdersService
    /// How numbers, amounts and dates read: the user's settings, or others given (tests pin them).
    let formatting: OrdersFormatting
    private let loadOrdersCalls = MarketQueryCalls()
    /// The last `loadOrders` answer, which routes take their payload from; nil after a failure.
    private(set) var lastLoadOrdersResponse: OrdersModels.LoadOrders.Response?

    public convenience init(service: any OrdersService) {
        self.init(service: service, formatting: OrdersFormatting())
    }

    init(service: any OrdersService, formatting: OrdersFormatting) {
        self.service = service
        self.formatting = formatting
    }

    public func loadOrders() async {
        let request = OrdersModels.LoadOrders.Request()
        let outcome = await loadOrdersCalls.run { [service] in
            try await service.loadOrders(request)
        } onStart: {
            state.loadOrders = .running
        } onCancel: {
            state.loadOrders = .idle
        }
        guard let outcome else { return }
        lastLoadOrdersResponse = try? outcome.get()
        state.loadOrders = MarketUseCaseState(
            outcome,
            viewModel: { Self.loadOrdersContent(from: $0, formatting: formatting) },
            isEmpty: { $0.orders.isEmpty },
            failureMessage: Self.loadOrdersFailureMessage(for:)
        )
    }

    /// Carries what row `row` of `orders` in the last `loadOrders` response holds; nothing opens before that response
    /// or for a row it lacks.
    public func showOrderDetail(at row: Int) {
        guard let response = lastLoadOrdersResponse, response.orders.indices.contains(row) else { return }
        routeHandler?.handle(.orderDetail(orderID: response.orders[row].id))
    }
}

extension OrdersViewModel {
    static func loadOrdersContent(
        from response: OrdersModels.LoadOrders.Response,
        formatting: OrdersFormatting
    ) -> OrdersModels.LoadOrders.Content {
        OrdersModels.LoadOrders.Content(totals: response.orders.map { formatting.currency($0.total) })
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadOrdersFailureMessage(for error: any Error) -> String {
        OrdersStrings.LoadOrders.failure
    }
}

extension OrdersViewModel: OrderDetailOutputHandling {
    /// OrderDetail, opened by a route of this module, may have changed what this screen shows: it loads
    /// again (a newer load overtakes an older one).
    public func handle(_ output: OrderDetailOutput) {
        Task { [weak self] in await self?.loadOrders() }
    }
}
