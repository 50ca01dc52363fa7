import Foundation
import Testing

@testable import Wishlist

@MainActor
@Suite("WishlistPresenter", .timeLimit(.minutes(1)))
struct WishlistPresenterTests {
    let viewController = WishlistDisplaySpy()
    let presenter = WishlistPresenter()

    init() {
        presenter.viewController = viewController
    }

    @Test("loadWishlist is shown running, then with the formatted answer, then with a failure's message")
    func presentLoadWishlistShowsEachState() {
        presenter.presentLoadWishlistStarted()
        presenter.presentLoadWishlist(response: .success(.fixture))
        presenter.presentLoadWishlist(response: .failure(WishlistTestError()))

        #expect(
            viewController.displayedLoadWishlist == [
                .running,
                .loaded(WishlistModels.LoadWishlist.ViewModel(items: ["title 2", "title 52"])),
                .failed(message: "Could not load wishlist."),
            ]
        )
    }

    @Test("a cancelled loadWishlist is shown idle again, so no spinner stays behind")
    func presentLoadWishlistCancelledShowsIdle() {
        presenter.presentLoadWishlistStarted()
        presenter.presentLoadWishlistCancelled()

        #expect(viewController.displayedLoadWishlist == [.running, .idle])
    }

    @Test("loadWishlist shows that there is nothing to list when the answer has no items")
    func loadWishlistShowsEmpty() {
        presenter.presentLoadWishlist(response: .success(WishlistModels.LoadWishlist.Response(items: [])))

        #expect(viewController.displayedLoadWishlist == [.empty])
    }
}
