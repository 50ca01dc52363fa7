import Foundation
import ShopTestSupport

@testable import Wishlist

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class WishlistDisplaySpy: WishlistDisplayLogic, WishlistRouteHandling {
    var scene: WishlistScene?
    private(set) var handledRoutes: [WishlistRoute] = []
    private(set) var handedDataStores: [(any WishlistDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadWishlist: [ShopUseCaseState<WishlistModels.LoadWishlist.ViewModel>] = []

    func handle(_ route: WishlistRoute, dataStore: (any WishlistDataStore)?) {
        // No routes yet, so nothing calls this.
    }

    func displayLoadWishlist(viewModel: ShopUseCaseState<WishlistModels.LoadWishlist.ViewModel>) {
        displayedLoadWishlist.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class WishlistPresentationSpy: WishlistPresentationLogic {
    private(set) var presentedLoadWishlist: [ShopUseCaseState<WishlistModels.LoadWishlist.Response>] = []

    func presentLoadWishlistStarted() {
        presentedLoadWishlist.append(.running)
    }

    func presentLoadWishlistCancelled() {
        presentedLoadWishlist.append(.idle)
    }

    func presentLoadWishlist(response: Result<WishlistModels.LoadWishlist.Response, any Error>) {
        presentedLoadWishlist.append(ShopUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class WishlistWorkerStub: WishlistWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = ShopCallGate()
    private(set) var loadWishlistRequests: [WishlistModels.LoadWishlist.WorkerRequest] = []
    var loadWishlistResult: Result<WishlistModels.LoadWishlist.Response, any Error> = .success(.fixture)

    func loadWishlist(
        _ request: WishlistModels.LoadWishlist.WorkerRequest
    ) async throws -> WishlistModels.LoadWishlist.Response {
        loadWishlistRequests.append(request)
        try await gate.pass()
        return try loadWishlistResult.get()
    }
}

struct WishlistTestError: Error, Equatable {}

@MainActor
extension WishlistInput {
    static let fixture = Self(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 107)))
}

@MainActor
extension WishlistModels.LoadWishlist.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `WishlistInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension WishlistModels.LoadWishlist.WorkerRequest {
    static let fixture = Self(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 107)))
}

@MainActor
extension WishlistModels.LoadWishlist.Response {
    static let fixture = Self(
        items: [
            Item(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902)
            ),
            Item(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952)
            ),
        ]
    )
}

#if canImport(UIKit) && !os(watchOS)
    /// What the tests that call `build` give it: a stub for each module it builds.
    @MainActor
    final class WishlistDependenciesStub: WishlistDependencies {
        let wishlistWorker: any WishlistWorking = WishlistWorkerStub()
    }
#endif
