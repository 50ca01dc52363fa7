#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class ProductDetailViewController: UIViewController {
        let viewModel: ProductDetailViewModel
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (ProductDetailRoute) -> UIViewController?
        private let tasks = MarketScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadProductSection = MarketSectionView(
            title: ProductDetailStrings.LoadProduct.title,
            action: ProductDetailStrings.LoadProduct.action,
            ids: ProductDetailAccessibilityIDs.LoadProduct.self,
            fields: [
                (ProductDetailStrings.LoadProduct.productLabel, ProductDetailAccessibilityIDs.LoadProduct.productField),
                (ProductDetailStrings.LoadProduct.sellerLabel, ProductDetailAccessibilityIDs.LoadProduct.sellerField),
            ],
            loading: ProductDetailStrings.loading,
            retry: ProductDetailStrings.retry
        ) { [weak self] in
            self?.runLoadProduct()
        }
        private lazy var addToCartQuantityField = MarketScreenControls.textField(
            ProductDetailStrings.AddToCart.quantityPlaceholder,
            id: ProductDetailAccessibilityIDs.AddToCart.quantityArgument,
            keyboard: .numberPad,
            onChange: { [weak self] in self?.updateButtons() }
        )
        private lazy var addToCartSection = MarketSectionView(
            title: ProductDetailStrings.AddToCart.title,
            action: ProductDetailStrings.AddToCart.action,
            ids: ProductDetailAccessibilityIDs.AddToCart.self,
            fields: [
                (ProductDetailStrings.AddToCart.cartCountLabel, ProductDetailAccessibilityIDs.AddToCart.cartCountField)
            ],
            controls: [addToCartQuantityField],
            loading: ProductDetailStrings.loading,
            retry: ProductDetailStrings.retry
        ) { [weak self] in
            self?.runAddToCart()
        }
        private lazy var sellerPageRouteButton = MarketScreenControls.button(
            ProductDetailStrings.Routes.sellerPage,
            id: ProductDetailAccessibilityIDs.Routes.sellerPage
        ) { [weak self] in
            self?.viewModel.showSellerPage()
        }

        init(
            viewModel: ProductDetailViewModel,
            destination: @escaping @MainActor (ProductDetailRoute) -> UIViewController?
        ) {
            self.viewModel = viewModel
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use ProductDetailBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = ProductDetailStrings.title
            view.backgroundColor = .systemBackground
            MarketScreenLayout.install(
                [loadProductSection, addToCartSection, sellerPageRouteButton],
                in: view,
                id: ProductDetailAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            sellerPageRouteButton.isEnabled = false
            // Weak: the screen owns the view model, which must not keep the screen alive.
            viewModel.onStateChange = { [weak self] state in self?.render(state) }
            render(viewModel.state)
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadProduct") { await $0.loadProduct() }])
        }

        private func runLoadProduct() {
            start(key: "loadProduct") { await $0.loadProduct() }
        }

        /// Nil while a control lacks what `addToCart` needs.
        private var addToCartCall: Call? {
            guard let quantity = MarketScreenControls.number(addToCartQuantityField.text, { text in Int(text) }) else {
                return nil
            }
            return { await $0.addToCart(quantity: quantity) }
        }

        private func runAddToCart() {
            if let call = addToCartCall { start(call) }
        }

        private func updateButtons() {
            addToCartSection.button.isEnabled = !addToCartSection.isRunning && addToCartCall != nil
        }
    }

    extension ProductDetailViewController {
        private func render(_ state: ProductDetailState) {
            loadProductSection.show(state.loadProduct) { viewModel in
                [viewModel.product, viewModel.seller]
            }
            // What it opens is in the last answer: there once loaded, gone once empty, failed or
            // forgotten (idle: the input changed); a reload keeps it.
            switch state.loadProduct {
            case .loaded: sellerPageRouteButton.isEnabled = true
            case .idle, .empty, .failed: sellerPageRouteButton.isEnabled = false
            case .running: break
            }
            addToCartSection.show(state.addToCart) { viewModel in
                [viewModel.cartCount]
            }
            updateButtons()
        }
    }

    extension ProductDetailViewController: ProductDetailModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ProductDetailInput) -> Bool {
            guard viewModel.update(input) else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension ProductDetailViewController: ProductDetailRouteHandling {
        public func handle(_ route: ProductDetailRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension ProductDetailViewController {
        typealias Call = @MainActor (ProductDetailViewModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [viewModel] in await call(viewModel) }
        }
    }
#endif
