#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The Controller of MVC, as UIKit has it: it owns the model and the views, runs a use case for
    /// each control, and renders the model's states through `CheckoutFormatter`.
    public final class CheckoutViewController: UIViewController {
        /// Internal, not private: the tests of a module whose routes open this one read its input.
        let model: CheckoutModel
        private let formatter = CheckoutFormatter()
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CheckoutRoute) -> UIViewController?
        private let refreshControl = UIRefreshControl()
        private let tasks = CheckoutScreenTasks()
        private let loadCartSection = CheckoutSectionView(
            title: CheckoutStrings.LoadCart.title,
            action: CheckoutStrings.LoadCart.action,
            empty: CheckoutStrings.LoadCart.empty,
            ids: (
                CheckoutAccessibilityIDs.LoadCart.section,
                CheckoutAccessibilityIDs.LoadCart.status,
                CheckoutAccessibilityIDs.LoadCart.spinner,
                CheckoutAccessibilityIDs.LoadCart.action
            )
        )
        private let applyCouponSection = CheckoutSectionView(
            title: CheckoutStrings.ApplyCoupon.title,
            action: CheckoutStrings.ApplyCoupon.action,
            ids: (
                CheckoutAccessibilityIDs.ApplyCoupon.section,
                CheckoutAccessibilityIDs.ApplyCoupon.status,
                CheckoutAccessibilityIDs.ApplyCoupon.spinner,
                CheckoutAccessibilityIDs.ApplyCoupon.action
            )
        )
        private let applyCouponCodeField = CheckoutSectionView.textField(
            placeholder: CheckoutStrings.ApplyCoupon.codePlaceholder,
            id: CheckoutAccessibilityIDs.ApplyCoupon.codeArgument
        )
        private let paySection = CheckoutSectionView(
            title: CheckoutStrings.Pay.title,
            action: CheckoutStrings.Pay.action,
            ids: (
                CheckoutAccessibilityIDs.Pay.section,
                CheckoutAccessibilityIDs.Pay.status,
                CheckoutAccessibilityIDs.Pay.spinner,
                CheckoutAccessibilityIDs.Pay.action
            )
        )
        /// `pay`'s shipping address, which no control gives: set it (say, once a route
        /// returns); `pay` stays disabled until then.
        public var payShippingAddress: Address? {
            didSet { render() }
        }
        private let payTipField = CheckoutSectionView.textField(
            placeholder: CheckoutStrings.Pay.tipPlaceholder,
            id: CheckoutAccessibilityIDs.Pay.tipArgument,
            keyboard: .decimalPad
        )

        init(model: CheckoutModel, destination: @escaping @MainActor (CheckoutRoute) -> UIViewController?) {
            self.model = model
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
            let cancelledButton = CheckoutSectionView.button(
                CheckoutStrings.Cancelled.action,
                id: CheckoutAccessibilityIDs.Cancelled.action
            ) { [weak self] in
                self?.sendCancelled()
            }
            CheckoutScreenLayout.install(
                [loadCartSection, applyCouponSection, paySection, cancelledButton],
                in: view,
                id: CheckoutAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadCartSection.onTap { [weak self] in self?.loadCart() }
            applyCouponSection.addArgument(applyCouponCodeField) { [weak self] in self?.render() }
            applyCouponSection.onTap { [weak self] in self?.applyCoupon() }
            paySection.addArgument(payTipField) { [weak self] in self?.render() }
            paySection.onTap { [weak self] in self?.pay() }
            refreshControl.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
            model.onChange = { [weak self] in self?.render() }
            render()
            reload()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        /// Opens `route`: pushed when the screen is in a navigation controller, presented otherwise.
        func show(_ route: CheckoutRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }

        /// The user left without paying. Tells whoever opened the module.
        func sendCancelled() {
            model.sendCancelled()
        }

        private func reload() {
            run("reload") { [model, refreshControl] in
                await model.loadCart()
                refreshControl.endRefreshing()
            }
        }

        private func loadCart() {
            run("loadCart") { [model] in await model.loadCart() }
        }

        private func applyCoupon() {
            guard let call = applyCouponCall else { return }
            run("applyCoupon", call)
        }

        /// Nil while an argument is missing or does not parse.
        private var applyCouponCall: (@MainActor () async -> Void)? {
            guard let code = value(applyCouponCodeField.text, { $0 }) else { return nil }
            return { [model] in await model.applyCoupon(code: code) }
        }

        private func pay() {
            guard let call = payCall else { return }
            run("pay", call)
        }

        /// Nil while an argument is missing or does not parse.
        private var payCall: (@MainActor () async -> Void)? {
            guard let shippingAddress = payShippingAddress else { return nil }
            guard
                let tip = optionalValue(payTipField.text, { text in CheckoutNumberInput.decimal(text) })
            else { return nil }
            let metadata: [String: String] = [:]
            return { [model] in await model.pay(shippingAddress: shippingAddress, tip: tip, metadata: metadata) }
        }

        /// A text argument's value: nil while the text does not parse.
        private func value<Value>(_ text: String?, _ parse: (String) -> Value?) -> Value? {
            parse(text ?? "")
        }

        /// An optional text argument's value: `.some(nil)` when the text is empty, nil while it does
        /// not parse.
        private func optionalValue<Value>(_ text: String?, _ parse: (String) -> Value?) -> Value?? {
            guard let text, !text.isEmpty else { return .some(nil) }
            return parse(text).map { .some($0) }
        }

        /// A newer run of the same control takes the place of the last.
        private func run(_ id: String, _ work: @escaping @MainActor () async -> Void) {
            tasks.start(key: id, work)
        }

        /// The controller's half of MVC: the model's states, formatted, into the views.
        private func render() {
            loadCartSection.show(formatter.loadCart(model.loadCartState)) { viewModel in
                [
                    (
                        CheckoutAccessibilityIDs.LoadCart.rowsField,
                        CheckoutStrings.LoadCart.rowsLabel,
                        CheckoutSectionView.text(viewModel.rows)
                    ),
                    (
                        CheckoutAccessibilityIDs.LoadCart.totalTextField,
                        CheckoutStrings.LoadCart.totalTextLabel,
                        CheckoutSectionView.text(viewModel.totalText)
                    ),
                    (
                        CheckoutAccessibilityIDs.LoadCart.itemCountField,
                        CheckoutStrings.LoadCart.itemCountLabel,
                        CheckoutSectionView.text(viewModel.itemCount)
                    ),
                ]
            }
            applyCouponSection.show(formatter.applyCoupon(model.applyCouponState)) { viewModel in
                [
                    (
                        CheckoutAccessibilityIDs.ApplyCoupon.discountField,
                        CheckoutStrings.ApplyCoupon.discountLabel,
                        CheckoutSectionView.text(viewModel.discount)
                    ),
                    (
                        CheckoutAccessibilityIDs.ApplyCoupon.isValidField,
                        CheckoutStrings.ApplyCoupon.isValidLabel,
                        CheckoutSectionView.text(viewModel.isValid)
                    ),
                ]
            }
            applyCouponSection.button.isEnabled = !model.applyCouponState.isRunning && applyCouponCall != nil
            paySection.show(formatter.pay(model.payState)) { viewModel in
                [
                    (
                        CheckoutAccessibilityIDs.Pay.orderNumberField,
                        CheckoutStrings.Pay.orderNumberLabel,
                        CheckoutSectionView.text(viewModel.orderNumber)
                    ),
                    (
                        CheckoutAccessibilityIDs.Pay.paidAtField,
                        CheckoutStrings.Pay.paidAtLabel,
                        CheckoutSectionView.text(viewModel.paidAt)
                    ),
                    (
                        CheckoutAccessibilityIDs.Pay.confirmationTextField,
                        CheckoutStrings.Pay.confirmationTextLabel,
                        CheckoutSectionView.text(viewModel.confirmationText)
                    ),
                ]
            }
            paySection.button.isEnabled = !model.payState.isRunning && payCall != nil
        }
    }

    /// One use case's part of the screen: its state, its fields, its controls and its button.
    /// Internal, not private: the screen's tests render through it.
    final class CheckoutSectionView: UIStackView {
        let button = UIButton(type: .system, primaryAction: nil)
        private let spinner = UIActivityIndicatorView(style: .medium)
        private let status = UILabel()
        private let fields = UIStackView()
        private let arguments = UIStackView()
        private let action: String
        private let empty: String?

        init(
            title: String,
            action: String,
            empty: String? = nil,
            ids: (section: String, status: String, spinner: String, action: String)
        ) {
            self.action = action
            self.empty = empty
            super.init(frame: .zero)
            axis = .vertical
            spacing = 8
            accessibilityIdentifier = ids.section
            let titleLabel = UILabel()
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            status.numberOfLines = 0
            status.accessibilityIdentifier = ids.status
            spinner.accessibilityIdentifier = ids.spinner
            spinner.accessibilityLabel = CheckoutStrings.loading
            fields.axis = .vertical
            arguments.axis = .vertical
            arguments.spacing = 8
            button.setTitle(action, for: .normal)
            button.accessibilityIdentifier = ids.action
            for view in [titleLabel, spinner, status, fields, arguments, button] { addArrangedSubview(view) }
        }

        @available(*, unavailable)
        required init(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }

        func addArgument(_ control: UIControl, changed: @escaping @MainActor () -> Void) {
            arguments.addArrangedSubview(control)
            control.addAction(UIAction { _ in changed() }, for: [.editingChanged, .valueChanged])
        }

        func onTap(_ action: @escaping @MainActor () -> Void) {
            button.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
        }

        /// Shows `state`; `rows` gives a loaded view model's fields: identifier, label and value.
        func show<ViewModel>(
            _ state: CheckoutUseCaseState<ViewModel>,
            rows: (ViewModel) -> [(id: String, label: String, value: String)]
        ) {
            state.isRunning ? spinner.startAnimating() : spinner.stopAnimating()
            var shown: [(id: String, label: String, value: String)] = []
            switch state {
            case .idle, .running: status.text = nil
            case .empty: status.text = empty
            case .failed(let message): status.text = message
            case .loaded(let viewModel):
                status.text = nil
                shown = rows(viewModel)
            }
            status.isHidden = status.text == nil
            if case .failed = state {
                button.setTitle(CheckoutStrings.retry, for: .normal)
            } else {
                button.setTitle(action, for: .normal)
            }
            for label in fields.arrangedSubviews { label.removeFromSuperview() }
            for row in shown {
                let label = UILabel()
                label.numberOfLines = 0
                label.text = "\(row.label): \(row.value)"
                label.accessibilityIdentifier = row.id
                fields.addArrangedSubview(label)
            }
        }

        static func text(_ value: String) -> String { value }
        static func text(_ value: [String]) -> String { value.joined(separator: "\n") }
        static func text(_ value: Bool) -> String { CheckoutStrings.yesOrNo(value) }
        /// A field of a type of the spec's own: as Swift prints it, until you format it in the formatter.
        static func text<Value>(_ value: Value) -> String { "\(value)" }

        static func textField(placeholder: String, id: String, keyboard: UIKeyboardType = .default) -> UITextField {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.keyboardType = keyboard
            field.accessibilityIdentifier = id
            return field
        }

        static func button(_ title: String, id: String, action: @escaping @MainActor () -> Void) -> UIButton {
            let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
            button.accessibilityIdentifier = id
            return button
        }
    }

    extension CheckoutViewController: CheckoutModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: CheckoutInput) -> Bool {
            guard model.update(input) else { return false }
            if isViewLoaded { reload() }
            return true
        }
    }
#endif
