#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class SearchViewController: UIViewController {
        let viewModel: SearchViewModel
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (SearchRoute) -> UIViewController?
        private let tasks = SearchScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadRecentSection = SearchSectionView(
            title: SearchStrings.LoadRecent.title,
            action: SearchStrings.LoadRecent.action,
            empty: SearchStrings.LoadRecent.empty,
            ids: SearchAccessibilityIDs.LoadRecent.self,
            fields: [(SearchStrings.LoadRecent.queriesLabel, SearchAccessibilityIDs.LoadRecent.queriesField)],
            loading: SearchStrings.loading,
            retry: SearchStrings.retry
        ) { [weak self] in
            self?.runLoadRecent()
        }
        private lazy var findArticlesQueryField = SearchScreenControls.textField(
            SearchStrings.FindArticles.queryPlaceholder,
            id: SearchAccessibilityIDs.FindArticles.queryArgument
        )
        private lazy var findArticlesSection = SearchSectionView(
            title: SearchStrings.FindArticles.title,
            action: SearchStrings.FindArticles.action,
            empty: SearchStrings.FindArticles.empty,
            ids: SearchAccessibilityIDs.FindArticles.self,
            fields: [
                (SearchStrings.FindArticles.titlesLabel, SearchAccessibilityIDs.FindArticles.titlesField),
                (SearchStrings.FindArticles.totalTextLabel, SearchAccessibilityIDs.FindArticles.totalTextField),
            ],
            controls: [findArticlesQueryField],
            loading: SearchStrings.loading,
            retry: SearchStrings.retry
        ) { [weak self] in
            self?.runFindArticles()
        }
        private lazy var articleRouteButton = SearchScreenControls.button(
            SearchStrings.Routes.article,
            id: SearchAccessibilityIDs.Routes.article
        ) { [weak self] in
            self?.viewModel.showArticle()
        }

        init(viewModel: SearchViewModel, destination: @escaping @MainActor (SearchRoute) -> UIViewController?) {
            self.viewModel = viewModel
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use SearchBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = SearchStrings.title
            view.backgroundColor = .systemBackground
            SearchScreenLayout.install(
                [loadRecentSection, findArticlesSection, articleRouteButton],
                in: view,
                id: SearchAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            // Weak: the screen owns the view model, which must not keep the screen alive.
            viewModel.onStateChange = { [weak self] state in self?.render(state) }
            render(viewModel.state)
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadRecent") { await $0.loadRecent() }])
        }

        private func runLoadRecent() {
            start(key: "loadRecent") { await $0.loadRecent() }
        }

        private func runFindArticles() {
            let query = findArticlesQueryField.text ?? ""
            self.start(key: "findArticles") { await $0.findArticles(query: query) }
        }
    }

    extension SearchViewController {
        private func render(_ state: SearchState) {
            loadRecentSection.show(state.loadRecent) { viewModel in
                [viewModel.queries.joined(separator: "\n")]
            }
            findArticlesSection.show(state.findArticles) { viewModel in
                [viewModel.titles.joined(separator: "\n"), viewModel.totalText]
            }
        }
    }

    extension SearchViewController: SearchRouteHandling {
        public func handle(_ route: SearchRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension SearchViewController {
        typealias Call = @MainActor (SearchViewModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [viewModel] in await call(viewModel) }
        }
    }
#endif
