import Foundation
import Testing

@testable import Cart

@MainActor
@Suite("CartPresenter", .timeLimit(.minutes(1)))
struct CartPresenterTests {
    let viewController = CartDisplaySpy()
    let presenter = CartPresenter(formatting: .fixture)

    init() {
        presenter.viewController = viewController
    }

    @Test("loadCart is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadCartShowsEachState() {
        presenter.presentLoadCartStarted()
        presenter.presentLoadCart(response: .success(.fixture))
        presenter.presentLoadCart(response: .failure(CartTestError()))

        let formatting = CartFormatting.fixture
        #expect(
            viewController.displayedLoadCart == [
                .running,
                .loaded(
                    CartModels.LoadCart.ViewModel(
                        lines: ["title 2", "title 52"],
                        total: formatting.number(Decimal(1_352))
                    )
                ),
                .failed(message: "Could not load cart."),
            ]
        )
    }

    @Test("a cancelled loadCart is shown idle again, so no spinner stays behind")
    func presentLoadCartCancelledShowsIdle() {
        presenter.presentLoadCartStarted()
        presenter.presentLoadCartCancelled()

        #expect(viewController.displayedLoadCart == [.running, .idle])
    }

    @Test("loadCart shows that there is nothing to list when the answer has no lines")
    func loadCartShowsEmpty() {
        presenter.presentLoadCart(response: .success(CartModels.LoadCart.Response(lines: [], total: Decimal(1_352))))

        #expect(viewController.displayedLoadCart == [.empty])
    }

    @Test("placeOrder is shown running, then with the formatted answer, then with a failure's message")
    func presentPlaceOrderShowsEachState() {
        presenter.presentPlaceOrderStarted()
        presenter.presentPlaceOrder(response: .success(.fixture))
        presenter.presentPlaceOrder(response: .failure(CartTestError()))

        #expect(
            viewController.displayedPlaceOrder == [
                .running,
                .loaded(
                    CartModels.PlaceOrder.ViewModel(
                        orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 178)).uuidString
                    )
                ),
                .failed(message: "Could not place order."),
            ]
        )
    }
}
