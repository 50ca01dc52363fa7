#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class CartViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any CartBusinessLogic)?
        var router: (any CartRoutingLogic & CartDataPassing)?
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CartRoute, (any CartDataStore)?) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadCartSection = MarketSectionView(
            title: CartStrings.LoadCart.title,
            action: CartStrings.LoadCart.action,
            empty: CartStrings.LoadCart.empty,
            ids: CartAccessibilityIDs.LoadCart.self,
            fields: [
                (CartStrings.LoadCart.linesLabel, CartAccessibilityIDs.LoadCart.linesField),
                (CartStrings.LoadCart.totalLabel, CartAccessibilityIDs.LoadCart.totalField),
            ],
            loading: CartStrings.loading,
            retry: CartStrings.retry
        ) { [weak self] in
            self?.runLoadCart()
        }
        private lazy var placeOrderSection = MarketSectionView(
            title: CartStrings.PlaceOrder.title,
            action: CartStrings.PlaceOrder.action,
            ids: CartAccessibilityIDs.PlaceOrder.self,
            fields: [(CartStrings.PlaceOrder.orderIDLabel, CartAccessibilityIDs.PlaceOrder.orderIDField)],
            loading: CartStrings.loading,
            retry: CartStrings.retry
        ) { [weak self] in
            self?.runPlaceOrder()
        }
        private lazy var checkoutRouteButton = MarketScreenControls.button(
            CartStrings.Routes.checkout,
            id: CartAccessibilityIDs.Routes.checkout
        ) { [weak self] in
            self?.router?.routeToCheckout()
        }

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
                [loadCartSection, placeOrderSection, checkoutRouteButton],
                in: view,
                id: CartAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            checkoutRouteButton.isEnabled = false
            updateButtons()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(
                refreshControl,
                after: [start(key: "loadCart") { await $0.loadCart(request: CartModels.LoadCart.Request()) }]
            )
        }

        private func runLoadCart() {
            start(key: "loadCart") { await $0.loadCart(request: CartModels.LoadCart.Request()) }
        }

        private func runPlaceOrder() {
            start { await $0.placeOrder(request: CartModels.PlaceOrder.Request()) }
        }

        private func updateButtons() {
            placeOrderSection.button.isEnabled = !placeOrderSection.isRunning
        }
    }

    extension CartViewController: CartDisplayLogic {
        public func displayLoadCart(viewModel: MarketUseCaseState<CartModels.LoadCart.ViewModel>) {
            loadCartSection.show(viewModel) { viewModel in
                [viewModel.lines.joined(separator: "\n"), viewModel.total]
            }
        }

        public func displayPlaceOrder(viewModel: MarketUseCaseState<CartModels.PlaceOrder.ViewModel>) {
            placeOrderSection.show(viewModel) { viewModel in
                [viewModel.orderID]
            }
            // What it opens is in the last answer: there once loaded, gone once empty, failed or
            // forgotten (idle: the input changed); a reload keeps it.
            switch viewModel {
            case .loaded: checkoutRouteButton.isEnabled = true
            case .idle, .empty, .failed: checkoutRouteButton.isEnabled = false
            case .running: break
            }
            updateButtons()
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

    extension CartViewController {
        typealias Call = @MainActor (any CartBusinessLogic) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let interactor else { return nil }
            return tasks.start(key: key) { await call(interactor) }
        }
    }
#endif
