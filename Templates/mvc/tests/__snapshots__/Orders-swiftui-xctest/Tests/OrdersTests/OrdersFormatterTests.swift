import Foundation
import XCTest

@testable import Orders

/// On the main actor, as the formatter is in an app target whose default isolation is MainActor.
@MainActor
private let formatter = OrdersFormatter()

final class OrdersFormatterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
        #if canImport(Darwin)
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testLoadOrdersAnswerIsShownAsItsViewModel() async {
        XCTAssertEqual(formatter.loadOrders(.loaded(.fixture)), .loaded(OrdersModels.LoadOrders.ViewModel()))
    }

    @MainActor
    func testLoadOrdersShowsEmptyWhenThereIsNothingToList() async {
        let answer = OrdersModels.LoadOrders.Response(orders: [])

        XCTAssertEqual(formatter.loadOrders(.loaded(answer)), .empty)
    }

    @MainActor
    func testCancelOrderAnswerIsShownAsItsViewModel() async {
        XCTAssertEqual(
            formatter.cancelOrder(.loaded(.fixture)),
            .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false))
        )
    }

    @MainActor
    func testCancelOrderAnotherAnswerIsShownAsItHasIt() async {
        let answer = OrdersModels.CancelOrder.Response(cancelled: true)
        XCTAssertEqual(
            formatter.cancelOrder(.loaded(answer)),
            .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: true))
        )
    }

    @MainActor
    func testACallWithoutAnAnswerIsShownAsItStands() async {
        XCTAssertEqual([formatter.loadOrders(.idle), formatter.loadOrders(.running)], [.idle, .running])
        XCTAssertEqual(formatter.loadOrders(.failed(OrdersTestError())), .failed(message: "Could not load orders."))
        XCTAssertEqual([formatter.cancelOrder(.idle), formatter.cancelOrder(.running)], [.idle, .running])
        XCTAssertEqual(formatter.cancelOrder(.failed(OrdersTestError())), .failed(message: "Could not cancel order."))
    }
}
