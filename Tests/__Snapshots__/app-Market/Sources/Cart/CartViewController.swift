#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class CartViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any CartBusinessLogic)?
        var router: (any CartRoutingLogic & CartDataPassing)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CartRoute, (any CartDataStore)?) -> UIViewController?
        private let refreshControl = UIRefreshControl()
        private let loadCartSection = MarketSection(
            title: CartStrings.LoadCart.title,
            action: CartStrings.LoadCart.action,
            ids: MarketSection.IDs(
                section: CartAccessibilityIDs.LoadCart.section,
                status: CartAccessibilityIDs.LoadCart.status,
                spinner: CartAccessibilityIDs.LoadCart.spinner,
                action: CartAccessibilityIDs.LoadCart.action
            ),
            fields: [
                (CartStrings.LoadCart.linesLabel, CartAccessibilityIDs.LoadCart.linesField),
                (CartStrings.LoadCart.totalLabel, CartAccessibilityIDs.LoadCart.totalField),
            ],
            loading: CartStrings.loading,
            retry: CartStrings.retry
        )
        private let placeOrderSection = MarketSection(
            title: CartStrings.PlaceOrder.title,
            action: CartStrings.PlaceOrder.action,
            ids: MarketSection.IDs(
                section: CartAccessibilityIDs.PlaceOrder.section,
                status: CartAccessibilityIDs.PlaceOrder.status,
                spinner: CartAccessibilityIDs.PlaceOrder.spinner,
                action: CartAccessibilityIDs.PlaceOrder.action
            ),
            fields: [(CartStrings.PlaceOrder.orderIDLabel, CartAccessibilityIDs.PlaceOrder.orderIDField)],
            loading: CartStrings.loading,
            retry: CartStrings.retry
        )
        private let tasks = MarketScreenTasks()

        init(destination: @escaping @MainActor (CartRoute, (any CartDataStore)?) -> UIViewController?) {
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use CartBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = CartStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadCartSection.view, placeOrderSection.view],
                in: view,
                id: CartAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadCartSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadCart() },
                for: .primaryActionTriggered
            )
            placeOrderSection.button.addAction(
                UIAction { [weak self] _ in self?.runPlaceOrder() },
                for: .primaryActionTriggered
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            runLoadCart()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.start { [weak self, interactor] in
                if let request = self?.loadCartRequest {
                    await interactor?.loadCart(request: request)
                }
                self?.refreshControl.endRefreshing()
            }
        }

        /// What the controls ask `loadCart` for; `nil` while one of them holds no valid value.
        private var loadCartRequest: CartModels.LoadCart.Request? {
            return CartModels.LoadCart.Request()
        }

        private func runLoadCart() {
            guard let request = loadCartRequest else { return }
            tasks.start { [interactor] in await interactor?.loadCart(request: request) }
        }

        /// What the controls ask `placeOrder` for; `nil` while one of them holds no valid value.
        private var placeOrderRequest: CartModels.PlaceOrder.Request? {
            return CartModels.PlaceOrder.Request()
        }

        private func runPlaceOrder() {
            guard let request = placeOrderRequest else { return }
            tasks.start { [interactor] in await interactor?.placeOrder(request: request) }
        }
    }

    extension CartViewController: CartDisplayLogic {
        public func displayLoadCart(viewModel: MarketUseCaseState<CartModels.LoadCart.ViewModel>) {
            loadCartSection.show(viewModel, empty: CartStrings.LoadCart.empty) { viewModel in
                [viewModel.lines.joined(separator: "\n"), viewModel.total]
            }
        }

        public func displayPlaceOrder(viewModel: MarketUseCaseState<CartModels.PlaceOrder.ViewModel>) {
            placeOrderSection.show(viewModel) { viewModel in
                [viewModel.orderID]
            }
        }
    }

    extension CartViewController: CartRouteHandling {
        public func handle(_ route: CartRoute, dataStore: (any CartDataStore)?) {
            guard let next = destination(route, dataStore) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }
#endif
