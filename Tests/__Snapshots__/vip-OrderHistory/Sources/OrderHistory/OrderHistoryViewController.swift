#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class OrderHistoryViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any OrderHistoryBusinessLogic)?
        var router: (any OrderHistoryRoutingLogic & OrderHistoryDataPassing)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (OrderHistoryRoute, (any OrderHistoryDataStore)?) -> UIViewController?
        private let tasks = OrderHistoryScreenTasks()
        private lazy var loadOrdersSection = OrderHistorySectionView(
            title: OrderHistoryStrings.LoadOrders.title,
            action: OrderHistoryStrings.LoadOrders.action,
            ids: OrderHistoryAccessibilityIDs.LoadOrders.self,
            loading: OrderHistoryStrings.loading,
            retry: OrderHistoryStrings.retry
        ) { [weak self] in
            self?.runLoadOrders()
        }
        private lazy var cancelOrderSection = OrderHistorySectionView(
            title: OrderHistoryStrings.CancelOrder.title,
            action: OrderHistoryStrings.CancelOrder.action,
            ids: OrderHistoryAccessibilityIDs.CancelOrder.self,
            loading: OrderHistoryStrings.loading,
            retry: OrderHistoryStrings.retry
        ) { [weak self] in
            self?.runCancelOrder()
        }
        private lazy var orderDetailsRouteButton = OrderHistoryScreenControls.button(
            OrderHistoryStrings.Routes.orderDetails,
            id: OrderHistoryAccessibilityIDs.Routes.orderDetails
        ) { [weak self] in
            self?.router?.routeToOrderDetails()
        }

        init(destination: @escaping @MainActor (OrderHistoryRoute, (any OrderHistoryDataStore)?) -> UIViewController?) {
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use OrderHistoryBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = OrderHistoryStrings.title
            view.backgroundColor = .systemBackground
            OrderHistoryScreenLayout.install(
                [loadOrdersSection, cancelOrderSection, orderDetailsRouteButton],
                in: view,
                id: OrderHistoryAccessibilityIDs.list
            )
            updateButtons()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func runLoadOrders() {
            start(key: "loadOrders") { await $0.loadOrders(request: OrderHistoryModels.LoadOrders.Request()) }
        }

        private func runCancelOrder() {
            start { await $0.cancelOrder(request: OrderHistoryModels.CancelOrder.Request()) }
        }

        private func updateButtons() {
            cancelOrderSection.button.isEnabled = !cancelOrderSection.isRunning
        }
    }

    extension OrderHistoryViewController: OrderHistoryDisplayLogic {
        public func displayLoadOrders(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.LoadOrders.ViewModel>) {
            loadOrdersSection.show(viewModel)
        }

        public func displayCancelOrder(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.CancelOrder.ViewModel>) {
            cancelOrderSection.show(viewModel)
            updateButtons()
        }
    }

    extension OrderHistoryViewController: OrderHistoryRouteHandling {
        public func handle(_ route: OrderHistoryRoute, dataStore: (any OrderHistoryDataStore)?) {
            guard let next = destination(route, dataStore) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension OrderHistoryViewController {
        typealias Call = @MainActor (any OrderHistoryBusinessLogic) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let interactor else { return nil }
            return tasks.start(key: key) { await call(interactor) }
        }
    }
#endif
