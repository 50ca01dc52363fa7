import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol WishlistBusinessLogic: AnyObject {
    /// Runs `loadWishlist` and presents the result.
    func loadWishlist(request: WishlistModels.LoadWishlist.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol WishlistDataStore: AnyObject {
    var highlightedProductID: UUID? { get set }
    var loadWishlistResponse: WishlistModels.LoadWishlist.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class WishlistInteractor: WishlistBusinessLogic, WishlistDataStore {
    let presenter: any WishlistPresentationLogic
    let worker: any WishlistWorking
    var highlightedProductID: UUID?
    var loadWishlistResponse: WishlistModels.LoadWishlist.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadWishlistCalls = ShopQueryCalls()

    init(input: WishlistInput, presenter: any WishlistPresentationLogic, worker: any WishlistWorking) {
        self.highlightedProductID = input.highlightedProductID
        self.presenter = presenter
        self.worker = worker
    }

    /// The input as the data store holds it now, which the opener may have changed.
    var input: WishlistInput {
        WishlistInput(highlightedProductID: highlightedProductID)
    }

    func loadWishlist(request: WishlistModels.LoadWishlist.Request) async {
        let request = loadWishlistWorkerRequest()
        let outcome = await loadWishlistCalls.run { [worker] in
            try await worker.loadWishlist(request)
        } onStart: {
            presenter.presentLoadWishlistStarted()
        } onCancel: {
            presenter.presentLoadWishlistCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadWishlistResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadWishlistResponse = nil
        }
        presenter.presentLoadWishlist(response: outcome)
    }

    /// What the worker is asked for `loadWishlist`: the screen's request, with what the input fills.
    private func loadWishlistWorkerRequest() -> WishlistModels.LoadWishlist.WorkerRequest {
        WishlistModels.LoadWishlist.WorkerRequest(highlightedProductID: self.input.highlightedProductID)
    }
}
