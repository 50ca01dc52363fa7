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

    @Test("load presents the worker's failure and forgets the answer before it")
    func loadPresentsTheFailure() async {
        await interactor.load(request: .fixture)
        worker.loadResult = .failure(GreetingTestError())

        await interactor.load(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadResponse == nil)
        #expect(
            presenter.presentedLoad == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(GreetingTestError())"),
            ]
        )
    }

    @Test("an overtaken load call presents nothing; a cancelled one is idle and keeps no answer")
    func loadShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.load(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.load(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadResponse == nil)
        #expect(presenter.presentedLoad == [.running, .running, .idle])
    }
}
