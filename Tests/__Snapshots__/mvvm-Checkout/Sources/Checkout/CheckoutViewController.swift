#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it stands and starts its calls.
    public final class CheckoutViewController: UIViewController {
        let viewModel: CheckoutViewModel
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
            self?.viewModel.showAddressBook()
        }
        private lazy var cancelledButton = CheckoutScreenControls.button(
            CheckoutStrings.Cancelled.action,
            id: CheckoutAccessibilityIDs.Cancelled.action
        ) { [weak self] in
            self?.viewModel.sendCancelled()
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
            CheckoutScreenLayout.install(
                [loadCartSection, applyCouponSection, paySection, addressBookRouteButton, cancelledButton],
                in: view,
                id: CheckoutAccessibilityIDs.list,
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
        private func render(_ state: CheckoutState) {
            loadCartSection.show(state.loadCart) { viewModel in
                [viewModel.rows.joined(separator: "\n"), viewModel.totalText, viewModel.itemCount]
            }
            applyCouponSection.show(state.applyCoupon) { viewModel in
                [viewModel.discount, CheckoutStrings.yesOrNo(viewModel.isValid)]
            }
            paySection.show(state.pay) { viewModel in
                [viewModel.orderNumber, viewModel.paidAt, viewModel.confirmationText]
            }
            updateButtons()
        }
    }

    extension CheckoutViewController: CheckoutModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the use
        /// cases that load with it (one not loaded yet runs them when it loads).
        public func update(_ input: CheckoutInput) -> Bool {
            guard viewModel.update(input) else { return false }
            if isViewLoaded { refresh() }
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

    extension CheckoutViewController {
        typealias Call = @MainActor (CheckoutViewModel) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(key: String? = nil, _ call: @escaping Call) -> Task<Void, Never>? {
            tasks.start(key: key) { [viewModel] in await call(viewModel) }
        }
    }
#endif
