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

    @Test("loadCart presents the worker's failure")
    func loadCartPresentsTheFailure() async {
        worker.setLoadCartResult(.failure(CartTestError()))

        await interactor.loadCart(request: .fixture)

        #expect(interactor.loadCartResponse == nil)
        #expect(presenter.presentedLoadCart == [.running, .failed(message: "\(CartTestError())")])
    }

    @Test("an overtaken loadCart call changes nothing: only the newest answer is shown")
    func loadCartShowsOnlyTheNewestAnswer() async throws {
        worker.holdCalls()
        let overtaken = Task { await interactor.loadCart(request: .fixture) }
        try await worker.waitUntilHeld(1)
        worker.stopHoldingCalls()

        await interactor.loadCart(request: .fixture)
        worker.setLoadCartResult(.failure(CartTestError()))
        worker.releaseHeldCalls()
        await overtaken.value

        #expect(interactor.loadCartResponse == .fixture)
        #expect(presenter.presentedLoadCart == [.running, .running, .loaded(.fixture)])
    }

    @Test("a cancelled loadCart is presented idle again, and its answer is not kept")
    func loadCartIsIdleOnceCancelled() async {
        worker.setLoadCartResult(.failure(CancellationError()))

        await interactor.loadCart(request: .fixture)

        #expect(interactor.loadCartResponse == nil)
        #expect(presenter.presentedLoadCart == [.running, .idle])
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
