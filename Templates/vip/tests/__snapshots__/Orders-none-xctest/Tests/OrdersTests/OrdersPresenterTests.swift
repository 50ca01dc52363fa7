import Foundation
import XCTest

@testable import Orders

final class OrdersPresenterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if !os(Linux) && !os(Windows)
            // Apple's XCTest only, rounded up to whole minutes; on Linux the bounded waits of the
            // stubs are what fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A presenter that displays on a spy; each test makes its own, so tests share nothing.
    @MainActor
    private func makePresenter() -> (presenter: OrdersPresenter, viewController: OrdersDisplaySpy) {
        let viewController = OrdersDisplaySpy()
        let presenter = OrdersPresenter()
        presenter.viewController = viewController
        return (presenter, viewController)
    }

    @MainActor
    func testPresentLoadOrdersShowsEachState() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentLoadOrdersStarted()
        presenter.presentLoadOrders(response: .success(.fixture))
        presenter.presentLoadOrders(response: .failure(OrdersTestError()))

        XCTAssertEqual(
            viewController.displayedLoadOrders,
            [.running, .loaded(OrdersModels.LoadOrders.ViewModel()), .failed(message: "Could not load orders.")]
        )
    }

    @MainActor
    func testPresentLoadOrdersCancelledShowsIdle() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentLoadOrdersStarted()
        presenter.presentLoadOrdersCancelled()

        XCTAssertEqual(viewController.displayedLoadOrders, [.running, .idle])
    }

    @MainActor
    func testLoadOrdersShowsEmptyWhenThereIsNothingToList() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentLoadOrders(response: .success(OrdersModels.LoadOrders.Response(orders: [])))

        XCTAssertEqual(viewController.displayedLoadOrders, [.empty])
    }

    @MainActor
    func testPresentCancelOrderShowsEachState() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentCancelOrderStarted()
        presenter.presentCancelOrder(response: .success(.fixture))
        presenter.presentCancelOrder(response: .failure(OrdersTestError()))

        XCTAssertEqual(
            viewController.displayedCancelOrder,
            [
                .running,
                .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false)),
                .failed(message: "Could not cancel order."),
            ]
        )
    }

    @MainActor
    func testPresentCancelOrderShowsAnotherAnswer() async {
        let (presenter, viewController) = makePresenter()

        presenter.presentCancelOrder(response: .success(OrdersModels.CancelOrder.Response(cancelled: true)))

        XCTAssertEqual(
            viewController.displayedCancelOrder,
            [.loaded(OrdersModels.CancelOrder.ViewModel(cancelled: true))]
        )
    }
}
