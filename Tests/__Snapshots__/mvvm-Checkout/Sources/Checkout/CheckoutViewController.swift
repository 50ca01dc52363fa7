#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: it renders the view model's state and forwards what the user does.
    public final class CheckoutViewController: UIViewController {
        let viewModel: CheckoutViewModel
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CheckoutRoute) -> UIViewController?
        private let tasks = CheckoutScreenTasks()
        private let loadCartSection = CheckoutSectionView(
            title: CheckoutStrings.LoadCart.title,
            id: CheckoutAccessibilityIDs.LoadCart.section,
            statusID: CheckoutAccessibilityIDs.LoadCart.status,
            spinnerID: CheckoutAccessibilityIDs.LoadCart.spinner
        )
        private let applyCouponSection = CheckoutSectionView(
            title: CheckoutStrings.ApplyCoupon.title,
            id: CheckoutAccessibilityIDs.ApplyCoupon.section,
            statusID: CheckoutAccessibilityIDs.ApplyCoupon.status,
            spinnerID: CheckoutAccessibilityIDs.ApplyCoupon.spinner
        )
        private let paySection = CheckoutSectionView(
            title: CheckoutStrings.Pay.title,
            id: CheckoutAccessibilityIDs.Pay.section,
            statusID: CheckoutAccessibilityIDs.Pay.status,
            spinnerID: CheckoutAccessibilityIDs.Pay.spinner
        )
        private var applyCouponCode = "" {
            didSet { render(viewModel.state) }
        }
        /// What `pay` takes as its shipping address, which the app sets (after a route
        /// returns, say).
        public var payShippingAddress: Address? {
            didSet { render(viewModel.state) }
        }
        private var payTip = "" {
            didSet { render(viewModel.state) }
        }

        init(viewModel: CheckoutViewModel, destination: @escaping @MainActor (CheckoutRoute) -> UIViewController?) {
            self.viewModel = viewModel
            self.destination = destination
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable, message: "Use CheckoutBuilder.build.")
        public required init?(coder: NSCoder) {
            return nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = CheckoutStrings.title
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
            let cancelledButton = UIButton(
                configuration: .bordered(),
                primaryAction: UIAction(title: CheckoutStrings.Cancelled.action) { [weak self] _ in
                    self?.viewModel.sendCancelled()
                }
            )
            cancelledButton.accessibilityIdentifier = CheckoutAccessibilityIDs.Cancelled.action
            CheckoutScreenLayout.install(
                [loadCartSection, applyCouponSection, paySection, cancelledButton],
                in: view,
                id: CheckoutAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadCartSection.addField(
                CheckoutStrings.LoadCart.rowsLabel,
                id: CheckoutAccessibilityIDs.LoadCart.rowsField
            )
            loadCartSection.addField(
                CheckoutStrings.LoadCart.totalTextLabel,
                id: CheckoutAccessibilityIDs.LoadCart.totalTextField
            )
            loadCartSection.addField(
                CheckoutStrings.LoadCart.itemCountLabel,
                id: CheckoutAccessibilityIDs.LoadCart.itemCountField
            )
            loadCartSection.addButton(
                CheckoutStrings.LoadCart.action,
                id: CheckoutAccessibilityIDs.LoadCart.action
            ) { [weak self] in
                self?.run { [weak self] in await self?.viewModel.loadCart() }
            }
            applyCouponSection.addField(
                CheckoutStrings.ApplyCoupon.discountLabel,
                id: CheckoutAccessibilityIDs.ApplyCoupon.discountField
            )
            applyCouponSection.addField(
                CheckoutStrings.ApplyCoupon.isValidLabel,
                id: CheckoutAccessibilityIDs.ApplyCoupon.isValidField
            )
            applyCouponSection.addTextField(
                CheckoutStrings.ApplyCoupon.codePlaceholder,
                id: CheckoutAccessibilityIDs.ApplyCoupon.codeArgument
            ) { [weak self] in self?.applyCouponCode = $0 }
            applyCouponSection.addButton(
                CheckoutStrings.ApplyCoupon.action,
                id: CheckoutAccessibilityIDs.ApplyCoupon.action
            ) { [weak self] in
                guard let self, let call = applyCouponCall else { return }
                run(call)
            }
            paySection.addField(CheckoutStrings.Pay.orderNumberLabel, id: CheckoutAccessibilityIDs.Pay.orderNumberField)
            paySection.addField(CheckoutStrings.Pay.paidAtLabel, id: CheckoutAccessibilityIDs.Pay.paidAtField)
            paySection.addField(
                CheckoutStrings.Pay.confirmationTextLabel,
                id: CheckoutAccessibilityIDs.Pay.confirmationTextField
            )
            paySection.addTextField(
                CheckoutStrings.Pay.tipPlaceholder,
                id: CheckoutAccessibilityIDs.Pay.tipArgument,
                keyboard: .decimalPad
            ) { [weak self] in self?.payTip = $0 }
            paySection.addButton(CheckoutStrings.Pay.action, id: CheckoutAccessibilityIDs.Pay.action) { [weak self] in
                guard let self, let call = payCall else { return }
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
            await viewModel.loadCart()
        }

        private func render(_ state: CheckoutState) {
            loadCartSection.show(state.loadCart, empty: CheckoutStrings.LoadCart.empty) { content in
                [content.rows.joined(separator: "\n"), content.totalText, content.itemCount]
            }
            applyCouponSection.show(state.applyCoupon) { content in
                [content.discount, CheckoutStrings.yesOrNo(content.isValid)]
            }
            applyCouponSection.button?.isEnabled = applyCouponCall != nil && !state.applyCoupon.isRunning
            paySection.show(state.pay) { content in
                [content.orderNumber, content.paidAt, content.confirmationText]
            }
            paySection.button?.isEnabled = payCall != nil && !state.pay.isRunning
        }

        /// `applyCoupon` with what its controls hold, or nil while one is missing or does not parse
        /// (its button is disabled meanwhile).
        private var applyCouponCall: (@MainActor () async -> Void)? {
            let code = applyCouponCode
            return { [viewModel] in await viewModel.applyCoupon(code: code) }
        }

        /// `pay` with what its controls hold, or nil while one is missing or does not parse
        /// (its button is disabled meanwhile).
        private var payCall: (@MainActor () async -> Void)? {
            guard let shippingAddress = payShippingAddress else { return nil }
            let tip = CheckoutNumberInput.decimal(payTip)
            guard tip != nil || payTip.isEmpty else { return nil }
            return { [viewModel] in await viewModel.pay(shippingAddress: shippingAddress, tip: tip, metadata: [:]) }
        }
    }

    extension CheckoutViewController: CheckoutModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: CheckoutInput) -> Bool {
            guard viewModel.update(input) else { return false }
            if isViewLoaded { run { [weak self] in await self?.loadOnLoadUseCases() } }
            return true
        }
    }

    extension CheckoutViewController: CheckoutRouteHandling {
        public func handle(_ route: CheckoutRoute) {
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
    final class CheckoutSectionView: UIStackView {
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
        func show<Value>(_ state: CheckoutUseCaseState<Value>, empty: String? = nil, texts: (Value) -> [String]) {
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
                button?.configuration?.title = CheckoutStrings.retry
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
