#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class OrderSummaryViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any OrderSummaryPresenting)?
        private let tasks = ReceiptsScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadSummarySection = ReceiptsSectionView(
            title: OrderSummaryStrings.LoadSummary.title,
            action: OrderSummaryStrings.LoadSummary.action,
            ids: OrderSummaryAccessibilityIDs.LoadSummary.self,
            fields: [(OrderSummaryStrings.LoadSummary.titleLabel, OrderSummaryAccessibilityIDs.LoadSummary.titleField)],
            loading: OrderSummaryStrings.loading,
            retry: OrderSummaryStrings.retry
        ) { [weak self] in
            self?.runLoadSummary()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use OrderSummaryBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = OrderSummaryStrings.title
            view.backgroundColor = .systemBackground
            ReceiptsScreenLayout.install(
                [loadSummarySection],
                in: view,
                id: OrderSummaryAccessibilityIDs.list,
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
    }

    extension OrderSummaryViewController: OrderSummaryView {
        public func displayLoadSummary(_ state: ReceiptsUseCaseState<OrderSummaryModels.LoadSummary.ViewModel>) {
            loadSummarySection.show(state) { viewModel in
                [viewModel.title]
            }
        }
    }

    extension OrderSummaryViewController: OrderSummaryModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: OrderSummaryInput) -> Bool {
            guard presenter?.update(input) == true else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension OrderSummaryViewController {
        typealias Call = @MainActor (any OrderSummaryPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
