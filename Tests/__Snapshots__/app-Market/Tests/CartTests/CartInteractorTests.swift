import Checkout
import Foundation
import Testing

@testable import Cart

@MainActor
@Suite("CartInteractor", .timeLimit(.minutes(1)))
struct CartInteractorTests {
    let presenter = CartPresentationSpy()
    let worker = CartWorkerStub()
    let interactor: CartInteractor

    init() {
        interactor = CartInteractor(presenter: presenter, worker: worker)
    }

    @Test("loadCart asks the worker, keeps the answer and presents it")
    func loadCartPresentsTheAnswer() async {

        await interactor.loadCart(request: .fixture)

        let requests = worker.loadCartRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadCartResponse == .fixture)
        #expect(presenter.presentedLoadCart == [.running, .loaded(.fixture)])
    }

    @Test("loadCart presents the worker's failure and forgets the answer before it")
    func loadCartPresentsTheFailure() async {
        await interactor.loadCart(request: .fixture)
        worker.loadCartResult = .failure(CartTestError())

        await interactor.loadCart(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadCartResponse == nil)
        #expect(
            presenter.presentedLoadCart == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CartTestError())"),
            ]
        )
    }

    @Test("an overtaken loadCart call presents nothing; a cancelled one is idle and keeps no answer")
    func loadCartShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadCart(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadCart(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadCartResponse == nil)
        #expect(presenter.presentedLoadCart == [.running, .running, .idle])
    }

    @Test("placeOrder asks the worker, keeps the answer and presents it, and tells the output orderPlaced")
    func placeOrderPresentsTheAnswer() async {
        let output = CartOutputSpy()
        interactor.output = output

        await interactor.placeOrder(request: .fixture)

        let requests = worker.placeOrderRequests
        #expect(requests == [.fixture])
        #expect(interactor.placeOrderResponse == .fixture)
        #expect(presenter.presentedPlaceOrder == [.running, .loaded(.fixture)])
        #expect(
            output.handledOutputs == [
                .orderPlaced(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 178)))
            ]
        )
    }

    @Test("placeOrder presents the worker's failure and forgets the answer before it; it tells the output nothing")
    func placeOrderPresentsTheFailure() async {
        await interactor.placeOrder(request: .fixture)
        let output = CartOutputSpy()
        interactor.output = output
        worker.placeOrderResult = .failure(CartTestError())

        await interactor.placeOrder(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.placeOrderResponse == nil)
        #expect(
            presenter.presentedPlaceOrder == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CartTestError())"),
            ]
        )
        #expect(output.handledOutputs == [])
    }

    @Test("a second placeOrder while one runs is refused; the next one after it runs")
    func placeOrderRunsOnceAtATime() async throws {
        worker.gate.holdsCalls = true
        let first = Task { await interactor.placeOrder(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.placeOrder(request: .fixture)
        let requestsWhileRunning = worker.placeOrderRequests
        #expect(requestsWhileRunning == [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        #expect(presenter.presentedPlaceOrder == [.running, .loaded(.fixture)])

        await interactor.placeOrder(request: .fixture)
        let requests = worker.placeOrderRequests
        #expect(requests == [.fixture, .fixture])
    }

    @Test("placeOrder is not cancelled with its caller: its answer is kept and presented, and orderPlaced sent")
    func placeOrderOutlivesItsCaller() async throws {
        let output = CartOutputSpy()
        interactor.output = output
        worker.gate.holdsCalls = true
        let call = Task { await interactor.placeOrder(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        #expect(worker.gate.callsCancelledWhileHeld == 0)
        #expect(interactor.placeOrderResponse == .fixture)
        #expect(presenter.presentedPlaceOrder == [.running, .loaded(.fixture)])
        #expect(
            output.handledOutputs == [
                .orderPlaced(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 178)))
            ]
        )
    }

    @Test("Checkout's output makes it load again what the screen shows")
    func hearingCheckoutLoadsAgain() async throws {
        worker.gate.holdsCalls = true

        interactor.handle(CheckoutOutput.paid(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 177))))

        // Each use case that runs on load reaches the worker again; a timeout fails the test.
        try await worker.gate.waitUntilHeld(1)
        worker.gate.releaseHeldCalls()
    }
}
