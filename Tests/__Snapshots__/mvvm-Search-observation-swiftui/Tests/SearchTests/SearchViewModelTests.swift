import Testing

@testable import Search

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = SearchFormatting.fixture

@MainActor
@Suite("SearchViewModel", .timeLimit(.minutes(1)))
struct SearchViewModelTests {
    let service = SearchServiceStub()
    let screen = SearchScreenSpy()
    let viewModel: SearchViewModel

    init() {
        viewModel = SearchViewModel(service: service, formatting: formatting)
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
    }

    @Test("loadRecent asks the model and shows it running, then its content")
    func loadRecentShowsTheContent() async {
        await viewModel.loadRecent()

        let requests = service.loadRecentRequests
        #expect(requests == [SearchModels.LoadRecent.Request()])
        #expect(
            screen.states.map(\.loadRecent) == [
                .running,
                .loaded(SearchModels.LoadRecent.Content(queries: ["queries 2", "queries 52"])),
            ]
        )
    }

    @Test("loadRecent shows its failure message when the model fails")
    func loadRecentShowsFailure() async {
        service.loadRecentResult = .failure(SearchTestError())

        await viewModel.loadRecent()

        #expect(screen.states.map(\.loadRecent) == [.running, .failed(message: "Could not load recent.")])
    }

    @Test("loadRecent shows it has nothing to list when the answer has no queries")
    func loadRecentShowsEmpty() async {
        service.loadRecentResult = .success(SearchModels.LoadRecent.Response(queries: []))

        await viewModel.loadRecent()

        #expect(screen.states.map(\.loadRecent) == [.running, .empty])
    }

    @Test("an overtaken loadRecent call changes nothing, however late it ends: the newest answer stays")
    func loadRecentShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadRecent() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadRecent()
        service.loadRecentResult = .failure(SearchTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadRecent) == [
                .running,
                .loaded(SearchModels.LoadRecent.Content(queries: ["queries 2", "queries 52"])),
            ]
        )
    }

    @Test("a cancelled loadRecent cancels the service's call, shows no outcome and ends the spinner")
    func loadRecentEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadRecent() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadRecent) == [.running, .idle])
    }

    @Test("findArticles asks the model and shows it running, then its content")
    func findArticlesShowsTheContent() async {
        await viewModel.findArticles(query: "query 1")

        let requests = service.findArticlesRequests
        #expect(requests == [SearchModels.FindArticles.Request(query: "query 1")])
        #expect(
            screen.states.map(\.findArticles) == [
                .running,
                .loaded(
                    SearchModels.FindArticles.Content(
                        titles: ["titles 2", "titles 52"],
                        totalText: formatting.number(1_352)
                    )
                ),
            ]
        )
    }

    @Test("findArticles shows its failure message when the model fails")
    func findArticlesShowsFailure() async {
        service.findArticlesResult = .failure(SearchTestError())

        await viewModel.findArticles(query: "query 1")

        #expect(screen.states.map(\.findArticles) == [.running, .failed(message: "Could not find articles.")])
    }

    @Test("findArticles shows it has nothing to list when the answer has no titles")
    func findArticlesShowsEmpty() async {
        service.findArticlesResult = .success(SearchModels.FindArticles.Response(titles: [], total: 1_352))

        await viewModel.findArticles(query: "query 1")

        #expect(screen.states.map(\.findArticles) == [.running, .empty])
    }

    @Test("an overtaken findArticles call changes nothing, however late it ends: the newest answer stays")
    func findArticlesShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.findArticles(query: "query 1") }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.findArticles(query: "query 1")
        service.findArticlesResult = .failure(SearchTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.findArticles) == [
                .running,
                .loaded(
                    SearchModels.FindArticles.Content(
                        titles: ["titles 2", "titles 52"],
                        totalText: formatting.number(1_352)
                    )
                ),
            ]
        )
    }

    @Test("a cancelled findArticles cancels the service's call, shows no outcome and ends the spinner")
    func findArticlesEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.findArticles(query: "query 1") }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.findArticles) == [.running, .idle])
    }

    @Test("showArticle asks the screen to open the article route")
    func showArticleRoutes() {
        viewModel.showArticle()

        #expect(screen.handledRoutes == [.article])
    }
}
