#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class ProductDetailViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any ProductDetailPresenting)?
        private let tasks = ProductDetailScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadProductSection = ProductDetailSectionView(
            title: ProductDetailStrings.LoadProduct.title,
            action: ProductDetailStrings.LoadProduct.action,
            ids: ProductDetailAccessibilityIDs.LoadProduct.self,
            fields: [
                (ProductDetailStrings.LoadProduct.badgeLabel, ProductDetailAccessibilityIDs.LoadProduct.badgeField),
                (
                    ProductDetailStrings.LoadProduct.isFavouriteLabel,
                    ProductDetailAccessibilityIDs.LoadProduct.isFavouriteField
                ),
            ],
            loading: ProductDetailStrings.loading,
            retry: ProductDetailStrings.retry
        ) { [weak self] in
            self?.runLoadProduct()
        }
        private lazy var addToCartQuantityField = ProductDetailScreenControls.textField(
            ProductDetailStrings.AddToCart.quantityPlaceholder,
            id: ProductDetailAccessibilityIDs.AddToCart.quantityArgument,
            keyboard: .numberPad,
            onChange: { [weak self] in self?.updateButtons() }
        )
        private lazy var addToCartSection = ProductDetailSectionView(
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

        init() {
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
            ProductDetailScreenLayout.install(
                [loadProductSection, addToCartSection],
                in: view,
                id: ProductDetailAccessibilityIDs.list,
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
            tasks.endRefreshing(refreshControl, after: [start(key: "loadProduct") { await $0.loadProduct() }])
        }

        private func runLoadProduct() {
            start(key: "loadProduct") { await $0.loadProduct() }
        }

        /// Nil while a control lacks what `addToCart` needs.
        private var addToCartCall: Call? {
            guard
                let quantity = ProductDetailScreenControls.number(addToCartQuantityField.text, { text in Int(text) })
            else {
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

    extension ProductDetailViewController: ProductDetailView {
        public func displayLoadProduct(_ state: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>) {
            loadProductSection.show(state) { viewModel in
                [viewModel.badge, ProductDetailStrings.yesOrNo(viewModel.isFavourite)]
            }
        }

        public func displayAddToCart(_ state: ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>) {
            addToCartSection.show(state) { viewModel in
                [viewModel.cartCount]
            }
            updateButtons()
        }
    }

    extension ProductDetailViewController: ProductDetailModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ProductDetailInput) -> Bool {
            guard presenter?.update(input) == true else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension ProductDetailViewController: ProductDetailTransitionHandling {
        /// Shows the screen the router made: pushed in a navigation controller, presented otherwise.
        public func show(_ screen: UIViewController) {
            if let navigationController {
                navigationController.pushViewController(screen, animated: true)
            } else {
                present(screen, animated: true)
            }
        }
    }

    extension ProductDetailViewController {
        typealias Call = @MainActor (any ProductDetailPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
