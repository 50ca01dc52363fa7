#if canImport(SwiftUI)
    import SwiftUI

    /// The scene's SwiftUI screen. Queries run in `.task(id:)`, so a newer run replaces an older one
    /// and leaving the screen cancels them; commands run to their end.
    public struct CheckoutScreen: View {
        @StateObject private var model: CheckoutScreenModel
        /// Bumped to run `loadCart` (again); it also runs when the screen appears.
        @State private var loadCartRuns = 0
        @State private var applyCouponCode = ""
        /// What `pay` sends as its shipping address, which no control on the screen edits:
        /// the app sets it (after a route returns, say), and the pay button waits for it.
        public var payShippingAddress: Address?
        @State private var payTip = ""

        /// Made by `CheckoutBuilder.makeScreen`.
        init(model makeModel: @escaping () -> CheckoutScreenModel) {
            _model = StateObject(wrappedValue: makeModel())
        }

        public var body: some View {
            List {
                Section {
                    CheckoutStateView(
                        state: model.loadCart,
                        empty: CheckoutStrings.LoadCart.empty,
                        statusID: CheckoutAccessibilityIDs.LoadCart.status
                    ) { viewModel in
                        LabeledContent(
                            CheckoutStrings.LoadCart.rowsLabel,
                            value: viewModel.rows.joined(separator: "\n")
                        )
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.rowsField)
                        LabeledContent(CheckoutStrings.LoadCart.totalTextLabel, value: viewModel.totalText)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.totalTextField)
                        LabeledContent(CheckoutStrings.LoadCart.itemCountLabel, value: viewModel.itemCount)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.itemCountField)
                    }
                    Button(Self.actionTitle(model.loadCart, action: CheckoutStrings.LoadCart.action)) {
                        loadCartRuns += 1
                    }
                    .disabled(model.loadCart.isRunning || loadCartRequest == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.action)
                } header: {
                    Text(CheckoutStrings.LoadCart.title)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.section)
                .task(id: loadCartRuns) { @MainActor in
                    guard let request = loadCartRequest else { return }
                    await model.scene?.interactor.loadCart(request: request)
                }
                Section {
                    CheckoutStateView(
                        state: model.applyCoupon,
                        statusID: CheckoutAccessibilityIDs.ApplyCoupon.status
                    ) { viewModel in
                        LabeledContent(CheckoutStrings.ApplyCoupon.discountLabel, value: viewModel.discount)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.discountField)
                        LabeledContent(
                            CheckoutStrings.ApplyCoupon.isValidLabel,
                            value: CheckoutStrings.yesOrNo(viewModel.isValid)
                        )
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.isValidField)
                    }
                    TextField(CheckoutStrings.ApplyCoupon.codePlaceholder, text: $applyCouponCode)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.codeArgument)
                    Button(Self.actionTitle(model.applyCoupon, action: CheckoutStrings.ApplyCoupon.action)) {
                        guard let request = applyCouponRequest else { return }
                        // Not tied to the screen: a command runs to its end even if the screen goes away.
                        Task { await model.scene?.interactor.applyCoupon(request: request) }
                    }
                    .disabled(model.applyCoupon.isRunning || applyCouponRequest == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.action)
                } header: {
                    Text(CheckoutStrings.ApplyCoupon.title)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.section)
                Section {
                    CheckoutStateView(state: model.pay, statusID: CheckoutAccessibilityIDs.Pay.status) { viewModel in
                        LabeledContent(CheckoutStrings.Pay.orderNumberLabel, value: viewModel.orderNumber)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.orderNumberField)
                        LabeledContent(CheckoutStrings.Pay.paidAtLabel, value: viewModel.paidAt)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.paidAtField)
                        LabeledContent(CheckoutStrings.Pay.confirmationTextLabel, value: viewModel.confirmationText)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.confirmationTextField)
                    }
                    TextField(CheckoutStrings.Pay.tipPlaceholder, text: $payTip)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.tipArgument)
                    Button(Self.actionTitle(model.pay, action: CheckoutStrings.Pay.action)) {
                        guard let request = payRequest else { return }
                        // Not tied to the screen: a command runs to its end even if the screen goes away.
                        Task { await model.scene?.interactor.pay(request: request) }
                    }
                    .disabled(model.pay.isRunning || payRequest == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.action)
                } header: {
                    Text(CheckoutStrings.Pay.title)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.section)
                Button(CheckoutStrings.Cancelled.action) {
                    model.scene?.interactor.sendCancelled()
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.Cancelled.action)
            }
            .accessibilityIdentifier(CheckoutAccessibilityIDs.list)
            .navigationTitle(CheckoutStrings.title)
            .refreshable { @MainActor in
                if let request = loadCartRequest {
                    await model.scene?.interactor.loadCart(request: request)
                }
            }
        }

        /// What the controls ask `loadCart` for; `nil` while one of them holds no valid value.
        private var loadCartRequest: CheckoutModels.LoadCart.Request? {
            return CheckoutModels.LoadCart.Request()
        }

        /// What the controls ask `applyCoupon` for; `nil` while one of them holds no valid value.
        private var applyCouponRequest: CheckoutModels.ApplyCoupon.Request? {
            let code = applyCouponCode
            return CheckoutModels.ApplyCoupon.Request(code: code)
        }

        /// What the controls ask `pay` for; `nil` while one of them holds no valid value.
        private var payRequest: CheckoutModels.Pay.Request? {
            guard let shippingAddress = payShippingAddress else { return nil }
            let tip = Optional(payTip).flatMap { text in CheckoutNumberInput.decimal(text) }
            guard tip != nil || payTip.isEmpty else { return nil }
            let metadata: [String: String] = [:]
            return CheckoutModels.Pay.Request(shippingAddress: shippingAddress, tip: tip, metadata: metadata)
        }

        /// A use case's button: its action, or "try again" after a failure.
        private static func actionTitle<Value>(_ state: CheckoutUseCaseState<Value>, action: String) -> String {
            if case .failed = state { return CheckoutStrings.retry }
            return action
        }
    }

    /// One use case's state in its section: a spinner while it runs, its fields once loaded, a
    /// message when there is nothing to show or it failed.
    struct CheckoutStateView<Value, Fields: View>: View {
        let state: CheckoutUseCaseState<Value>
        var empty = ""
        let statusID: String
        @ViewBuilder let fields: (Value) -> Fields

        var body: some View {
            switch state {
            case .idle:
                EmptyView()
            case .running:
                ProgressView(CheckoutStrings.loading).accessibilityIdentifier(statusID)
            case .loaded(let value):
                fields(value)
            case .empty:
                Text(empty).accessibilityIdentifier(statusID)
            case .failed(let message):
                Text(message).accessibilityIdentifier(statusID)
            }
        }
    }

    /// The display the presenter talks to, observed by SwiftUI. It owns the scene, as a screen
    /// does; the presenter and the router hold it weakly.
    @MainActor
    final class CheckoutScreenModel: ObservableObject, CheckoutDisplayLogic, CheckoutRouteHandling {
        var scene: CheckoutScene?
        private let onRoute: @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> Void
        @Published private(set) var loadCart: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel> = .idle
        @Published private(set) var applyCoupon: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel> = .idle
        @Published private(set) var pay: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel> = .idle

        init(onRoute: @escaping @MainActor (CheckoutRoute, (any CheckoutDataStore)?) -> Void) {
            self.onRoute = onRoute
        }

        func displayLoadCart(viewModel: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>) {
            loadCart = viewModel
        }

        func displayApplyCoupon(viewModel: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>) {
            applyCoupon = viewModel
        }

        func displayPay(viewModel: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>) {
            pay = viewModel
        }

        func handle(_ route: CheckoutRoute, dataStore: (any CheckoutDataStore)?) {
            onRoute(route, dataStore)
        }
    }

    #if DEBUG
        #Preview("Loaded") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                worker: CheckoutPreviewWorker(),
                onRoute: { _, _ in }
            )
        }

        #Preview("Failed") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                worker: CheckoutPreviewWorker(behaviour: .fails),
                onRoute: { _, _ in }
            )
        }

        #Preview("Running") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                worker: CheckoutPreviewWorker(behaviour: .waits),
                onRoute: { _, _ in }
            )
        }
    #endif
#endif
