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
        service.loadResult = .failure(SearchTestError())

        await viewModel.load()

        #expect(screen.states.map(\.load) == [.running, .failed(message: "Could not load.")])
    }

    @Test("an overtaken load call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.load() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await viewModel.load() }
        try await service.gate.waitUntilHeld(2)
        service.loadResult = .failure(SearchTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(service.gate.callsCancelledWhileHeld == 1)
        // The state changes once while both run, so the screen hears one `.running`.
        #expect(screen.states.map(\.load) == [.running, .idle])
    }
}
