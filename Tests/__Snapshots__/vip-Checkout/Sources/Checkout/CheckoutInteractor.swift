import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol CheckoutBusinessLogic: AnyObject {
    /// Fetches the current cart.
    func loadCart(request: CheckoutModels.LoadCart.Request) async
    /// Applies a coupon code to the cart. One call at a time: a
    /// call while one runs returns at once.
    func applyCoupon(request: CheckoutModels.ApplyCoupon.Request) async
    /// Pays for the cart and returns the receipt. One call at a time: a
    /// call while one runs returns at once.
    func pay(request: CheckoutModels.Pay.Request) async
    /// Sends `cancelled` to whoever opened the scene (its output). The user left without paying.
    func sendCancelled()
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol CheckoutDataStore: AnyObject {
    var cartID: UUID { get set }
    var loadCartResponse: CheckoutModels.LoadCart.Response? { get set }
    var applyCouponResponse: CheckoutModels.ApplyCoupon.Response? { get set }
    var payResponse: CheckoutModels.Pay.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {
    let presenter: any CheckoutPresentationLogic
    let worker: any CheckoutWorking
    /// Weak: whoever opened the scene owns it.
    weak var output: (any CheckoutOutputHandling)?
    var cartID: UUID
    var loadCartResponse: CheckoutModels.LoadCart.Response?
    var applyCouponResponse: CheckoutModels.ApplyCoupon.Response?
    var payResponse: CheckoutModels.Pay.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadCartCalls = CheckoutQueryCalls()
    private let applyCouponCalls = CheckoutCommandCalls()
    private let payCalls = CheckoutCommandCalls()

    init(input: CheckoutInput, presenter: any CheckoutPresentationLogic, worker: any CheckoutWorking) {
        self.cartID = input.cartID
        self.presenter = presenter
        self.worker = worker
    }

    /// The input as the data store holds it now, which the opener may have changed.
    var input: CheckoutInput {
        CheckoutInput(cartID: cartID)
    }

    func loadCart(request: CheckoutModels.LoadCart.Request) async {
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

    func applyCoupon(request: CheckoutModels.ApplyCoupon.Request) async {
        let request = applyCouponWorkerRequest(code: request.code)
        let outcome = await applyCouponCalls.run { [worker] in
            try await worker.applyCoupon(request)
        } onStart: {
            presenter.presentApplyCouponStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            applyCouponResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            applyCouponResponse = nil
        }
        presenter.presentApplyCoupon(response: outcome)
    }

    func pay(request: CheckoutModels.Pay.Request) async {
        let request = payWorkerRequest(
            shippingAddress: request.shippingAddress,
            tip: request.tip,
            metadata: request.metadata
        )
        let outcome = await payCalls.run { [worker] in
            try await worker.pay(request)
        } onStart: {
            presenter.presentPayStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            payResponse = response
            output?.handle(.paid(receipt: response.receipt))
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            payResponse = nil
        }
        presenter.presentPay(response: outcome)
    }

    func sendCancelled() {
        output?.handle(.cancelled)
    }

    /// What the worker is asked for `loadCart`: the screen's request, with what the input fills.
    private func loadCartWorkerRequest() -> CheckoutModels.LoadCart.WorkerRequest {
        CheckoutModels.LoadCart.WorkerRequest(cartID: self.input.cartID)
    }

    /// What the worker is asked for `applyCoupon`: the screen's request, with what the input fills.
    private func applyCouponWorkerRequest(code: String) -> CheckoutModels.ApplyCoupon.WorkerRequest {
        CheckoutModels.ApplyCoupon.WorkerRequest(cartID: self.input.cartID, code: code)
    }

    /// What the worker is asked for `pay`: the screen's request, with what the input fills.
    private func payWorkerRequest(
        shippingAddress: Address,
        tip: Decimal?,
        metadata: [String: String]
    ) -> CheckoutModels.Pay.WorkerRequest {
        CheckoutModels.Pay.WorkerRequest(
            cartID: self.input.cartID,
            shippingAddress: shippingAddress,
            tip: tip,
            metadata: metadata
        )
    }
}
