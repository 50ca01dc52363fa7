#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: it renders the view model's state and forwards what the user does.
    public struct CheckoutScreen: View {
        @StateObject private var model: CheckoutScreenModel
        @State private var queries = CheckoutQueryTasks()
        @State private var applyCouponCode = ""
        /// What `pay` takes as its shipping address, which the app sets (after a route
        /// returns, say).
        public var payShippingAddress: Address? = nil
        @State private var payTip = ""

        init(model: @autoclosure @escaping () -> CheckoutScreenModel) {
            _model = StateObject(wrappedValue: model())
        }

        private var viewModel: CheckoutViewModel { model.viewModel }
        private var state: CheckoutState { model.state }

        public var body: some View {
            List {
                Section(CheckoutStrings.LoadCart.title) {
                    CheckoutStatusView(state: state.loadCart, empty: CheckoutStrings.LoadCart.empty)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.status)
                    if case .loaded(let content) = state.loadCart {
                        LabeledContent(CheckoutStrings.LoadCart.rowsLabel, value: content.rows.joined(separator: "\n"))
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.rowsField)
                        LabeledContent(CheckoutStrings.LoadCart.totalTextLabel, value: content.totalText)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.totalTextField)
                        LabeledContent(CheckoutStrings.LoadCart.itemCountLabel, value: content.itemCount)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.itemCountField)
                    }
                    Button(CheckoutStatusView.actionTitle(state.loadCart, CheckoutStrings.LoadCart.action)) {
                        queries.run("loadCart") { [viewModel] in await viewModel.loadCart() }
                    }
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.section)
                Section(CheckoutStrings.ApplyCoupon.title) {
                    CheckoutStatusView(state: state.applyCoupon)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.status)
                    if case .loaded(let content) = state.applyCoupon {
                        LabeledContent(CheckoutStrings.ApplyCoupon.discountLabel, value: content.discount)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.discountField)
                        LabeledContent(
                            CheckoutStrings.ApplyCoupon.isValidLabel,
                            value: CheckoutStrings.yesOrNo(content.isValid)
                        )
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.isValidField)
                    }
                    TextField(CheckoutStrings.ApplyCoupon.codePlaceholder, text: $applyCouponCode)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.codeArgument)
                    Button(CheckoutStatusView.actionTitle(state.applyCoupon, CheckoutStrings.ApplyCoupon.action)) {
                        if let call = applyCouponCall { Task { await call() } }
                    }
                    .disabled(applyCouponCall == nil || state.applyCoupon.isRunning)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.section)
                Section(CheckoutStrings.Pay.title) {
                    CheckoutStatusView(state: state.pay)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.status)
                    if case .loaded(let content) = state.pay {
                        LabeledContent(CheckoutStrings.Pay.orderNumberLabel, value: content.orderNumber)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.orderNumberField)
                        LabeledContent(CheckoutStrings.Pay.paidAtLabel, value: content.paidAt)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.paidAtField)
                        LabeledContent(CheckoutStrings.Pay.confirmationTextLabel, value: content.confirmationText)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.confirmationTextField)
                    }
                    TextField(CheckoutStrings.Pay.tipPlaceholder, text: $payTip)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.tipArgument)
                    Button(CheckoutStatusView.actionTitle(state.pay, CheckoutStrings.Pay.action)) {
                        if let call = payCall { Task { await call() } }
                    }
                    .disabled(payCall == nil || state.pay.isRunning)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.section)
                Button(CheckoutStrings.Cancelled.action) { viewModel.sendCancelled() }
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.Cancelled.action)
            }
            .accessibilityIdentifier(CheckoutAccessibilityIDs.list)
            .navigationTitle(CheckoutStrings.title)
            .task { [viewModel] in
                await viewModel.loadCart()
            }
            .refreshable { [viewModel] in
                await viewModel.loadCart()
            }
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

    /// A use case's running, empty and failed states, the same in every section.
    struct CheckoutStatusView<Value>: View {
        let state: CheckoutUseCaseState<Value>
        var empty: String?

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(CheckoutStrings.loading)
            case .empty: Text(empty ?? "")
            case .failed(let message): Text(message)
            }
        }

        static func actionTitle(_ state: CheckoutUseCaseState<Value>, _ action: String) -> String {
            if case .failed = state { return CheckoutStrings.retry }
            return action
        }
    }

    /// The queries the controls started: a newer tap replaces one; leaving for good cancels them.
    @MainActor
    final class CheckoutQueryTasks {
        private var tasks: [String: Task<Void, Never>] = [:]

        func run(_ useCase: String, _ call: @escaping @MainActor () async -> Void) {
            tasks[useCase]?.cancel()
            tasks[useCase] = Task { await call() }
        }

        deinit {
            for task in tasks.values { task.cancel() }
        }
    }

    /// The view model's binding for SwiftUI where Observation is not available.
    @MainActor
    final class CheckoutScreenModel: ObservableObject {
        let viewModel: CheckoutViewModel
        private let routes: CheckoutRouteForwarder
        @Published private(set) var state: CheckoutState

        init(viewModel: CheckoutViewModel, routes: CheckoutRouteForwarder) {
            self.viewModel = viewModel
            self.routes = routes
            state = viewModel.state
            viewModel.onStateChange = { [weak self] state in self?.state = state }
        }
    }

    @MainActor
    final class CheckoutRouteForwarder: CheckoutRouteHandling {
        private let onRoute: @MainActor (CheckoutRoute) -> Void

        init(onRoute: @escaping @MainActor (CheckoutRoute) -> Void) {
            self.onRoute = onRoute
        }

        func handle(_ route: CheckoutRoute) {
            onRoute(route)
        }
    }

    // Each shows the screen over the preview service in one of its states.
    #if DEBUG
        #Preview("Loaded") { previewScreen(.answers) }
        #Preview("Running") { previewScreen(.waits) }
        #Preview("Failed") { previewScreen(.fails) }

        @MainActor
        private func previewScreen(_ behaviour: CheckoutPreviewService.Behaviour) -> some View {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(behaviour),
                onRoute: { _ in }
            )
        }
    #endif
#endif
