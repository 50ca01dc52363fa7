#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class CheckoutViewController: UIViewController {
        /// Internal, not private: the screen's tests reach the model through it.
        let model: CheckoutModel
        private let formatter = CheckoutFormatter()
        /// What `pay` takes as `shippingAddress`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var payShippingAddress: Address? {
            didSet { updateButtons() }
        }
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CheckoutRoute) -> UIViewController?
        private let tasks = CheckoutScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadCartSection = CheckoutSectionView(
            title: CheckoutStrings.LoadCart.title,
            action: CheckoutStrings.LoadCart.action,
            empty: CheckoutStrings.LoadCart.empty,
            ids: CheckoutAccessibilityIDs.LoadCart.self,
            fields: [
                (CheckoutStrings.LoadCart.rowsLabel, CheckoutAccessibilityIDs.LoadCart.rowsField),
                (CheckoutStrings.LoadCart.totalTextLabel, CheckoutAccessibilityIDs.LoadCart.totalTextField),
                (CheckoutStrings.LoadCart.itemCountLabel, CheckoutAccessibilityIDs.LoadCart.itemCountField),
            ],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        ) { [weak self] in
            self?.runLoadCart()
        }
        private lazy var applyCouponCodeField = CheckoutScreenControls.textField(
            CheckoutStrings.ApplyCoupon.codePlaceholder,
            id: CheckoutAccessibilityIDs.ApplyCoupon.codeArgument,
            onChange: { [weak self] in self?.updateButtons() }
        )
        private lazy var applyCouponSection = CheckoutSectionView(
            title: CheckoutStrings.ApplyCoupon.title,
            action: CheckoutStrings.ApplyCoupon.action,
            ids: CheckoutAccessibilityIDs.ApplyCoupon.self,
            fields: [
                (CheckoutStrings.ApplyCoupon.discountLabel, CheckoutAccessibilityIDs.ApplyCoupon.discountField),
                (CheckoutStrings.ApplyCoupon.isValidLabel, CheckoutAccessibilityIDs.ApplyCoupon.isValidField),
            ],
            controls: [applyCouponCodeField],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        ) { [weak self] in
            self?.runApplyCoupon()
        }
        private lazy var payTipField = CheckoutScreenControls.textField(
            CheckoutStrings.Pay.tipPlaceholder,
            id: CheckoutAccessibilityIDs.Pay.tipArgument,
            keyboard: .decimalPad,
            onChange: { [weak self] in self?.updateButtons() }
        )
        private lazy var paySection = CheckoutSectionView(
            title: CheckoutStrings.Pay.title,
            action: CheckoutStrings.Pay.action,
            ids: CheckoutAccessibilityIDs.Pay.self,
            fields: [
                (CheckoutStrings.Pay.orderNumberLabel, CheckoutAccessibilityIDs.Pay.orderNumberField),
                (CheckoutStrings.Pay.paidAtLabel, CheckoutAccessibilityIDs.Pay.paidAtField),
                (CheckoutStrings.Pay.confirmationTextLabel, CheckoutAccessibilityIDs.Pay.confirmationTextField),
            ],
            controls: [payTipField],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        ) { [weak self] in
            self?.runPay()
        }
        private lazy var addressBookRouteButton = CheckoutScreenControls.button(
            CheckoutStrings.Routes.addressBook,
            id: CheckoutAccessibilityIDs.Routes.addressBook
        ) { [weak self] in
            self?.show(.addressBook)
        }
        private lazy var cancelledButton = CheckoutScreenControls.button(
            CheckoutStrings.Cancelled.action,
            id: CheckoutAccessibilityIDs.Cancelled.action
        ) { [weak self] in
            self?.model.sendCancelled()
        }

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
            CheckoutScreenLayout.install(
                [loadCartSection, applyCouponSection, paySection, addressBookRouteButton, cancelledButton],
                in: view,
                id: CheckoutAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            refresh()
            model.onChange = { [weak self] in self?.render() }
            render()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(refreshControl, after: [start(key: "loadCart") { await $0.loadCart() }])
        }

        private func runLoadCart() {
            start(key: "loadCart") { await $0.loadCart() }
        }

        private func runApplyCoupon() {
            let code = applyCouponCodeField.text ?? ""
            self.start { await $0.applyCoupon(code: code) }
        }

        /// Nil while a control lacks what `pay` needs.
        private var payCall: Call? {
            guard let shippingAddress = payShippingAddress else { return nil }
            guard
                let tip = CheckoutScreenControls.optionalNumber(
                    payTipField.text,
                    { text in CheckoutNumberInput.decimal(text) }
                )
            else {
                return nil
            }
            let metadata: [String: String] = [:]
            return { await $0.pay(shippingAddress: shippingAddress, tip: tip, metadata: metadata) }
        }

        private func runPay() {
            if let call = payCall { start(call) }
        }

        private func updateButtons() {
            applyCouponSection.button.isEnabled = !applyCouponSection.isRunning
            paySection.button.isEnabled = !paySection.isRunning && payCall != nil
        }
    }

    extension CheckoutViewController {
        /// The controller's half of MVC: the model's states, formatted, into the views.
        private func render() {
            let loadCartState = formatter.loadCart(model.loadCartState)
            loadCartSection.show(loadCartState) { viewModel in
                [viewModel.rows.joined(separator: "\n"), viewModel.totalText, viewModel.itemCount]
            }
            let applyCouponState = formatter.applyCoupon(model.applyCouponState)
            applyCouponSection.show(applyCouponState) { viewModel in
                [viewModel.discount, CheckoutStrings.yesOrNo(viewModel.isValid)]
            }
            let payState = formatter.pay(model.payState)
            paySection.show(payState) { viewModel in
                [viewModel.orderNumber, viewModel.paidAt, viewModel.confirmationText]
            }
            updateButtons()
        }
    }

    extension CheckoutViewController: CheckoutModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: CheckoutInput) -> Bool {
            guard model.update(input) else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension CheckoutViewController {
        /// Opens `route`: pushed when the screen is in a navigation controller, presented otherwise.
        func show(_ route: CheckoutRoute) {
            guard let next = destination(route) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }

    extension CheckoutViewController {
        typealias Call = @MainActor (CheckoutModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [model] in await call(model) }
        }
    }
#endif
