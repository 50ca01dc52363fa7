import Testing

@testable import OrderHistory

@MainActor
@Suite("OrderHistoryInteractor", .timeLimit(.minutes(1)))
struct OrderHistoryInteractorTests {
    let presenter = OrderHistoryPresentationSpy()
    let worker = OrderHistoryWorkerStub()
    let interactor: OrderHistoryInteractor

    init() {
        interactor = OrderHistoryInteractor(presenter: presenter, worker: worker)
    }

    @Test("loadOrders asks the worker, keeps the answer and presents it")
    func loadOrdersPresentsTheAnswer() async {

        await interactor.loadOrders(request: .fixture)

        let requests = worker.loadOrdersRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadOrdersResponse == .fixture)
        #expect(presenter.presentedLoadOrders == [.running, .loaded(.fixture)])
    }

    @Test("loadOrders presents the worker's failure and forgets the answer before it")
    func loadOrdersPresentsTheFailure() async {
        await interactor.loadOrders(request: .fixture)
        worker.loadOrdersResult = .failure(OrderHistoryTestError())

        await interactor.loadOrders(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadOrdersResponse == nil)
        #expect(
            presenter.presentedLoadOrders == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(OrderHistoryTestError())"),
            ]
        )
    }

    @Test("an overtaken loadOrders call presents nothing; a cancelled one is idle and keeps no answer")
    func loadOrdersShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadOrders(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadOrders(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadOrdersResponse == nil)
        #expect(presenter.presentedLoadOrders == [.running, .running, .idle])
    }

    @Test("cancelOrder asks the worker, keeps the answer and presents it")
    func cancelOrderPresentsTheAnswer() async {

        await interactor.cancelOrder(request: .fixture)

        let requests = worker.cancelOrderRequests
        #expect(requests == [.fixture])
        #expect(interactor.cancelOrderResponse == .fixture)
        #expect(presenter.presentedCancelOrder == [.running, .loaded(.fixture)])
    }

    @Test("cancelOrder presents the worker's failure and forgets the answer before it")
    func cancelOrderPresentsTheFailure() async {
        await interactor.cancelOrder(request: .fixture)
        worker.cancelOrderResult = .failure(OrderHistoryTestError())

        await interactor.cancelOrder(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.cancelOrderResponse == nil)
        #expect(
            presenter.presentedCancelOrder == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(OrderHistoryTestError())"),
            ]
        )
    }

    @Test("a second cancelOrder while one runs is refused; the next one after it runs")
    func cancelOrderRunsOnceAtATime() async throws {
        worker.gate.holdsCalls = true
        let first = Task { await interactor.cancelOrder(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.cancelOrder(request: .fixture)
        let requestsWhileRunning = worker.cancelOrderRequests
        #expect(requestsWhileRunning == [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        #expect(presenter.presentedCancelOrder == [.running, .loaded(.fixture)])

        await interactor.cancelOrder(request: .fixture)
        let requests = worker.cancelOrderRequests
        #expect(requests == [.fixture, .fixture])
    }

    @Test("cancelOrder is not cancelled with its caller: its answer is kept and presented")
    func cancelOrderOutlivesItsCaller() async throws {
        worker.gate.holdsCalls = true
        let call = Task { await interactor.cancelOrder(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        #expect(worker.gate.callsCancelledWhileHeld == 0)
        #expect(interactor.cancelOrderResponse == .fixture)
        #expect(presenter.presentedCancelOrder == [.running, .loaded(.fixture)])
    }
}
