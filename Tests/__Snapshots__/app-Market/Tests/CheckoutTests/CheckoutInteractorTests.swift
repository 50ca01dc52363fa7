import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutInteractor", .timeLimit(.minutes(1)))
struct CheckoutInteractorTests {
    let presenter = CheckoutPresentationSpy()
    let worker = CheckoutWorkerStub()
    let interactor: CheckoutInteractor

    init() {
        interactor = CheckoutInteractor(input: .fixture, presenter: presenter, worker: worker)
    }

    @Test("loadSummary asks the worker, keeps the answer and presents it")
    func loadSummaryPresentsTheAnswer() async {

        await interactor.loadSummary(request: .fixture)

        let requests = worker.loadSummaryRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadSummaryResponse == .fixture)
        #expect(presenter.presentedLoadSummary == [.running, .loaded(.fixture)])
    }

    @Test("loadSummary presents the worker's failure and forgets the answer before it")
    func loadSummaryPresentsTheFailure() async {
        await interactor.loadSummary(request: .fixture)
        worker.loadSummaryResult = .failure(CheckoutTestError())

        await interactor.loadSummary(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadSummaryResponse == nil)
        #expect(
            presenter.presentedLoadSummary == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CheckoutTestError())"),
            ]
        )
    }

    @Test("an overtaken loadSummary call presents nothing; a cancelled one is idle and keeps no answer")
    func loadSummaryShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadSummary(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadSummary(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadSummaryResponse == nil)
        #expect(presenter.presentedLoadSummary == [.running, .running, .idle])
    }

    @Test("pay asks the worker, keeps the answer and presents it, and tells the output paid")
    func payPresentsTheAnswer() async {
        let output = CheckoutOutputSpy()
        interactor.output = output

        await interactor.pay(request: .fixture)

        let requests = worker.payRequests
        #expect(requests == [.fixture])
        #expect(interactor.payResponse == .fixture)
        #expect(presenter.presentedPay == [.running, .loaded(.fixture)])
        #expect(
            output.handledOutputs == [.paid(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))]
        )
    }

    @Test("pay presents the worker's failure and forgets the answer before it; it tells the output nothing")
    func payPresentsTheFailure() async {
        await interactor.pay(request: .fixture)
        let output = CheckoutOutputSpy()
        interactor.output = output
        worker.payResult = .failure(CheckoutTestError())

        await interactor.pay(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.payResponse == nil)
        #expect(
            presenter.presentedPay == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CheckoutTestError())"),
            ]
        )
        #expect(output.handledOutputs == [])
    }

    @Test("a second pay while one runs is refused; the next one after it runs")
    func payRunsOnceAtATime() async throws {
        worker.gate.holdsCalls = true
        let first = Task { await interactor.pay(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.pay(request: .fixture)
        let requestsWhileRunning = worker.payRequests
        #expect(requestsWhileRunning == [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        #expect(presenter.presentedPay == [.running, .loaded(.fixture)])

        await interactor.pay(request: .fixture)
        let requests = worker.payRequests
        #expect(requests == [.fixture, .fixture])
    }

    @Test("pay is not cancelled with its caller: its answer is kept and presented, and paid sent")
    func payOutlivesItsCaller() async throws {
        let output = CheckoutOutputSpy()
        interactor.output = output
        worker.gate.holdsCalls = true
        let call = Task { await interactor.pay(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        #expect(worker.gate.callsCancelledWhileHeld == 0)
        #expect(interactor.payResponse == .fixture)
        #expect(presenter.presentedPay == [.running, .loaded(.fixture)])
        #expect(
            output.handledOutputs == [.paid(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))]
        )
    }

    @Test("a use case reads the data store as it is when it runs, not the input it was built with")
    func useCaseReadsWhatTheDataStoreHoldsNow() async {
        await interactor.loadSummary(request: .fixture)
        // As the scene that opened this one does, through `passDataTo…` or the router's `dataStore`:
        // after a first call, so a copy of the input taken then would show.
        let dataStore: any CheckoutDataStore = interactor
        dataStore.orderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182))

        await interactor.loadSummary(request: .fixture)

        let requests = worker.loadSummaryRequests
        #expect(
            requests == [
                .fixture,
                CheckoutModels.LoadSummary.WorkerRequest(
                    orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182))
                ),
            ]
        )
    }
}
