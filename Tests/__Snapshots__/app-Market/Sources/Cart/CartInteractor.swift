import Checkout
import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol CartBusinessLogic: AnyObject {
    /// Runs `loadCart` and presents the result.
    func loadCart(request: CartModels.LoadCart.Request) async
    /// Runs `placeOrder` and presents the result. One call at a time: a
    /// call while one runs returns at once.
    func placeOrder(request: CartModels.PlaceOrder.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol CartDataStore: AnyObject {
    var loadCartResponse: CartModels.LoadCart.Response? { get set }
    var placeOrderResponse: CartModels.PlaceOrder.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class CartInteractor: CartBusinessLogic, CartDataStore {
    let presenter: any CartPresentationLogic
    let worker: any CartWorking
    /// Weak: whoever opened the scene owns it.
    weak var output: (any CartOutputHandling)?
    var loadCartResponse: CartModels.LoadCart.Response?
    var placeOrderResponse: CartModels.PlaceOrder.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadCartCalls = MarketQueryCalls()
    private let placeOrderCalls = MarketCommandCalls()

    init(presenter: any CartPresentationLogic, worker: any CartWorking) {
        self.presenter = presenter
        self.worker = worker
    }

    func loadCart(request: CartModels.LoadCart.Request) async {
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

    func placeOrder(request: CartModels.PlaceOrder.Request) async {
        let outcome = await placeOrderCalls.run { [worker] in
            try await worker.placeOrder(request)
        } onStart: {
            presenter.presentPlaceOrderStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            placeOrderResponse = response
            output?.handle(.orderPlaced(orderID: response.orderID))
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            placeOrderResponse = nil
        }
        presenter.presentPlaceOrder(response: outcome)
    }
}

extension CartInteractor: CheckoutOutputHandling {
    /// Checkout, opened by a route of this module, may have changed what this screen shows: it loads
    /// again (a newer load overtakes an older one).
    func handle(_ output: CheckoutOutput) {
        Task { [weak self] in await self?.loadCart(request: CartModels.LoadCart.Request()) }
    }
}
