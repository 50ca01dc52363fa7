import Foundation
import Testing

@testable import Invoice

@MainActor
@Suite("InvoiceInteractor", .timeLimit(.minutes(1)))
struct InvoiceInteractorTests {
    let presenter = InvoicePresentationSpy()
    let worker = InvoiceWorkerStub()
    let interactor: InvoiceInteractor

    init() {
        interactor = InvoiceInteractor(input: .fixture, presenter: presenter, worker: worker)
    }

    @Test("loadInvoice asks the worker, keeps the answer and presents it")
    func loadInvoicePresentsTheAnswer() async {

        await interactor.loadInvoice(request: .fixture)

        let requests = worker.loadInvoiceRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadInvoiceResponse == .fixture)
        #expect(presenter.presentedLoadInvoice == [.running, .loaded(.fixture)])
    }

    @Test("loadInvoice presents the worker's failure and forgets the answer before it")
    func loadInvoicePresentsTheFailure() async {
        await interactor.loadInvoice(request: .fixture)
        worker.loadInvoiceResult = .failure(InvoiceTestError())

        await interactor.loadInvoice(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadInvoiceResponse == nil)
        #expect(
            presenter.presentedLoadInvoice == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(InvoiceTestError())"),
            ]
        )
    }

    @Test("an overtaken loadInvoice call presents nothing; a cancelled one is idle and keeps no answer")
    func loadInvoiceShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadInvoice(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadInvoice(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadInvoiceResponse == nil)
        #expect(presenter.presentedLoadInvoice == [.running, .running, .idle])
    }

    @Test("a use case reads the data store as it is when it runs, not the input it was built with")
    func useCaseReadsWhatTheDataStoreHoldsNow() async {
        await interactor.loadInvoice(request: .fixture)
        // As the scene that opened this one does, through `passDataTo…` or the router's `dataStore`:
        // after a first call, so a copy of the input taken then would show.
        let dataStore: any InvoiceDataStore = interactor
        dataStore.receipt = Receipt(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
            paidAt: Date(timeIntervalSince1970: 1_700_005_906),
            total: Decimal(1_356),
            invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
        )

        await interactor.loadInvoice(request: .fixture)

        let requests = worker.loadInvoiceRequests
        #expect(
            requests == [
                .fixture,
                InvoiceModels.LoadInvoice.WorkerRequest(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                        total: Decimal(1_356),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                    )
                ),
            ]
        )
    }
}
