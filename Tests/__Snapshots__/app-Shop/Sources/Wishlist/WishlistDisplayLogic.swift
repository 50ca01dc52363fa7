import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol WishlistDisplayLogic: AnyObject {
    func displayLoadWishlist(viewModel: ShopUseCaseState<WishlistModels.LoadWishlist.ViewModel>)
}
