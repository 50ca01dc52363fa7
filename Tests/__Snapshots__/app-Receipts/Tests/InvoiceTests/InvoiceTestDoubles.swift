import Foundation

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
    private var holdsCalls = false
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private(set) var loadInvoiceRequests: [InvoiceModels.LoadInvoice.WorkerRequest] = []
    private var loadInvoiceResult: Result<InvoiceModels.LoadInvoice.Response, any Error> = .success(.fixture)

    /// Makes every later call wait for `releaseHeldCalls()`, as a slow network would.
    func holdCalls() {
        holdsCalls = true
    }

    /// Lets later calls answer at once; the calls already held keep waiting.
    func stopHoldingCalls() {
        holdsCalls = false
    }

    /// Lets every held call answer, with the result scripted by then.
    func releaseHeldCalls() {
        let released = heldCalls
        heldCalls.removeAll()
        for call in released { call.resume() }
    }

    /// Returns once `count` calls are held; throws after `timeout` instead of hanging the test.
    func waitUntilHeld(_ count: Int, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while heldCalls.count < count {
            guard ContinuousClock.now < deadline else { throw Timeout(count: count) }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// What `waitUntilHeld` gave up on.
    struct Timeout: Error {
        var count: Int
    }

    func setLoadInvoiceResult(_ result: Result<InvoiceModels.LoadInvoice.Response, any Error>) {
        loadInvoiceResult = result
    }

    func loadInvoice(
        _ request: InvoiceModels.LoadInvoice.WorkerRequest
    ) async throws -> InvoiceModels.LoadInvoice.Response {
        loadInvoiceRequests.append(request)
        if holdsCalls { await withCheckedContinuation { heldCalls.append($0) } }
        // As URLSession does, a call whose task was cancelled fails: a command cancelled with the
        // screen that started it, or a query's late answer, would fail here.
        try Task.checkCancellation()
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
