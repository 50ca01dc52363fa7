#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The scene's UIKit screen: requests to the interactor, view models shown, routes through the router.
    public final class CheckoutViewController: UIViewController {
        /// The screen owns the scene through them.
        var interactor: (any CheckoutBusinessLogic)?
        var router: (any CheckoutRoutingLogic & CheckoutDataPassing)?
        /// What `pay` sends as its shipping address, which no control on the screen edits:
        /// the app sets it (after a route returns, say), and the pay button waits for it.
        public var payShippingAddress: Address? {
            didSet { updatePayAction() }
        }
        /// The screen each route opens. Internal, not private: the tests of
        /// the routes to other modules open them through it.
        let destination: @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> UIViewController?
        private let refreshControl = UIRefreshControl()
        private let loadCartSection = CheckoutSection(
            title: CheckoutStrings.LoadCart.title,
            action: CheckoutStrings.LoadCart.action,
            ids: CheckoutSection.IDs(
                section: CheckoutAccessibilityIDs.LoadCart.section,
                status: CheckoutAccessibilityIDs.LoadCart.status,
                spinner: CheckoutAccessibilityIDs.LoadCart.spinner,
                action: CheckoutAccessibilityIDs.LoadCart.action
            ),
            fields: [
                (CheckoutStrings.LoadCart.rowsLabel, CheckoutAccessibilityIDs.LoadCart.rowsField),
                (CheckoutStrings.LoadCart.totalTextLabel, CheckoutAccessibilityIDs.LoadCart.totalTextField),
                (CheckoutStrings.LoadCart.itemCountLabel, CheckoutAccessibilityIDs.LoadCart.itemCountField),
            ]
        )
        private let applyCouponSection = CheckoutSection(
            title: CheckoutStrings.ApplyCoupon.title,
            action: CheckoutStrings.ApplyCoupon.action,
            ids: CheckoutSection.IDs(
                section: CheckoutAccessibilityIDs.ApplyCoupon.section,
                status: CheckoutAccessibilityIDs.ApplyCoupon.status,
                spinner: CheckoutAccessibilityIDs.ApplyCoupon.spinner,
                action: CheckoutAccessibilityIDs.ApplyCoupon.action
            ),
            fields: [
                (CheckoutStrings.ApplyCoupon.discountLabel, CheckoutAccessibilityIDs.ApplyCoupon.discountField),
                (CheckoutStrings.ApplyCoupon.isValidLabel, CheckoutAccessibilityIDs.ApplyCoupon.isValidField),
            ]
        )
        private lazy var applyCouponCodeField = applyCouponSection.addTextField(
            placeholder: CheckoutStrings.ApplyCoupon.codePlaceholder,
            id: CheckoutAccessibilityIDs.ApplyCoupon.codeArgument
        ) { [weak self] in self?.updateApplyCouponAction() }
        private let paySection = CheckoutSection(
            title: CheckoutStrings.Pay.title,
            action: CheckoutStrings.Pay.action,
            ids: CheckoutSection.IDs(
                section: CheckoutAccessibilityIDs.Pay.section,
                status: CheckoutAccessibilityIDs.Pay.status,
                spinner: CheckoutAccessibilityIDs.Pay.spinner,
                action: CheckoutAccessibilityIDs.Pay.action
            ),
            fields: [
                (CheckoutStrings.Pay.orderNumberLabel, CheckoutAccessibilityIDs.Pay.orderNumberField),
                (CheckoutStrings.Pay.paidAtLabel, CheckoutAccessibilityIDs.Pay.paidAtField),
                (CheckoutStrings.Pay.confirmationTextLabel, CheckoutAccessibilityIDs.Pay.confirmationTextField),
            ]
        )
        private lazy var payTipField = paySection.addTextField(
            placeholder: CheckoutStrings.Pay.tipPlaceholder,
            id: CheckoutAccessibilityIDs.Pay.tipArgument,
            keyboard: .decimalPad
        ) { [weak self] in self?.updatePayAction() }
        private let cancelledButton = UIButton(configuration: .bordered())
        private let tasks = CheckoutScreenTasks()

        init(destination: @escaping @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> UIViewController?) {
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
                [loadCartSection.view, applyCouponSection.view, paySection.view, cancelledButton],
                in: view,
                id: CheckoutAccessibilityIDs.list,
                refreshControl: refreshControl
            )
            loadCartSection.button.addAction(
                UIAction { [weak self] _ in self?.runLoadCart() },
                for: .primaryActionTriggered
            )
            applyCouponSection.button.addAction(
                UIAction { [weak self] _ in self?.runApplyCoupon() },
                for: .primaryActionTriggered
            )
            updateApplyCouponAction()
            paySection.button.addAction(UIAction { [weak self] _ in self?.runPay() }, for: .primaryActionTriggered)
            updatePayAction()
            cancelledButton.configuration?.title = CheckoutStrings.Cancelled.action
            cancelledButton.accessibilityIdentifier = CheckoutAccessibilityIDs.Cancelled.action
            cancelledButton.addAction(
                UIAction { [weak self] _ in self?.interactor?.sendCancelled() },
                for: .primaryActionTriggered
            )
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            runLoadCart()
        }

        override public func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            tasks.cancelIfLeaving(self)
        }

        private func refresh() {
            tasks.start { [weak self, interactor] in
                if let request = self?.loadCartRequest {
                    await interactor?.loadCart(request: request)
                }
                self?.refreshControl.endRefreshing()
            }
        }

        /// What the controls ask `loadCart` for; `nil` while one of them holds no valid value.
        private var loadCartRequest: CheckoutModels.LoadCart.Request? {
            return CheckoutModels.LoadCart.Request()
        }

        private func runLoadCart() {
            guard let request = loadCartRequest else { return }
            tasks.start { [interactor] in await interactor?.loadCart(request: request) }
        }

        /// What the controls ask `applyCoupon` for; `nil` while one of them holds no valid value.
        private var applyCouponRequest: CheckoutModels.ApplyCoupon.Request? {
            let code = applyCouponCodeField.text ?? ""
            return CheckoutModels.ApplyCoupon.Request(code: code)
        }

        private func runApplyCoupon() {
            guard let request = applyCouponRequest else { return }
            tasks.start { [interactor] in await interactor?.applyCoupon(request: request) }
        }

        private func updateApplyCouponAction() {
            applyCouponSection.canRun = applyCouponRequest != nil
        }

        /// What the controls ask `pay` for; `nil` while one of them holds no valid value.
        private var payRequest: CheckoutModels.Pay.Request? {
            guard let shippingAddress = payShippingAddress else { return nil }
            let tip = payTipField.text.flatMap { text in CheckoutNumberInput.decimal(text) }
            guard tip != nil || (payTipField.text ?? "").isEmpty else { return nil }
            let metadata: [String: String] = [:]
            return CheckoutModels.Pay.Request(shippingAddress: shippingAddress, tip: tip, metadata: metadata)
        }

        private func runPay() {
            guard let request = payRequest else { return }
            tasks.start { [interactor] in await interactor?.pay(request: request) }
        }

        private func updatePayAction() {
            paySection.canRun = payRequest != nil
        }
    }

    extension CheckoutViewController: CheckoutDisplayLogic {
        public func displayLoadCart(viewModel: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>) {
            loadCartSection.show(viewModel, empty: CheckoutStrings.LoadCart.empty) { viewModel in
                [viewModel.rows.joined(separator: "\n"), viewModel.totalText, viewModel.itemCount]
            }
        }

        public func displayApplyCoupon(viewModel: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>) {
            applyCouponSection.show(viewModel) { viewModel in
                [viewModel.discount, CheckoutStrings.yesOrNo(viewModel.isValid)]
            }
        }

        public func displayPay(viewModel: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>) {
            paySection.show(viewModel) { viewModel in
                [viewModel.orderNumber, viewModel.paidAt, viewModel.confirmationText]
            }
        }
    }

    extension CheckoutViewController: CheckoutRouteHandling {
        public func handle(_ route: CheckoutRoute, dataStore: (any CheckoutDataStore)?) {
            guard let next = destination(route, dataStore) else { return }
            if let navigationController {
                navigationController.pushViewController(next, animated: true)
            } else {
                present(next, animated: true)
            }
        }
    }
#endif
