import Foundation
import ReceiptsTestSupport

@testable import Invoice

/// The screen: records what it displays and the routes it handles, and owns its scene as a real one does.
@MainActor
final class InvoiceDisplaySpy: InvoiceDisplayLogic, InvoiceRouteHandling {
    var scene: InvoiceScene?
    private(set) var handledRoutes: [InvoiceRoute] = []
    private(set) var handedDataStores: [(any InvoiceDataStore)?] = []
    /// What each use case was shown as, in order: the states, failure messages included.
    private(set) var displayedLoadInvoice: [ReceiptsUseCaseState<InvoiceModels.LoadInvoice.ViewModel>] = []

    func handle(_ route: InvoiceRoute, dataStore: (any InvoiceDataStore)?) {
        // No routes yet, so nothing calls this.
    }

    func displayLoadInvoice(viewModel: ReceiptsUseCaseState<InvoiceModels.LoadInvoice.ViewModel>) {
        displayedLoadInvoice.append(viewModel)
    }
}

/// The presenter: records what the interactor hands over, as states of the worker's answers.
@MainActor
final class InvoicePresentationSpy: InvoicePresentationLogic {
    private(set) var presentedLoadInvoice: [ReceiptsUseCaseState<InvoiceModels.LoadInvoice.Response>] = []

    func presentLoadInvoiceStarted() {
        presentedLoadInvoice.append(.running)
    }

    func presentLoadInvoiceCancelled() {
        presentedLoadInvoice.append(.idle)
    }

    func presentLoadInvoice(response: Result<InvoiceModels.LoadInvoice.Response, any Error>) {
        presentedLoadInvoice.append(ReceiptsUseCaseState(response, viewModel: { $0 }, failureMessage: { "\($0)" }))
    }
}

/// Answers each use case with a scripted result and records the requests.
@MainActor
final class InvoiceWorkerStub: InvoiceWorking {
    /// When calls answer: at once unless a test holds them.
    let gate = ReceiptsCallGate()
    private(set) var loadInvoiceRequests: [InvoiceModels.LoadInvoice.WorkerRequest] = []
    var loadInvoiceResult: Result<InvoiceModels.LoadInvoice.Response, any Error> = .success(.fixture)

    func loadInvoice(
        _ request: InvoiceModels.LoadInvoice.WorkerRequest
    ) async throws -> InvoiceModels.LoadInvoice.Response {
        loadInvoiceRequests.append(request)
        try await gate.pass()
        return try loadInvoiceResult.get()
    }
}

struct InvoiceTestError: Error, Equatable {}

@MainActor
extension InvoiceInput {
    static let fixture = Self(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

@MainActor
extension InvoiceModels.LoadInvoice.Request {
    static let fixture = Self()
}

/// What the worker must be asked when the scene was built with `InvoiceInput.fixture` and
/// sent `Request.fixture`: written from the samples, not from the interactor's code.
@MainActor
extension InvoiceModels.LoadInvoice.WorkerRequest {
    static let fixture = Self(
        receipt: Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_903),
            total: Decimal(1_353),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
        )
    )
}

@MainActor
extension InvoiceModels.LoadInvoice.Response {
    static let fixture = Self(title: "title 2")
}
