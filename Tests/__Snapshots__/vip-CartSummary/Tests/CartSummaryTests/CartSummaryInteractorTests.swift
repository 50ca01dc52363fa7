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

    @Test("loadSummary presents the worker's failure")
    func loadSummaryPresentsTheFailure() async {
        worker.setLoadSummaryResult(.failure(CartSummaryTestError()))

        await interactor.loadSummary(request: .fixture)

        #expect(interactor.loadSummaryResponse == nil)
        #expect(presenter.presentedLoadSummary == [.running, .failed(message: "\(CartSummaryTestError())")])
    }

    @Test("an overtaken loadSummary call changes nothing: only the newest answer is shown")
    func loadSummaryShowsOnlyTheNewestAnswer() async throws {
        worker.holdCalls()
        let overtaken = Task { await interactor.loadSummary(request: .fixture) }
        try await worker.waitUntilHeld(1)
        worker.stopHoldingCalls()

        await interactor.loadSummary(request: .fixture)
        worker.setLoadSummaryResult(.failure(CartSummaryTestError()))
        worker.releaseHeldCalls()
        await overtaken.value

        #expect(interactor.loadSummaryResponse == .fixture)
        #expect(presenter.presentedLoadSummary == [.running, .running, .loaded(.fixture)])
    }

    @Test("a cancelled loadSummary is presented idle again, and its answer is not kept")
    func loadSummaryIsIdleOnceCancelled() async {
        worker.setLoadSummaryResult(.failure(CancellationError()))

        await interactor.loadSummary(request: .fixture)

        #expect(interactor.loadSummaryResponse == nil)
        #expect(presenter.presentedLoadSummary == [.running, .idle])
    }

    @Test("loadSaved asks the worker, keeps the answer and presents it")
    func loadSavedPresentsTheAnswer() async {

        await interactor.loadSaved(request: .fixture)

        let requests = worker.loadSavedRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadSavedResponse == .fixture)
        #expect(presenter.presentedLoadSaved == [.running, .loaded(.fixture)])
    }

    @Test("loadSaved presents the worker's failure")
    func loadSavedPresentsTheFailure() async {
        worker.setLoadSavedResult(.failure(CartSummaryTestError()))

        await interactor.loadSaved(request: .fixture)

        #expect(interactor.loadSavedResponse == nil)
        #expect(presenter.presentedLoadSaved == [.running, .failed(message: "\(CartSummaryTestError())")])
    }

    @Test("an overtaken loadSaved call changes nothing: only the newest answer is shown")
    func loadSavedShowsOnlyTheNewestAnswer() async throws {
        worker.holdCalls()
        let overtaken = Task { await interactor.loadSaved(request: .fixture) }
        try await worker.waitUntilHeld(1)
        worker.stopHoldingCalls()

        await interactor.loadSaved(request: .fixture)
        worker.setLoadSavedResult(.failure(CartSummaryTestError()))
        worker.releaseHeldCalls()
        await overtaken.value

        #expect(interactor.loadSavedResponse == .fixture)
        #expect(presenter.presentedLoadSaved == [.running, .running, .loaded(.fixture)])
    }

    @Test("a cancelled loadSaved is presented idle again, and its answer is not kept")
    func loadSavedIsIdleOnceCancelled() async {
        worker.setLoadSavedResult(.failure(CancellationError()))

        await interactor.loadSaved(request: .fixture)

        #expect(interactor.loadSavedResponse == nil)
        #expect(presenter.presentedLoadSaved == [.running, .idle])
    }

    @Test("loadSuggestions asks the worker, keeps the answer and presents it")
    func loadSuggestionsPresentsTheAnswer() async {

        await interactor.loadSuggestions(request: .fixture)

        let requests = worker.loadSuggestionsRequests
        #expect(requests == [.fixture])
        #expect(interactor.loadSuggestionsResponse == .fixture)
        #expect(presenter.presentedLoadSuggestions == [.running, .loaded(.fixture)])
    }

    @Test("loadSuggestions presents the worker's failure")
    func loadSuggestionsPresentsTheFailure() async {
        worker.setLoadSuggestionsResult(.failure(CartSummaryTestError()))

        await interactor.loadSuggestions(request: .fixture)

        #expect(interactor.loadSuggestionsResponse == nil)
        #expect(presenter.presentedLoadSuggestions == [.running, .failed(message: "\(CartSummaryTestError())")])
    }

    @Test("an overtaken loadSuggestions call changes nothing: only the newest answer is shown")
    func loadSuggestionsShowsOnlyTheNewestAnswer() async throws {
        worker.holdCalls()
        let overtaken = Task { await interactor.loadSuggestions(request: .fixture) }
        try await worker.waitUntilHeld(1)
        worker.stopHoldingCalls()

        await interactor.loadSuggestions(request: .fixture)
        worker.setLoadSuggestionsResult(.failure(CartSummaryTestError()))
        worker.releaseHeldCalls()
        await overtaken.value

        #expect(interactor.loadSuggestionsResponse == .fixture)
        #expect(presenter.presentedLoadSuggestions == [.running, .running, .loaded(.fixture)])
    }

    @Test("a cancelled loadSuggestions is presented idle again, and its answer is not kept")
    func loadSuggestionsIsIdleOnceCancelled() async {
        worker.setLoadSuggestionsResult(.failure(CancellationError()))

        await interactor.loadSuggestions(request: .fixture)

        #expect(interactor.loadSuggestionsResponse == nil)
        #expect(presenter.presentedLoadSuggestions == [.running, .idle])
    }
}
