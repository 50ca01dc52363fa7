#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class ProductViewController: UIViewController {
        let viewModel: ProductViewModel
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (ProductRoute) -> UIViewController?
        private let tasks = ShopScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadProductSection = ShopSectionView(
            title: ProductStrings.LoadProduct.title,
            action: ProductStrings.LoadProduct.action,
            ids: ProductAccessibilityIDs.LoadProduct.self,
            fields: [(ProductStrings.LoadProduct.itemLabel, ProductAccessibilityIDs.LoadProduct.itemField)],
            loading: ProductStrings.loading,
            retry: ProductStrings.retry
        ) { [weak self] in
            self?.runLoadProduct()
        }
        private lazy var addToCartQuantityField = ShopScreenControls.textField(
            ProductStrings.AddToCart.quantityPlaceholder,
            id: ProductAccessibilityIDs.AddToCart.quantityArgument,
            keyboard: .numberPad,
            onChange: { [weak self] in self?.updateButtons() }
        )
        private lazy var addToCartSection = ShopSectionView(
            title: ProductStrings.AddToCart.title,
            action: ProductStrings.AddToCart.action,
            ids: ProductAccessibilityIDs.AddToCart.self,
            fields: [(ProductStrings.AddToCart.cartCountLabel, ProductAccessibilityIDs.AddToCart.cartCountField)],
            controls: [addToCartQuantityField],
            loading: ProductStrings.loading,
            retry: ProductStrings.retry
        ) { [weak self] in
            self?.runAddToCart()
        }

        init(viewModel: ProductViewModel, destination: @escaping @MainActor (ProductRoute) -> UIViewController?) {
            self.viewModel = viewModel
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use ProductBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = ProductStrings.title
            view.backgroundColor = .systemBackground
            ShopScreenLayout.install(
                [loadProductSection, addToCartSection],
                in: view,
                id: ProductAccessibilityIDs.list,
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
            tasks.endRefreshing(refreshControl, after: [start(key: "loadProduct") { await $0.loadProduct() }])
        }

        private func runLoadProduct() {
            start(key: "loadProduct") { await $0.loadProduct() }
        }

        /// Nil while a control lacks what `addToCart` needs.
        private var addToCartCall: Call? {
            guard let quantity = ShopScreenControls.number(addToCartQuantityField.text, { text in Int(text) }) else {
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

    extension ProductViewController {
        private func render(_ state: ProductState) {
            loadProductSection.show(state.loadProduct) { viewModel in
                [viewModel.item]
            }
            addToCartSection.show(state.addToCart) { viewModel in
                [viewModel.cartCount]
            }
            updateButtons()
        }
    }

    extension ProductViewController: ProductModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ProductInput) -> Bool {
            guard viewModel.update(input) else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension ProductViewController: ProductRouteHandling {
        public func handle(_ route: ProductRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension ProductViewController {
        typealias Call = @MainActor (ProductViewModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [viewModel] in await call(viewModel) }
        }
    }
#endif
