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
        private let tasks = ShopScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadCartSection = ShopSectionView(
            title: CartStrings.LoadCart.title,
            action: CartStrings.LoadCart.action,
            empty: CartStrings.LoadCart.empty,
            ids: CartAccessibilityIDs.LoadCart.self,
            fields: [(CartStrings.LoadCart.itemsLabel, CartAccessibilityIDs.LoadCart.itemsField)],
            loading: CartStrings.loading,
            retry: CartStrings.retry
        ) { [weak self] in
            self?.runLoadCart()
        }
        private lazy var checkoutRouteButton = ShopScreenControls.button(
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
            ShopScreenLayout.install(
                [loadCartSection, checkoutRouteButton],
                in: view,
                id: CartAccessibilityIDs.list,
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
            tasks.endRefreshing(
                refreshControl,
                after: [start(key: "loadCart") { await $0.loadCart(request: CartModels.LoadCart.Request()) }]
            )
        }

        private func runLoadCart() {
            start(key: "loadCart") { await $0.loadCart(request: CartModels.LoadCart.Request()) }
        }
    }

    extension CartViewController: CartDisplayLogic {
        public func displayLoadCart(viewModel: ShopUseCaseState<CartModels.LoadCart.ViewModel>) {
            loadCartSection.show(viewModel) { viewModel in
                [viewModel.items.joined(separator: "\n")]
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
