import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol WishlistWorking: Sendable {
    func loadWishlist(
        _ request: WishlistModels.LoadWishlist.WorkerRequest
    ) async throws -> WishlistModels.LoadWishlist.Response
}
