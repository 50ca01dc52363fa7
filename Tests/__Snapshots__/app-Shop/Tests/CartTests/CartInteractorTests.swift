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
        interactor = CartInteractor(input: .fixture, presenter: presenter, worker: worker)
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

    @Test("a use case reads the data store as it is when it runs, not the input it was built with")
    func useCaseReadsWhatTheDataStoreHoldsNow() async {
        await interactor.loadCart(request: .fixture)
        // As the scene that opened this one does, through `passDataTo…` or the router's `dataStore`:
        // after a first call, so a copy of the input taken then would show.
        let dataStore: any CartDataStore = interactor
        dataStore.highlightedProductID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 110))

        await interactor.loadCart(request: .fixture)

        let requests = worker.loadCartRequests
        #expect(
            requests == [
                .fixture,
                CartModels.LoadCart.WorkerRequest(
                    highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 110))
                ),
            ]
        )
    }
}
