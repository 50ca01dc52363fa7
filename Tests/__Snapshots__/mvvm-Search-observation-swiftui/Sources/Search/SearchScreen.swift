#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: it renders the view model's state and forwards what the user does.
    public struct SearchScreen: View {
        @State private var viewModel: SearchViewModel
        /// Owned here, because the view model holds its route handler weakly.
        @State private var routes: SearchRouteForwarder
        @State private var queries = SearchQueryTasks()
        @State private var findArticlesQuery = ""

        init(viewModel: SearchViewModel, routes: SearchRouteForwarder) {
            _viewModel = State(wrappedValue: viewModel)
            _routes = State(wrappedValue: routes)
        }

        private var state: SearchState { viewModel.state }

        public var body: some View {
            List {
                Section(SearchStrings.LoadRecent.title) {
                    SearchStatusView(state: state.loadRecent, empty: SearchStrings.LoadRecent.empty)
                        .accessibilityIdentifier(SearchAccessibilityIDs.LoadRecent.status)
                    if case .loaded(let content) = state.loadRecent {
                        LabeledContent(
                            SearchStrings.LoadRecent.queriesLabel,
                            value: content.queries.joined(separator: "\n")
                        )
                        .accessibilityIdentifier(SearchAccessibilityIDs.LoadRecent.queriesField)
                    }
                    Button(SearchStatusView.actionTitle(state.loadRecent, SearchStrings.LoadRecent.action)) {
                        queries.run("loadRecent") { [viewModel] in await viewModel.loadRecent() }
                    }
                    .accessibilityIdentifier(SearchAccessibilityIDs.LoadRecent.action)
                }
                .accessibilityIdentifier(SearchAccessibilityIDs.LoadRecent.section)
                Section(SearchStrings.FindArticles.title) {
                    SearchStatusView(state: state.findArticles, empty: SearchStrings.FindArticles.empty)
                        .accessibilityIdentifier(SearchAccessibilityIDs.FindArticles.status)
                    if case .loaded(let content) = state.findArticles {
                        LabeledContent(
                            SearchStrings.FindArticles.titlesLabel,
                            value: content.titles.joined(separator: "\n")
                        )
                        .accessibilityIdentifier(SearchAccessibilityIDs.FindArticles.titlesField)
                        LabeledContent(SearchStrings.FindArticles.totalTextLabel, value: content.totalText)
                            .accessibilityIdentifier(SearchAccessibilityIDs.FindArticles.totalTextField)
                    }
                    TextField(SearchStrings.FindArticles.queryPlaceholder, text: $findArticlesQuery)
                        .accessibilityIdentifier(SearchAccessibilityIDs.FindArticles.queryArgument)
                    Button(SearchStatusView.actionTitle(state.findArticles, SearchStrings.FindArticles.action)) {
                        if let call = findArticlesCall { queries.run("findArticles", call) }
                    }
                    .disabled(findArticlesCall == nil)
                    .accessibilityIdentifier(SearchAccessibilityIDs.FindArticles.action)
                }
                .accessibilityIdentifier(SearchAccessibilityIDs.FindArticles.section)
            }
            .accessibilityIdentifier(SearchAccessibilityIDs.list)
            .navigationTitle(SearchStrings.title)
            .task { [viewModel] in
                await viewModel.loadRecent()
            }
            .refreshable { [viewModel] in
                await viewModel.loadRecent()
            }
        }

        /// `findArticles` with what its controls hold, or nil while one is missing or does not parse
        /// (its button is disabled meanwhile).
        private var findArticlesCall: (@MainActor () async -> Void)? {
            let query = findArticlesQuery
            return { [viewModel] in await viewModel.findArticles(query: query) }
        }
    }

    /// A use case's running, empty and failed states, the same in every section.
    struct SearchStatusView<Value>: View {
        let state: SearchUseCaseState<Value>
        var empty: String?

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(SearchStrings.loading)
            case .empty: Text(empty ?? "")
            case .failed(let message): Text(message)
            }
        }

        static func actionTitle(_ state: SearchUseCaseState<Value>, _ action: String) -> String {
            if case .failed = state { return SearchStrings.retry }
            return action
        }
    }

    /// The queries the controls started: a newer tap replaces one; leaving for good cancels them.
    @MainActor
    final class SearchQueryTasks {
        private var tasks: [String: Task<Void, Never>] = [:]

        func run(_ useCase: String, _ call: @escaping @MainActor () async -> Void) {
            tasks[useCase]?.cancel()
            tasks[useCase] = Task { await call() }
        }

        deinit {
            for task in tasks.values { task.cancel() }
        }
    }

    @MainActor
    final class SearchRouteForwarder: SearchRouteHandling {
        private let onRoute: @MainActor (SearchRoute) -> Void

        init(onRoute: @escaping @MainActor (SearchRoute) -> Void) {
            self.onRoute = onRoute
        }

        func handle(_ route: SearchRoute) {
            onRoute(route)
        }
    }

    // Each shows the screen over the preview service in one of its states.
    #if DEBUG
        #Preview("Loaded") { previewScreen(.answers) }
        #Preview("Running") { previewScreen(.waits) }
        #Preview("Failed") { previewScreen(.fails) }

        @MainActor
        private func previewScreen(_ behaviour: SearchPreviewService.Behaviour) -> some View {
            SearchBuilder.makeScreen(service: SearchPreviewService(behaviour), onRoute: { _ in })
        }
    #endif
#endif
