import Foundation
import Testing

@testable import Wishlist

@MainActor
@Suite("WishlistInteractor", .timeLimit(.minutes(1)))
struct WishlistInteractorTests {
    let presenter = WishlistPresentationSpy()
    let worker = WishlistWorkerStub()
    let interactor: WishlistInteractor

    init() {
        interactor = WishlistInteractor(input: .fixture, presenter: presenter, worker: worker)
    }

    @Test("loadWishlist asks the worker, keeps the answer and presents it")
    func loadWishlistPresentsTheAnswer() async {

        await interactor.loadWishlist(request: .fixture)

        let requests = worker.loadWishlistRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadWishlistResponse == .fixture)
        #expect(presenter.presentedLoadWishlist == [.running, .loaded(.fixture)])
    }

    @Test("loadWishlist presents the worker's failure and forgets the answer before it")
    func loadWishlistPresentsTheFailure() async {
        await interactor.loadWishlist(request: .fixture)
        worker.loadWishlistResult = .failure(WishlistTestError())

        await interactor.loadWishlist(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadWishlistResponse == nil)
        #expect(
            presenter.presentedLoadWishlist == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(WishlistTestError())"),
            ]
        )
    }

    @Test("an overtaken loadWishlist call presents nothing; a cancelled one is idle and keeps no answer")
    func loadWishlistShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadWishlist(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadWishlist(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadWishlistResponse == nil)
        #expect(presenter.presentedLoadWishlist == [.running, .running, .idle])
    }

    @Test("a use case reads the data store as it is when it runs, not the input it was built with")
    func useCaseReadsWhatTheDataStoreHoldsNow() async {
        await interactor.loadWishlist(request: .fixture)
        // As the scene that opened this one does, through `passDataTo…` or the router's `dataStore`:
        // after a first call, so a copy of the input taken then would show.
        let dataStore: any WishlistDataStore = interactor
        dataStore.highlightedProductID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 110))

        await interactor.loadWishlist(request: .fixture)

        let requests = worker.loadWishlistRequests
        #expect(
            requests == [
                .fixture,
                WishlistModels.LoadWishlist.WorkerRequest(
                    highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 110))
                ),
            ]
        )
    }
}
