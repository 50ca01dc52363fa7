import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol WishlistPresentationLogic: AnyObject {
    func presentLoadWishlistStarted()
    func presentLoadWishlistCancelled()
    func presentLoadWishlist(response: Result<WishlistModels.LoadWishlist.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class WishlistPresenter: WishlistPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any WishlistDisplayLogic)?

    func presentLoadWishlistStarted() {
        viewController?.displayLoadWishlist(viewModel: .running)
    }

    func presentLoadWishlistCancelled() {
        viewController?.displayLoadWishlist(viewModel: .idle)
    }

    func presentLoadWishlist(response: Result<WishlistModels.LoadWishlist.Response, any Error>) {
        viewController?.displayLoadWishlist(
            viewModel: ShopUseCaseState(
                response,
                viewModel: Self.loadWishlistViewModel,
                isEmpty: { $0.items.isEmpty },
                failureMessage: Self.loadWishlistFailureMessage
            )
        )
    }
}

extension WishlistPresenter {
    static func loadWishlistViewModel(
        from response: WishlistModels.LoadWishlist.Response
    ) -> WishlistModels.LoadWishlist.ViewModel {
        WishlistModels.LoadWishlist.ViewModel(items: response.items.map(\.title))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadWishlistFailureMessage(for error: any Error) -> String {
        WishlistStrings.LoadWishlist.failure
    }
}
