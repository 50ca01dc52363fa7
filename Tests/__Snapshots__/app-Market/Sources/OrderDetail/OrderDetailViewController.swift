#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class OrderDetailViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any OrderDetailPresenting)?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadOrderSection = MarketSectionView(
            title: OrderDetailStrings.LoadOrder.title,
            action: OrderDetailStrings.LoadOrder.action,
            ids: OrderDetailAccessibilityIDs.LoadOrder.self,
            fields: [
                (OrderDetailStrings.LoadOrder.placedTextLabel, OrderDetailAccessibilityIDs.LoadOrder.placedTextField),
                (OrderDetailStrings.LoadOrder.totalTextLabel, OrderDetailAccessibilityIDs.LoadOrder.totalTextField),
            ],
            loading: OrderDetailStrings.loading,
            retry: OrderDetailStrings.retry
        ) { [weak self] in
            self?.runLoadOrder()
        }
        private lazy var cancelOrderSection = MarketSectionView(
            title: OrderDetailStrings.CancelOrder.title,
            action: OrderDetailStrings.CancelOrder.action,
            ids: OrderDetailAccessibilityIDs.CancelOrder.self,
            fields: [
                (OrderDetailStrings.CancelOrder.cancelledLabel, OrderDetailAccessibilityIDs.CancelOrder.cancelledField)
            ],
            loading: OrderDetailStrings.loading,
            retry: OrderDetailStrings.retry
        ) { [weak self] in
            self?.runCancelOrder()
        }

        init() {
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use OrderDetailBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = OrderDetailStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadOrderSection, cancelOrderSection],
                in: view,
                id: OrderDetailAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            updateButtons()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadOrder") { await $0.loadOrder() }])
        }

        private func runLoadOrder() {
            start(key: "loadOrder") { await $0.loadOrder() }
        }

        private func runCancelOrder() {
            start { await $0.cancelOrder() }
        }

        private func updateButtons() {
            cancelOrderSection.button.isEnabled = !cancelOrderSection.isRunning
        }
    }

    extension OrderDetailViewController: OrderDetailView {
        public func displayLoadOrder(_ state: MarketUseCaseState<OrderDetailModels.LoadOrder.ViewModel>) {
            loadOrderSection.show(state) { viewModel in
                [viewModel.placedText, viewModel.totalText]
            }
        }

        public func displayCancelOrder(_ state: MarketUseCaseState<OrderDetailModels.CancelOrder.ViewModel>) {
            cancelOrderSection.show(state) { viewModel in
                [OrderDetailStrings.yesOrNo(viewModel.cancelled)]
            }
            updateButtons()
        }
    }

    extension OrderDetailViewController: OrderDetailModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: OrderDetailInput) -> Bool {
            guard presenter?.update(input) == true else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension OrderDetailViewController {
        typealias Call = @MainActor (any OrderDetailPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
