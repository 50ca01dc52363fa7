#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The module's UIKit screen: a section per use case, which shows where it
    /// stands and starts its calls.
    public final class CheckoutViewController: UIViewController {
        /// The screen owns the module through it.
        var presenter: (any CheckoutPresenting)?
        /// What `pay` takes as `shippingAddress`. No control gives it: the app
        /// sets it (when
        /// a route returns, say), and the button waits for it.
        public var payShippingAddress: Address? {
            didSet { updateButtons() }
        }
        private let tasks = CheckoutScreenTasks()
        private let refreshControl = UIRefreshControl()
        private lazy var loadCartSection = CheckoutSectionView(
            title: CheckoutStrings.LoadCart.title,
            action: CheckoutStrings.LoadCart.action,
            empty: CheckoutStrings.LoadCart.empty,
            ids: CheckoutAccessibilityIDs.LoadCart.self,
            fields: [
                (
                    CheckoutStrings.LoadCart.rowsLabel,
                    CheckoutAccessibilityIDs.LoadCart.rowsField
                ),
                (
                    CheckoutStrings.LoadCart.totalTextLabel,
                    CheckoutAccessibilityIDs.LoadCart.totalTextField
                ),
                (
                    CheckoutStrings.LoadCart.itemCountLabel,
                    CheckoutAccessibilityIDs.LoadCart.itemCountField
                ),
            ],
            loading: CheckoutStrings.loading,
            retry: CheckoutStrings.retry
        ) { [weak self] in
            self?.runLoadCart()
        }
        private lazy var applyCouponCodeField =
            CheckoutScreenControls.textField(
                CheckoutStrings.ApplyCoupon.codePlaceholder,
                id: CheckoutAccessibilityIDs.ApplyCoupon.codeArgument,
                onChange: { [weak self] in self?.updateButtons() }
            )
        private lazy var applyCouponSection = CheckoutSectionView(
            title: CheckoutStrings.ApplyCoupon.title,
            action: CheckoutStrings.ApplyCoupon.action,
            ids: CheckoutAccessibilityIDs.ApplyCoupon.self,
            fields: [
                (
                    CheckoutStrings.ApplyCoupon.discountLabel,
                    CheckoutAccessibilityIDs.ApplyCoupon.discountField
                ),
                (
                    CheckoutStrings.ApplyCoupon.isValidLabel,
                    CheckoutAccessibilityIDs.ApplyCoupon.isValidField
                ),
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
                (
                    CheckoutStrings.Pay.orderNumberLabel,
                    CheckoutAccessibilityIDs.Pay.orderNumberField
                ),
                (
                    CheckoutStrings.Pay.paidAtLabel,
                    CheckoutAccessibilityIDs.Pay.paidAtField
                ),
                (
                    CheckoutStrings.Pay.confirmationTextLabel,
                    CheckoutAccessibilityIDs.Pay.confirmationTextField
                ),
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
            self?.presenter?.showAddressBook()
        }
        private lazy var cancelledButton = CheckoutScreenControls.button(
            CheckoutStrings.Cancelled.action,
            id: CheckoutAccessibilityIDs.Cancelled.action
        ) { [weak self] in
            self?.presenter?.sendCancelled()
        }

        init() {
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
                [
                    loadCartSection,
                    applyCouponSection,
                    paySection,
                    addressBookRouteButton,
                    cancelledButton,
                ],
                in: view,
                id: CheckoutAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            refreshControl.addAction(
                UIAction { [weak self] _ in self?.refresh() },
                for: .valueChanged
            )
            refresh()
            updateButtons()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.endRefreshing(
                refreshControl,
                after: [start(key: "loadCart") { await $0.loadCart() }]
            )
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
            return {
                await $0.pay(
                    shippingAddress: shippingAddress,
                    tip: tip,
                    metadata: metadata
                )
            }
        }

        private func runPay() {
            if let call = payCall { start(call) }
        }

        private func updateButtons() {
            applyCouponSection.button.isEnabled = !applyCouponSection.isRunning
            paySection.button.isEnabled =
                !paySection.isRunning && payCall != nil
        }
    }

    extension CheckoutViewController: CheckoutView {
        public func displayLoadCart(
            _ state: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>
        ) {
            loadCartSection.show(state) { viewModel in
                [
                    viewModel.rows.joined(separator: "\n"),
                    viewModel.totalText,
                    viewModel.itemCount,
                ]
            }
        }

        public func displayApplyCoupon(
            _ state: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>
        ) {
            applyCouponSection.show(state) { viewModel in
                [
                    viewModel.discount,
                    CheckoutStrings.yesOrNo(viewModel.isValid),
                ]
            }
            updateButtons()
        }

        public func displayPay(
            _ state: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>
        ) {
            paySection.show(state) { viewModel in
                [
                    viewModel.orderNumber,
                    viewModel.paidAt,
                    viewModel.confirmationText,
                ]
            }
            updateButtons()
        }
    }

    extension CheckoutViewController: CheckoutModuleInput {
        /// Gives the module a new input; a screen already loaded runs again the
        /// use
        /// cases that load with it (one not loaded yet runs them when it
        /// loads).
        public func update(_ input: CheckoutInput) -> Bool {
            guard presenter?.update(input) == true else { return false }
            if isViewLoaded { refresh() }
            return true
        }
    }

    extension CheckoutViewController: CheckoutTransitionHandling {
        /// Shows the screen the router made: pushed in a navigation controller,
        /// presented otherwise.
        public func show(_ screen: UIViewController) {
            if let navigationController {
                navigationController.pushViewController(screen, animated: true)
            } else {
                present(screen, animated: true)
            }
        }
    }

    extension CheckoutViewController {
        typealias Call = @MainActor (any CheckoutPresenting) async -> Void

        /// A call the screen keeps until it ends, so leaving the screen can
        /// cancel it; with a query's
        /// `key`, a newer call of the query cancels the one before.
        @discardableResult
        private func start(
            key: String? = nil,
            _ call: @escaping Call
        ) -> Task<Void, Never>? {
            guard let presenter else { return nil }
            return tasks.start(key: key) { await call(presenter) }
        }
    }
#endif
