import Testing

@testable import Search

@MainActor
@Suite("SearchViewModel", .timeLimit(.minutes(1)))
struct SearchViewModelTests {
    let service = SearchServiceStub()
    let screen = SearchScreenSpy()
    let viewModel: SearchViewModel

    init() {
        viewModel = SearchViewModel(service: service)
        screen.bind(to: viewModel)
    }

    @Test("load asks the model and shows it running, then its content")
    func loadShowsTheContent() async {
        await viewModel.load()

        let requests = service.loadRequests
        #expect(requests == [SearchModels.Load.Request()])
        #expect(screen.states.map(\.load) == [.running, .loaded(SearchModels.Load.Content())])
    }

    @Test("load shows its failure message when the model fails")
    func loadShowsFailure() async {
        service.setLoadResult(.failure(SearchTestError()))

        await viewModel.load()

        #expect(screen.states.map(\.load) == [.running, .failed(message: "Could not load.")])
    }

    @Test("a cancelled load shows no outcome, whatever error the service ends with: it is idle again")
    func loadIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadResult(.failure(CancellationError()))
        await viewModel.load()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.load() }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.load) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken load call changes nothing: only the newest answer is shown")
    func loadShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.load() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.load()
        service.setLoadResult(.failure(SearchTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(screen.states.map(\.load) == [.running, .loaded(SearchModels.Load.Content())])
    }
}
