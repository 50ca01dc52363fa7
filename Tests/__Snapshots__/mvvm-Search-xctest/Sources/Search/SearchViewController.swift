#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class SearchViewController: UIViewController {
        let viewModel: SearchViewModel
        private let tasks = SearchScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSection = SearchSectionView(
            title: SearchStrings.Load.title,
            action: SearchStrings.Load.action,
            ids: SearchAccessibilityIDs.Load.self,
            loading: SearchStrings.loading,
            retry: SearchStrings.retry
        ) { [weak self] in
            self?.runLoad()
        }

        init(viewModel: SearchViewModel) {
            self.viewModel = viewModel
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
                [loadSection],
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
            tasks.endRefreshing(refreshControl, after: [start(key: "load") { await $0.load() }])
        }

        private func runLoad() {
            start(key: "load") { await $0.load() }
        }
    }

    extension SearchViewController {
        private func render(_ state: SearchState) {
            loadSection.show(state.load)
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
