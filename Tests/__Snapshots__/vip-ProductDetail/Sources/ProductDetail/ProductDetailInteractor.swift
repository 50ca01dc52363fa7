import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol ProductDetailBusinessLogic: AnyObject {
    /// Runs `loadProduct` and presents the result.
    func loadProduct(request: ProductDetailModels.LoadProduct.Request) async
    /// Runs `addToCart` and presents the result. One call at a time: a
    /// call while one runs returns at once.
    func addToCart(request: ProductDetailModels.AddToCart.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol ProductDetailDataStore: AnyObject {
    var productID: UUID { get set }
    var loadProductResponse: ProductDetailModels.LoadProduct.Response? { get set }
    var addToCartResponse: ProductDetailModels.AddToCart.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class ProductDetailInteractor: ProductDetailBusinessLogic, ProductDetailDataStore {
    let presenter: any ProductDetailPresentationLogic
    let worker: any ProductDetailWorking
    /// Weak: whoever opened the scene owns it.
    weak var output: (any ProductDetailOutputHandling)?
    var productID: UUID
    var loadProductResponse: ProductDetailModels.LoadProduct.Response?
    var addToCartResponse: ProductDetailModels.AddToCart.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadProductCalls = ProductDetailQueryCalls()
    private let addToCartCalls = ProductDetailCommandCalls()

    init(input: ProductDetailInput, presenter: any ProductDetailPresentationLogic, worker: any ProductDetailWorking) {
        self.productID = input.productID
        self.presenter = presenter
        self.worker = worker
    }

    /// The input as the data store holds it now, which the opener may have changed.
    var input: ProductDetailInput {
        ProductDetailInput(productID: productID)
    }

    func loadProduct(request: ProductDetailModels.LoadProduct.Request) async {
        let request = loadProductWorkerRequest()
        let outcome = await loadProductCalls.run { [worker] in
            try await worker.loadProduct(request)
        } onStart: {
            presenter.presentLoadProductStarted()
        } onCancel: {
            presenter.presentLoadProductCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadProductResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadProductResponse = nil
        }
        presenter.presentLoadProduct(response: outcome)
    }

    func addToCart(request: ProductDetailModels.AddToCart.Request) async {
        let request = addToCartWorkerRequest(quantity: request.quantity)
        let outcome = await addToCartCalls.run { [worker] in
            try await worker.addToCart(request)
        } onStart: {
            presenter.presentAddToCartStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            addToCartResponse = response
            output?.handle(.addedToCart(productID: request.productID, quantity: request.quantity))
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            addToCartResponse = nil
        }
        presenter.presentAddToCart(response: outcome)
    }

    /// What the worker is asked for `loadProduct`: the screen's request, with what the input fills.
    private func loadProductWorkerRequest() -> ProductDetailModels.LoadProduct.WorkerRequest {
        ProductDetailModels.LoadProduct.WorkerRequest(productID: self.input.productID)
    }

    /// What the worker is asked for `addToCart`: the screen's request, with what the input fills.
    private func addToCartWorkerRequest(quantity: Int) -> ProductDetailModels.AddToCart.WorkerRequest {
        ProductDetailModels.AddToCart.WorkerRequest(productID: self.input.productID, quantity: quantity)
    }
}
