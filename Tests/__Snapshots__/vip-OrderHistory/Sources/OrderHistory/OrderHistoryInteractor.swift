/// What the screen asks of the scene.
@MainActor
public protocol OrderHistoryBusinessLogic: AnyObject {
    /// Runs `loadOrders` and presents the result.
    func loadOrders(request: OrderHistoryModels.LoadOrders.Request) async
    /// Runs `cancelOrder` and presents the result. One call at a time: a
    /// call while one runs returns at once.
    func cancelOrder(request: OrderHistoryModels.CancelOrder.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol OrderHistoryDataStore: AnyObject {
    var loadOrdersResponse: OrderHistoryModels.LoadOrders.Response? { get set }
    var cancelOrderResponse: OrderHistoryModels.CancelOrder.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class OrderHistoryInteractor: OrderHistoryBusinessLogic, OrderHistoryDataStore {
    let presenter: any OrderHistoryPresentationLogic
    let worker: any OrderHistoryWorking
    var loadOrdersResponse: OrderHistoryModels.LoadOrders.Response?
    var cancelOrderResponse: OrderHistoryModels.CancelOrder.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadOrdersCalls = OrderHistoryQueryCalls()
    private let cancelOrderCalls = OrderHistoryCommandCalls()

    init(presenter: any OrderHistoryPresentationLogic, worker: any OrderHistoryWorking) {
        self.presenter = presenter
        self.worker = worker
    }

    func loadOrders(request: OrderHistoryModels.LoadOrders.Request) async {
        let outcome = await loadOrdersCalls.run { [worker] in
            try await worker.loadOrders(request)
        } onStart: {
            presenter.presentLoadOrdersStarted()
        } onCancel: {
            presenter.presentLoadOrdersCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadOrdersResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadOrdersResponse = nil
        }
        presenter.presentLoadOrders(response: outcome)
    }

    func cancelOrder(request: OrderHistoryModels.CancelOrder.Request) async {
        let outcome = await cancelOrderCalls.run { [worker] in
            try await worker.cancelOrder(request)
        } onStart: {
            presenter.presentCancelOrderStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            cancelOrderResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            cancelOrderResponse = nil
        }
        presenter.presentCancelOrder(response: outcome)
    }
}
