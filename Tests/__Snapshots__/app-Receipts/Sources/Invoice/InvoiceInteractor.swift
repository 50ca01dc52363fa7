import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol InvoiceBusinessLogic: AnyObject {
    /// Runs `loadInvoice` and presents the result.
    func loadInvoice(request: InvoiceModels.LoadInvoice.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol InvoiceDataStore: AnyObject {
    var receipt: Receipt { get set }
    var loadInvoiceResponse: InvoiceModels.LoadInvoice.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class InvoiceInteractor: InvoiceBusinessLogic, InvoiceDataStore {
    let presenter: any InvoicePresentationLogic
    let worker: any InvoiceWorking
    var receipt: Receipt
    var loadInvoiceResponse: InvoiceModels.LoadInvoice.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadInvoiceCalls = ReceiptsQueryCalls()

    init(input: InvoiceInput, presenter: any InvoicePresentationLogic, worker: any InvoiceWorking) {
        self.receipt = input.receipt
        self.presenter = presenter
        self.worker = worker
    }

    /// The input as the data store holds it now, which the opener may have changed.
    var input: InvoiceInput {
        InvoiceInput(receipt: receipt)
    }

    func loadInvoice(request: InvoiceModels.LoadInvoice.Request) async {
        let request = loadInvoiceWorkerRequest()
        let outcome = await loadInvoiceCalls.run { [worker] in
            try await worker.loadInvoice(request)
        } onStart: {
            presenter.presentLoadInvoiceStarted()
        } onCancel: {
            presenter.presentLoadInvoiceCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadInvoiceResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadInvoiceResponse = nil
        }
        presenter.presentLoadInvoice(response: outcome)
    }

    /// What the worker is asked for `loadInvoice`: the screen's request, with what the input fills.
    private func loadInvoiceWorkerRequest() -> InvoiceModels.LoadInvoice.WorkerRequest {
        InvoiceModels.LoadInvoice.WorkerRequest(receipt: self.input.receipt)
    }
}
