import Foundation
import Testing

@testable import CartSummary

@MainActor
@Suite("CartSummaryInteractor", .timeLimit(.minutes(1)))
struct CartSummaryInteractorTests {
    let presenter = CartSummaryPresentationSpy()
    let worker = CartSummaryWorkerStub()
    let interactor: CartSummaryInteractor

    init() {
        interactor = CartSummaryInteractor(presenter: presenter, worker: worker)
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
        worker.loadSummaryResult = .failure(CartSummaryTestError())

        await interactor.loadSummary(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadSummaryResponse == nil)
        #expect(
            presenter.presentedLoadSummary == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CartSummaryTestError())"),
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

    @Test("loadSaved asks the worker, keeps the answer and presents it")
    func loadSavedPresentsTheAnswer() async {

        await interactor.loadSaved(request: .fixture)

        let requests = worker.loadSavedRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadSavedResponse == .fixture)
        #expect(presenter.presentedLoadSaved == [.running, .loaded(.fixture)])
    }

    @Test("loadSaved presents the worker's failure and forgets the answer before it")
    func loadSavedPresentsTheFailure() async {
        await interactor.loadSaved(request: .fixture)
        worker.loadSavedResult = .failure(CartSummaryTestError())

        await interactor.loadSaved(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadSavedResponse == nil)
        #expect(
            presenter.presentedLoadSaved == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CartSummaryTestError())"),
            ]
        )
    }

    @Test("an overtaken loadSaved call presents nothing; a cancelled one is idle and keeps no answer")
    func loadSavedShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadSaved(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadSaved(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadSavedResponse == nil)
        #expect(presenter.presentedLoadSaved == [.running, .running, .idle])
    }

    @Test("loadSuggestions asks the worker, keeps the answer and presents it")
    func loadSuggestionsPresentsTheAnswer() async {

        await interactor.loadSuggestions(request: .fixture)

        let requests = worker.loadSuggestionsRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadSuggestionsResponse == .fixture)
        #expect(presenter.presentedLoadSuggestions == [.running, .loaded(.fixture)])
    }

    @Test("loadSuggestions presents the worker's failure and forgets the answer before it")
    func loadSuggestionsPresentsTheFailure() async {
        await interactor.loadSuggestions(request: .fixture)
        worker.loadSuggestionsResult = .failure(CartSummaryTestError())

        await interactor.loadSuggestions(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        #expect(interactor.loadSuggestionsResponse == nil)
        #expect(
            presenter.presentedLoadSuggestions == [
                .running,
                .loaded(.fixture),
                .running,
                .failed(message: "\(CartSummaryTestError())"),
            ]
        )
    }

    @Test("an overtaken loadSuggestions call presents nothing; a cancelled one is idle and keeps no answer")
    func loadSuggestionsShowsOnlyTheNewestAnswer() async throws {
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadSuggestions(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadSuggestions(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(worker.gate.callsCancelledWhileHeld == 1)
        #expect(interactor.loadSuggestionsResponse == nil)
        #expect(presenter.presentedLoadSuggestions == [.running, .running, .idle])
    }
}
