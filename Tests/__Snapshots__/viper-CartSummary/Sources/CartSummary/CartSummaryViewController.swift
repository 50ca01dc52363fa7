#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class CartSummaryViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any CartSummaryPresenting)?
        private let tasks = CartSummaryScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSummarySection = CartSummarySectionView(
            title: CartSummaryStrings.LoadSummary.title,
            action: CartSummaryStrings.LoadSummary.action,
            empty: CartSummaryStrings.LoadSummary.empty,
            ids: CartSummaryAccessibilityIDs.LoadSummary.self,
            fields: [
                (CartSummaryStrings.LoadSummary.totalTextLabel, CartSummaryAccessibilityIDs.LoadSummary.totalTextField)
            ],
            loading: CartSummaryStrings.loading,
            retry: CartSummaryStrings.retry
        ) { [weak self] in
            self?.runLoadSummary()
        }
        private lazy var loadSavedSection = CartSummarySectionView(
            title: CartSummaryStrings.LoadSaved.title,
            action: CartSummaryStrings.LoadSaved.action,
            empty: CartSummaryStrings.LoadSaved.empty,
            ids: CartSummaryAccessibilityIDs.LoadSaved.self,
            fields: [(CartSummaryStrings.LoadSaved.titlesLabel, CartSummaryAccessibilityIDs.LoadSaved.titlesField)],
            loading: CartSummaryStrings.loading,
            retry: CartSummaryStrings.retry
        ) { [weak self] in
            self?.runLoadSaved()
        }
        private lazy var loadSuggestionsSection = CartSummarySectionView(
            title: CartSummaryStrings.LoadSuggestions.title,
            action: CartSummaryStrings.LoadSuggestions.action,
            empty: CartSummaryStrings.LoadSuggestions.empty,
            ids: CartSummaryAccessibilityIDs.LoadSuggestions.self,
            fields: [
                (CartSummaryStrings.LoadSuggestions.notesLabel, CartSummaryAccessibilityIDs.LoadSuggestions.notesField),
                (
                    CartSummaryStrings.LoadSuggestions.countTextLabel,
                    CartSummaryAccessibilityIDs.LoadSuggestions.countTextField
                ),
            ],
            loading: CartSummaryStrings.loading,
            retry: CartSummaryStrings.retry
        ) { [weak self] in
            self?.runLoadSuggestions()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use CartSummaryBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = CartSummaryStrings.title
            view.backgroundColor = .systemBackground
            CartSummaryScreenLayout.install(
                [loadSummarySection, loadSavedSection, loadSuggestionsSection],
                in: view,
                id: CartSummaryAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadSummary") { await $0.loadSummary() }])
        }

        private func runLoadSummary() {
            start(key: "loadSummary") { await $0.loadSummary() }
        }

        private func runLoadSaved() {
            start(key: "loadSaved") { await $0.loadSaved() }
        }

        private func runLoadSuggestions() {
            start(key: "loadSuggestions") { await $0.loadSuggestions() }
        }
    }

    extension CartSummaryViewController: CartSummaryView {
        public func displayLoadSummary(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel>) {
            loadSummarySection.show(state) { viewModel in
                [viewModel.totalText]
            }
        }

        public func displayLoadSaved(_ state: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel>) {
            loadSavedSection.show(state) { viewModel in
                [String(describing: viewModel.titles)]
            }
        }

        public func displayLoadSuggestions(
            _ state: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel>
        ) {
            loadSuggestionsSection.show(state) { viewModel in
                [viewModel.notes.joined(separator: "\n"), viewModel.countText]
            }
        }
    }

    extension CartSummaryViewController {
        typealias Call = @MainActor (any CartSummaryPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
