import Testing

@testable import OrderHistory

@MainActor
@Suite("OrderHistoryPresenter", .timeLimit(.minutes(1)))
struct OrderHistoryPresenterTests {
    let viewController = OrderHistoryDisplaySpy()
    let presenter = OrderHistoryPresenter()

    init() {
        presenter.viewController = viewController
    }

    @Test("loadOrders is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadOrdersShowsEachState() {
        presenter.presentLoadOrdersStarted()
        presenter.presentLoadOrders(response: .success(.fixture))
        presenter.presentLoadOrders(response: .failure(OrderHistoryTestError()))

        #expect(
            viewController.displayedLoadOrders == [
                .running,
                .loaded(OrderHistoryModels.LoadOrders.ViewModel()),
                .failed(message: "Could not load orders."),
            ]
        )
    }

    @Test("a cancelled loadOrders is shown idle again, so no spinner stays behind")
    func presentLoadOrdersCancelledShowsIdle() {
        presenter.presentLoadOrdersStarted()
        presenter.presentLoadOrdersCancelled()

        #expect(viewController.displayedLoadOrders == [.running, .idle])
    }

    @Test("cancelOrder is shown running, then with the formatted answer, then with a failure's message")
    func presentCancelOrderShowsEachState() {
        presenter.presentCancelOrderStarted()
        presenter.presentCancelOrder(response: .success(.fixture))
        presenter.presentCancelOrder(response: .failure(OrderHistoryTestError()))

        #expect(
            viewController.displayedCancelOrder == [
                .running,
                .loaded(OrderHistoryModels.CancelOrder.ViewModel()),
                .failed(message: "Could not cancel order."),
            ]
        )
    }
}
