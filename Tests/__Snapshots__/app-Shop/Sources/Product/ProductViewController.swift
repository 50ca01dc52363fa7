#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: it renders the view model's state and forwards what the user does.
    public final class ProductViewController: UIViewController {
        let viewModel: ProductViewModel
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (ProductRoute) -> UIViewController?
        private let tasks = ShopScreenTasks()
        private let loadProductSection = ProductSectionView(
            title: ProductStrings.LoadProduct.title,
            id: ProductAccessibilityIDs.LoadProduct.section,
            statusID: ProductAccessibilityIDs.LoadProduct.status,
            spinnerID: ProductAccessibilityIDs.LoadProduct.spinner
        )
        private let addToCartSection = ProductSectionView(
            title: ProductStrings.AddToCart.title,
            id: ProductAccessibilityIDs.AddToCart.section,
            statusID: ProductAccessibilityIDs.AddToCart.status,
            spinnerID: ProductAccessibilityIDs.AddToCart.spinner
        )
        private var addToCartQuantity = "" {
            didSet { render(viewModel.state) }
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
            let refreshControl = UIRefreshControl()
            refreshControl.addAction(
                UIAction { [weak self, weak refreshControl] _ in
                    self?.run {
                        await self?.loadOnLoadUseCases()
                        refreshControl?.endRefreshing()
                    }
                },
                for: .valueChanged
            )
            ShopScreenLayout.install(
                [loadProductSection, addToCartSection],
                in: view,
                id: ProductAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadProductSection.addField(
                ProductStrings.LoadProduct.itemLabel,
                id: ProductAccessibilityIDs.LoadProduct.itemField
            )
            loadProductSection.addButton(
                ProductStrings.LoadProduct.action,
                id: ProductAccessibilityIDs.LoadProduct.action
            ) { [weak self] in
                self?.run { [weak self] in await self?.viewModel.loadProduct() }
            }
            addToCartSection.addField(
                ProductStrings.AddToCart.cartCountLabel,
                id: ProductAccessibilityIDs.AddToCart.cartCountField
            )
            addToCartSection.addTextField(
                ProductStrings.AddToCart.quantityPlaceholder,
                id: ProductAccessibilityIDs.AddToCart.quantityArgument,
                keyboard: .numberPad
            ) { [weak self] in self?.addToCartQuantity = $0 }
            addToCartSection.addButton(
                ProductStrings.AddToCart.action,
                id: ProductAccessibilityIDs.AddToCart.action
            ) { [weak self] in
                guard let self, let call = addToCartCall else { return }
                run(call)
            }
            // Weak: the screen owns the view model, which must not keep the screen alive.
            viewModel.onStateChange = { [weak self] state in self?.render(state) }
            render(viewModel.state)
            run { [weak self] in await self?.loadOnLoadUseCases() }
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        /// A task the screen keeps until it ends, so that leaving cancels it.
        private func run(_ work: @escaping @MainActor () async -> Void) {
            tasks.start(work)
        }

        private func loadOnLoadUseCases() async {
            await viewModel.loadProduct()
        }

        private func render(_ state: ProductState) {
            loadProductSection.show(state.loadProduct) { content in
                [content.item]
            }
            addToCartSection.show(state.addToCart) { content in
                [content.cartCount]
            }
            addToCartSection.button?.isEnabled = addToCartCall != nil && !state.addToCart.isRunning
        }

        /// `addToCart` with what its controls hold, or nil while one is missing or does not parse
        /// (its button is disabled meanwhile).
        private var addToCartCall: (@MainActor () async -> Void)? {
            guard let quantity = Int(addToCartQuantity) else { return nil }
            return { [viewModel] in await viewModel.addToCart(quantity: quantity) }
        }
    }

    extension ProductViewController: ProductModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: ProductInput) -> Bool {
            guard viewModel.update(input) else { return false }
            if isViewLoaded { run { [weak self] in await self?.loadOnLoadUseCases() } }
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

    /// One use case's part of the screen: title, status, a row per loaded field, controls, button
    /// (which retries after a failure, shown here, never in an alert).
    final class ProductSectionView: UIStackView {
        private(set) var button: UIButton?
        private let spinner = UIActivityIndicatorView(style: .medium)
        private let status = UILabel()
        private var rows: [(row: UIStackView, value: UILabel)] = []
        private var actionTitle: String?

        init(title: String, id: String, statusID: String, spinnerID: String) {
            super.init(frame: .zero)
            axis = .vertical
            spacing = 8
            accessibilityIdentifier = id
            let titleLabel = UILabel()
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            spinner.accessibilityIdentifier = spinnerID
            status.accessibilityIdentifier = statusID
            status.numberOfLines = 0
            for part in [titleLabel, spinner, status] { addArrangedSubview(part) }
        }

        @available(*, unavailable)
        required init(coder: NSCoder) {
            fatalError("init(coder:) is not used: the screen is built in code.")
        }

        /// A row showing one field of what the use case loaded, under its caption.
        func addField(_ caption: String, id: String) {
            let captionLabel = UILabel()
            captionLabel.text = caption
            captionLabel.font = .preferredFont(forTextStyle: .caption1)
            let value = UILabel()
            value.numberOfLines = 0
            value.accessibilityIdentifier = id
            let row = UIStackView(arrangedSubviews: [captionLabel, value])
            row.axis = .vertical
            addArrangedSubview(row)
            rows.append((row, value))
        }

        func addTextField(
            _ placeholder: String,
            id: String,
            keyboard: UIKeyboardType = .default,
            onChange: @escaping @MainActor (String) -> Void
        ) {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.keyboardType = keyboard
            field.accessibilityIdentifier = id
            field.addAction(UIAction { [weak field] _ in onChange(field?.text ?? "") }, for: .editingChanged)
            addArrangedSubview(field)
        }

        /// The button that runs the use case, last in the section.
        func addButton(_ title: String, id: String, action: @escaping @MainActor () -> Void) {
            let button = UIButton(configuration: .bordered(), primaryAction: UIAction(title: title) { _ in action() })
            button.accessibilityIdentifier = id
            addArrangedSubview(button)
            self.button = button
            actionTitle = title
        }

        /// Shows `state`; `texts` gives the loaded value's rows, `empty` a list's text for none.
        func show<Value>(_ state: ShopUseCaseState<Value>, empty: String? = nil, texts: (Value) -> [String]) {
            if state.isRunning {
                spinner.startAnimating()
            } else {
                spinner.stopAnimating()
            }
            var shown: [String]?
            switch state {
            case .idle, .running: status.text = nil
            case .loaded(let value): (status.text, shown) = (nil, texts(value))
            case .empty: status.text = empty
            case .failed(let message): status.text = message
            }
            status.isHidden = status.text == nil
            // After a failure the button tries again.
            if case .failed = state {
                button?.configuration?.title = ProductStrings.retry
            } else {
                button?.configuration?.title = actionTitle
            }
            for (index, row) in rows.enumerated() {
                row.row.isHidden = shown == nil
                row.value.text = shown?[index]
            }
        }
    }
#endif
