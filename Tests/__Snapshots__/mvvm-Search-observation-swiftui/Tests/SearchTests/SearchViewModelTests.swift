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
        service.setLoadRecentResult(.failure(SearchTestError()))

        await viewModel.loadRecent()

        #expect(screen.states.map(\.loadRecent) == [.running, .failed(message: "Could not load recent.")])
    }

    @Test("loadRecent shows it has nothing to list when the answer has no queries")
    func loadRecentShowsEmpty() async {
        service.setLoadRecentResult(.success(SearchModels.LoadRecent.Response(queries: [])))

        await viewModel.loadRecent()

        #expect(screen.states.map(\.loadRecent) == [.running, .empty])
    }

    @Test("a cancelled loadRecent shows no outcome, whatever error the service ends with: it is idle again")
    func loadRecentIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadRecentResult(.failure(CancellationError()))
        await viewModel.loadRecent()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.loadRecent() }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.loadRecent) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken loadRecent call changes nothing: only the newest answer is shown")
    func loadRecentShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.loadRecent() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.loadRecent()
        service.setLoadRecentResult(.failure(SearchTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadRecent) == [
                .running,
                .loaded(SearchModels.LoadRecent.Content(queries: ["queries 2", "queries 52"])),
            ]
        )
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
        service.setFindArticlesResult(.failure(SearchTestError()))

        await viewModel.findArticles(query: "query 1")

        #expect(screen.states.map(\.findArticles) == [.running, .failed(message: "Could not find articles.")])
    }

    @Test("findArticles shows it has nothing to list when the answer has no titles")
    func findArticlesShowsEmpty() async {
        service.setFindArticlesResult(.success(SearchModels.FindArticles.Response(titles: [], total: 1_352)))

        await viewModel.findArticles(query: "query 1")

        #expect(screen.states.map(\.findArticles) == [.running, .empty])
    }

    @Test("a cancelled findArticles shows no outcome, whatever error the service ends with: it is idle again")
    func findArticlesIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setFindArticlesResult(.failure(CancellationError()))
        await viewModel.findArticles(query: "query 1")
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.findArticles(query: "query 1") }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.findArticles) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken findArticles call changes nothing: only the newest answer is shown")
    func findArticlesShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.findArticles(query: "query 1") }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.findArticles(query: "query 1")
        service.setFindArticlesResult(.failure(SearchTestError()))
        service.releaseHeldCalls()
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

    @Test("showArticle asks the screen to open the article route")
    func showArticleRoutes() {
        viewModel.showArticle()

        #expect(screen.handledRoutes == [.article])
    }
}
