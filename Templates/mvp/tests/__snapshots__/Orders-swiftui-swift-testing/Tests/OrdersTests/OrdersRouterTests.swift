import Foundation
import Testing

@testable import Orders

@MainActor
@Suite("OrdersRouter", .timeLimit(.minutes(1)))
struct OrdersRouterTests {
    let handler = OrdersViewSpy()
    let router = OrdersRouter()

    init() {
        router.handler = handler
    }

    @Test("routeToOrderDetails hands the order details route to the handler")
    func routeToOrderDetails() {
        router.routeToOrderDetails()

        #expect(handler.handledRoutes == [.orderDetails])
    }
}
