#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class OrderHistoryViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any OrderHistoryBusinessLogic)?
        var router: (any OrderHistoryRoutingLogic & OrderHistoryDataPassing)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (OrderHistoryRoute, (any OrderHistoryDataStore)?) -> UIViewController?
        private let loadOrdersSection = OrderHistorySection(
            title: OrderHistoryStrings.LoadOrders.title,
            action: OrderHistoryStrings.LoadOrders.action,
            ids: OrderHistorySection.IDs(
                section: OrderHistoryAccessibilityIDs.LoadOrders.section,
                status: OrderHistoryAccessibilityIDs.LoadOrders.status,
                spinner: OrderHistoryAccessibilityIDs.LoadOrders.spinner,
                action: OrderHistoryAccessibilityIDs.LoadOrders.action
            ),
            fields: []
        )
        private let cancelOrderSection = OrderHistorySection(
            title: OrderHistoryStrings.CancelOrder.title,
            action: OrderHistoryStrings.CancelOrder.action,
            ids: OrderHistorySection.IDs(
                section: OrderHistoryAccessibilityIDs.CancelOrder.section,
                status: OrderHistoryAccessibilityIDs.CancelOrder.status,
                spinner: OrderHistoryAccessibilityIDs.CancelOrder.spinner,
                action: OrderHistoryAccessibilityIDs.CancelOrder.action
            ),
            fields: []
        )
        private let tasks = OrderHistoryScreenTasks()

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
                [loadOrdersSection.view, cancelOrderSection.view],
                in: view,
                id: OrderHistoryAccessibilityIDs.list
            )
            loadOrdersSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadOrders() },
                for: .primaryActionTriggered
            )
            cancelOrderSection.button.addAction(
                UIAction { [weak self] _ in self?.runCancelOrder() },
                for: .primaryActionTriggered
            )
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        /// What the controls ask `loadOrders` for; `nil` while one of them holds no valid value.
        private var loadOrdersRequest: OrderHistoryModels.LoadOrders.Request? {
            return OrderHistoryModels.LoadOrders.Request()
        }

        private func runLoadOrders() {
            guard let request = loadOrdersRequest else { return }
            tasks.start { [interactor] in await interactor?.loadOrders(request: request) }
        }

        /// What the controls ask `cancelOrder` for; `nil` while one of them holds no valid value.
        private var cancelOrderRequest: OrderHistoryModels.CancelOrder.Request? {
            return OrderHistoryModels.CancelOrder.Request()
        }

        private func runCancelOrder() {
            guard let request = cancelOrderRequest else { return }
            tasks.start { [interactor] in await interactor?.cancelOrder(request: request) }
        }
    }

    extension OrderHistoryViewController: OrderHistoryDisplayLogic {
        public func displayLoadOrders(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.LoadOrders.ViewModel>) {
            loadOrdersSection.show(viewModel) { _ in [] }
        }

        public func displayCancelOrder(viewModel: OrderHistoryUseCaseState<OrderHistoryModels.CancelOrder.ViewModel>) {
            cancelOrderSection.show(viewModel) { _ in [] }
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
#endif
