import Foundation
import MarketTestSupport

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
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var loadOrdersRequests: [OrdersModels.LoadOrders.Request] = []
    var loadOrdersResult: Result<OrdersModels.LoadOrders.Response, any Error> = .success(.fixture)

    func loadOrders(_ request: OrdersModels.LoadOrders.Request) async throws -> OrdersModels.LoadOrders.Response {
        loadOrdersRequests.append(request)
        try await gate.pass()
        return try loadOrdersResult.get()
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
            Order(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                placedAt: Date(timeIntervalSince1970: 1_700_007_302),
                total: Decimal(1_352)
            ),
            Order(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                placedAt: Date(timeIntervalSince1970: 1_700_007_352),
                total: Decimal(1_402)
            ),
        ]
    )
}

@MainActor
extension OrdersFormatting {
    /// Fixed settings, so that what the tests expect does not depend on the machine's.
    static let fixture = Self(
        locale: Locale(identifier: "en_US_POSIX"),
        currencyCode: "EUR",
        timeZone: TimeZone(identifier: "UTC") ?? .current
    )
}
