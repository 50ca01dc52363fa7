import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol CheckoutBusinessLogic: AnyObject {
    /// Runs `loadSummary` and presents the result.
    func loadSummary(request: CheckoutModels.LoadSummary.Request) async
    /// Runs `pay` and presents the result. One call at a time: a
    /// call while one runs returns at once.
    func pay(request: CheckoutModels.Pay.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol CheckoutDataStore: AnyObject {
    var orderID: UUID { get set }
    var loadSummaryResponse: CheckoutModels.LoadSummary.Response? { get set }
    var payResponse: CheckoutModels.Pay.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {
    let presenter: any CheckoutPresentationLogic
    let worker: any CheckoutWorking
    /// Weak: whoever opened the scene owns it.
    weak var output: (any CheckoutOutputHandling)?
    var orderID: UUID
    var loadSummaryResponse: CheckoutModels.LoadSummary.Response?
    var payResponse: CheckoutModels.Pay.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadSummaryCalls = MarketQueryCalls()
    private let payCalls = MarketCommandCalls()

    init(input: CheckoutInput, presenter: any CheckoutPresentationLogic, worker: any CheckoutWorking) {
        self.orderID = input.orderID
        self.presenter = presenter
        self.worker = worker
    }

    /// The input as the data store holds it now, which the opener may have changed.
    var input: CheckoutInput {
        CheckoutInput(orderID: orderID)
    }

    func loadSummary(request: CheckoutModels.LoadSummary.Request) async {
        let request = loadSummaryWorkerRequest()
        let outcome = await loadSummaryCalls.run { [worker] in
            try await worker.loadSummary(request)
        } onStart: {
            presenter.presentLoadSummaryStarted()
        } onCancel: {
            presenter.presentLoadSummaryCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadSummaryResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadSummaryResponse = nil
        }
        presenter.presentLoadSummary(response: outcome)
    }

    func pay(request: CheckoutModels.Pay.Request) async {
        let request = payWorkerRequest()
        let outcome = await payCalls.run { [worker] in
            try await worker.pay(request)
        } onStart: {
            presenter.presentPayStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            payResponse = response
            output?.handle(.paid(orderID: request.orderID))
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            payResponse = nil
        }
        presenter.presentPay(response: outcome)
    }

    /// What the worker is asked for `loadSummary`: the screen's request, with what the input fills.
    private func loadSummaryWorkerRequest() -> CheckoutModels.LoadSummary.WorkerRequest {
        CheckoutModels.LoadSummary.WorkerRequest(orderID: self.input.orderID)
    }

    /// What the worker is asked for `pay`: the screen's request, with what the input fills.
    private func payWorkerRequest() -> CheckoutModels.Pay.WorkerRequest {
        CheckoutModels.Pay.WorkerRequest(orderID: self.input.orderID)
    }
}
