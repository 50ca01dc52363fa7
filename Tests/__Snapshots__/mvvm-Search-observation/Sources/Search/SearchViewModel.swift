import Observation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@Observable
@MainActor
public final class SearchViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = SearchState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    @ObservationIgnored
    public var onStateChange: (@MainActor (SearchState) -> Void)?
    /// Weak: the screen handles routes and owns the view model.
    @ObservationIgnored
    public weak var routeHandler: (any SearchRouteHandling)?
    let service: any SearchService
    /// How numbers, amounts and dates read: the user's settings, or others given (tests pin them).
    @ObservationIgnored
    let formatting: SearchFormatting
    private let loadRecentCalls = SearchQueryCalls()
    private let findArticlesCalls = SearchQueryCalls()

    public convenience init(service: any SearchService) {
        self.init(service: service, formatting: SearchFormatting())
    }

    init(service: any SearchService, formatting: SearchFormatting) {
        self.service = service
        self.formatting = formatting
    }

    public func loadRecent() async {
        let request = SearchModels.LoadRecent.Request()
        let outcome = await loadRecentCalls.run { [service] in
            try await service.loadRecent(request)
        } onStart: {
            state.loadRecent = .running
        } onCancel: {
            state.loadRecent = .idle
        }
        guard let outcome else { return }
        state.loadRecent = SearchUseCaseState(
            outcome,
            viewModel: Self.loadRecentContent(from:),
            isEmpty: { $0.queries.isEmpty },
            failureMessage: Self.loadRecentFailureMessage(for:)
        )
    }

    public func findArticles(query: String) async {
        let request = SearchModels.FindArticles.Request(query: query)
        let outcome = await findArticlesCalls.run { [service] in
            try await service.findArticles(request)
        } onStart: {
            state.findArticles = .running
        } onCancel: {
            state.findArticles = .idle
        }
        guard let outcome else { return }
        state.findArticles = SearchUseCaseState(
            outcome,
            viewModel: { Self.findArticlesContent(from: $0, formatting: formatting) },
            isEmpty: { $0.titles.isEmpty },
            failureMessage: Self.findArticlesFailureMessage(for:)
        )
    }

    public func showArticle() {
        routeHandler?.handle(.article)
    }
}

extension SearchViewModel {
    static func loadRecentContent(from response: SearchModels.LoadRecent.Response) -> SearchModels.LoadRecent.Content {
        SearchModels.LoadRecent.Content(queries: response.queries)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadRecentFailureMessage(for error: any Error) -> String {
        SearchStrings.LoadRecent.failure
    }

    static func findArticlesContent(
        from response: SearchModels.FindArticles.Response,
        formatting: SearchFormatting
    ) -> SearchModels.FindArticles.Content {
        SearchModels.FindArticles.Content(titles: response.titles, totalText: formatting.number(response.total))
    }

    /// Map the errors your service throws to messages of their own here.
    static func findArticlesFailureMessage(for error: any Error) -> String {
        SearchStrings.FindArticles.failure
    }
}
