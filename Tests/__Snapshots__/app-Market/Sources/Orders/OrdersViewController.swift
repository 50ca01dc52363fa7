#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class OrdersViewController: UIViewController {
        let viewModel: OrdersViewModel
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (OrdersRoute) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadOrdersSection = MarketSectionView(
            title: OrdersStrings.LoadOrders.title,
            action: OrdersStrings.LoadOrders.action,
            empty: OrdersStrings.LoadOrders.empty,
            ids: OrdersAccessibilityIDs.LoadOrders.self,
            rows: (
                OrdersStrings.LoadOrders.totalsLabel,
                OrdersAccessibilityIDs.LoadOrders.totalsField,
                { [weak self] row in self?.viewModel.showOrderDetail(at: row) }
            ),
            loading: OrdersStrings.loading,
            retry: OrdersStrings.retry
        ) { [weak self] in
            self?.runLoadOrders()
        }

        init(viewModel: OrdersViewModel, destination: @escaping @MainActor (OrdersRoute) -> UIViewController?) {
            self.viewModel = viewModel
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use OrdersBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = OrdersStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadOrdersSection],
                in: view,
                id: OrdersAccessibilityIDs.list,
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
            tasks.endRefreshing(refreshControl, after: [start(key: "loadOrders") { await $0.loadOrders() }])
        }

        private func runLoadOrders() {
            start(key: "loadOrders") { await $0.loadOrders() }
        }
    }

    extension OrdersViewController {
        private func render(_ state: OrdersState) {
            loadOrdersSection.show(state.loadOrders)
            loadOrdersSection.showRows(state.loadOrders) { $0.totals }
        }
    }

    extension OrdersViewController: OrdersRouteHandling {
        public func handle(_ route: OrdersRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension OrdersViewController {
        typealias Call = @MainActor (OrdersViewModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [viewModel] in await call(viewModel) }
        }
    }
#endif
