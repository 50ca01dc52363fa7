import Foundation
import Testing

@testable import Cart

@MainActor
@Suite("CartPresenter", .timeLimit(.minutes(1)))
struct CartPresenterTests {
    let viewController = CartDisplaySpy()
    let presenter = CartPresenter()

    init() {
        presenter.viewController = viewController
    }

    @Test("loadCart is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadCartShowsEachState() {
        presenter.presentLoadCartStarted()
        presenter.presentLoadCart(response: .success(.fixture))
        presenter.presentLoadCart(response: .failure(CartTestError()))

        #expect(
            viewController.displayedLoadCart == [
                .running,
                .loaded(CartModels.LoadCart.ViewModel(items: ["title 2", "title 52"])),
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

    @Test("loadCart shows that there is nothing to list when the answer has no items")
    func loadCartShowsEmpty() {
        presenter.presentLoadCart(response: .success(CartModels.LoadCart.Response(items: [])))

        #expect(viewController.displayedLoadCart == [.empty])
    }
}
