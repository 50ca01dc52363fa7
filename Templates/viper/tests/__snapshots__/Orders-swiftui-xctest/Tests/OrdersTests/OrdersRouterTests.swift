import Foundation
import XCTest

@testable import Orders

final class OrdersRouterTests: XCTestCase {
    @MainActor
    func testRouteToOrderDetailsHandsTheRouteToTheHandler() async {
        let handler = OrdersViewSpy()
        let router = OrdersRouter<OrdersViewSpy>()
        router.transitionHandler = handler

        router.routeToOrderDetails()

        XCTAssertEqual(handler.handledRoutes, [.orderDetails])
    }

    @MainActor
    func testRoutesWithoutAScreenShowNothing() async {
        let handler = OrdersViewSpy()
        let router = OrdersRouter<OrdersViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToOrderDetails()

        XCTAssertEqual(handler.handledRoutes, [])
    }
}
