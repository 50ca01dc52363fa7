import Testing

@testable import Greeting

@MainActor
@Suite("GreetingInteractor", .timeLimit(.minutes(1)))
struct GreetingInteractorTests {
    let presenter = GreetingPresentationSpy()
    let worker = GreetingWorkerStub()
    let interactor: GreetingInteractor

    init() {
        interactor = GreetingInteractor(presenter: presenter, worker: worker)
    }

    @Test("load asks the worker, keeps the answer and presents it")
    func loadPresentsTheAnswer() async {

        await interactor.load(request: .fixture)

        let requests = worker.loadRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadResponse == .fixture)
        #expect(presenter.presentedLoad == [.running, .loaded(.fixture)])
    }

    @Test("load presents the worker's failure")
    func loadPresentsTheFailure() async {
        worker.setLoadResult(.failure(GreetingTestError()))

        await interactor.load(request: .fixture)

        #expect(interactor.loadResponse == nil)
        #expect(presenter.presentedLoad == [.running, .failed(message: "\(GreetingTestError())")])
    }

    @Test("an overtaken load call changes nothing: only the newest answer is shown")
    func loadShowsOnlyTheNewestAnswer() async throws {
        worker.holdCalls()
        let overtaken = Task { await interactor.load(request: .fixture) }
        try await worker.waitUntilHeld(1)
        worker.stopHoldingCalls()

        await interactor.load(request: .fixture)
        worker.setLoadResult(.failure(GreetingTestError()))
        worker.releaseHeldCalls()
        await overtaken.value

        #expect(interactor.loadResponse == .fixture)
        #expect(presenter.presentedLoad == [.running, .running, .loaded(.fixture)])
    }

    @Test("a cancelled load is presented idle again, and its answer is not kept")
    func loadIsIdleOnceCancelled() async {
        worker.setLoadResult(.failure(CancellationError()))

        await interactor.load(request: .fixture)

        #expect(interactor.loadResponse == nil)
        #expect(presenter.presentedLoad == [.running, .idle])
    }
}
