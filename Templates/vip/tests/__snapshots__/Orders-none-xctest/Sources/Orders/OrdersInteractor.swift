import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol OrdersBusinessLogic: AnyObject {
    /// Runs `loadOrders` and presents the result.
    func loadOrders(request: OrdersModels.LoadOrders.Request) async
    /// Runs `cancelOrder` and presents the result. One call at a time: a
    /// call while one runs returns at once.
    func cancelOrder(request: OrdersModels.CancelOrder.Request) async
    /// Sends `contactSupport` to whoever opened the scene (its output).
    func sendContactSupport(reason: String)
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol OrdersDataStore: AnyObject {
    var customerID: UUID { get set }
    var loadOrdersResponse: OrdersModels.LoadOrders.Response? { get set }
    var cancelOrderResponse: OrdersModels.CancelOrder.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class OrdersInteractor: OrdersBusinessLogic, OrdersDataStore {
    let presenter: any OrdersPresentationLogic
    let worker: any OrdersWorking
    /// Weak: whoever opened the scene owns it.
    weak var output: (any OrdersOutputHandling)?
    var customerID: UUID
    var loadOrdersResponse: OrdersModels.LoadOrders.Response?
    var cancelOrderResponse: OrdersModels.CancelOrder.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadOrdersCalls = OrdersQueryCalls()
    private let cancelOrderCalls = OrdersCommandCalls()

    init(input: OrdersInput, presenter: any OrdersPresentationLogic, worker: any OrdersWorking) {
        self.customerID = input.customerID
        self.presenter = presenter
        self.worker = worker
    }

    /// The input as the data store holds it now, which the opener may have changed.
    var input: OrdersInput {
        OrdersInput(customerID: customerID)
    }

    func loadOrders(request: OrdersModels.LoadOrders.Request) async {
        let request = loadOrdersWorkerRequest()
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

    func cancelOrder(request: OrdersModels.CancelOrder.Request) async {
        let request = cancelOrderWorkerRequest(id: request.id)
        let outcome = await cancelOrderCalls.run { [worker] in
            try await worker.cancelOrder(request)
        } onStart: {
            presenter.presentCancelOrderStarted()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            cancelOrderResponse = response
            output?.handle(.orderCancelled(id: request.id, customerID: request.customerID))
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            cancelOrderResponse = nil
        }
        presenter.presentCancelOrder(response: outcome)
    }

    func sendContactSupport(reason: String) {
        output?.handle(.contactSupport(reason: reason))
    }

    /// What the worker is asked for `loadOrders`: the screen's request, with what the input fills.
    private func loadOrdersWorkerRequest() -> OrdersModels.LoadOrders.WorkerRequest {
        OrdersModels.LoadOrders.WorkerRequest(customerID: self.input.customerID)
    }

    /// What the worker is asked for `cancelOrder`: the screen's request, with what the input fills.
    private func cancelOrderWorkerRequest(id: UUID) -> OrdersModels.CancelOrder.WorkerRequest {
        OrdersModels.CancelOrder.WorkerRequest(customerID: self.input.customerID, id: id)
    }
}
