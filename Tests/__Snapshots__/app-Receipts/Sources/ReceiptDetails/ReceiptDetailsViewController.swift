#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class ReceiptDetailsViewController: UIViewController {
        let viewModel: ReceiptDetailsViewModel
        private let tasks = ReceiptsScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadDetailsSection = ReceiptsSectionView(
            title: ReceiptDetailsStrings.LoadDetails.title,
            action: ReceiptDetailsStrings.LoadDetails.action,
            ids: ReceiptDetailsAccessibilityIDs.LoadDetails.self,
            fields: [
                (ReceiptDetailsStrings.LoadDetails.titleLabel, ReceiptDetailsAccessibilityIDs.LoadDetails.titleField)
            ],
            loading: ReceiptDetailsStrings.loading,
            retry: ReceiptDetailsStrings.retry
        ) { [weak self] in
            self?.runLoadDetails()
        }

        init(viewModel: ReceiptDetailsViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use ReceiptDetailsBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = ReceiptDetailsStrings.title
            view.backgroundColor = .systemBackground
            ReceiptsScreenLayout.install(
                [loadDetailsSection],
                in: view,
                id: ReceiptDetailsAccessibilityIDs.list,
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
            tasks.endRefreshing(refreshControl, after: [start(key: "loadDetails") { await $0.loadDetails() }])
        }

        private func runLoadDetails() {
            start(key: "loadDetails") { await $0.loadDetails() }
        }
    }

    extension ReceiptDetailsViewController {
        private func render(_ state: ReceiptDetailsState) {
            loadDetailsSection.show(state.loadDetails) { viewModel in
                [viewModel.title]
            }
        }
    }

    extension ReceiptDetailsViewController: ReceiptDetailsModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ReceiptDetailsInput) -> Bool {
            guard viewModel.update(input) else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension ReceiptDetailsViewController {
        typealias Call = @MainActor (ReceiptDetailsViewModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [viewModel] in await call(viewModel) }
        }
    }
#endif
