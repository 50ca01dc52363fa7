import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol CartBusinessLogic: AnyObject {
    /// Runs `loadCart` and presents the result.
    func loadCart(request: CartModels.LoadCart.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol CartDataStore: AnyObject {
    var highlightedProductID: UUID? { get set }
    var loadCartResponse: CartModels.LoadCart.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class CartInteractor: CartBusinessLogic, CartDataStore {
    let presenter: any CartPresentationLogic
    let worker: any CartWorking
    var highlightedProductID: UUID?
    var loadCartResponse: CartModels.LoadCart.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadCartCalls = ShopQueryCalls()

    init(input: CartInput, presenter: any CartPresentationLogic, worker: any CartWorking) {
        self.highlightedProductID = input.highlightedProductID
        self.presenter = presenter
        self.worker = worker
    }

    /// The input as the data store holds it now, which the opener may have changed.
    var input: CartInput {
        CartInput(highlightedProductID: highlightedProductID)
    }

    func loadCart(request: CartModels.LoadCart.Request) async {
        let request = loadCartWorkerRequest()
        let outcome = await loadCartCalls.run { [worker] in
            try await worker.loadCart(request)
        } onStart: {
            presenter.presentLoadCartStarted()
        } onCancel: {
            presenter.presentLoadCartCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadCartResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadCartResponse = nil
        }
        presenter.presentLoadCart(response: outcome)
    }

    /// What the worker is asked for `loadCart`: the screen's request, with what the input fills.
    private func loadCartWorkerRequest() -> CartModels.LoadCart.WorkerRequest {
        CartModels.LoadCart.WorkerRequest(highlightedProductID: self.input.highlightedProductID)
    }
}
