#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: a section per use case showing where it stands, with the
    /// controls for what it takes and its button. It shows what the presenter tells its model and forwards
    /// what the user does to the presenter; `.task` runs the use cases that load with the screen
    /// (SwiftUI cancels them when it goes away), and pulling refreshes them.
    public struct CheckoutScreen: View {
        @StateObject private var model: CheckoutScreenModel
        @State private var applyCouponCode = ""
        /// What `pay` takes as `shippingAddress`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var payShippingAddress: Address?
        @State private var payTip = ""

        /// Made by `CheckoutBuilder.makeScreen`.
        init(model: @autoclosure @escaping () -> CheckoutScreenModel) {
            _model = StateObject(wrappedValue: model())
        }

        public var body: some View {
            List {
                Section(CheckoutStrings.LoadCart.title) {
                    CheckoutStatusRow(
                        state: model.loadCart,
                        empty: CheckoutStrings.LoadCart.empty,
                        id: CheckoutAccessibilityIDs.LoadCart.status
                    )
                    if case .loaded(let viewModel) = model.loadCart {
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
                    Button(Self.title(model.loadCart, action: CheckoutStrings.LoadCart.action)) {
                        runQuery(loadCartCall)
                    }
                    .disabled(loadCartCall == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.section)
                Section(CheckoutStrings.ApplyCoupon.title) {
                    CheckoutStatusRow(
                        state: model.applyCoupon,
                        empty: nil,
                        id: CheckoutAccessibilityIDs.ApplyCoupon.status
                    )
                    if case .loaded(let viewModel) = model.applyCoupon {
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
                    Button(Self.title(model.applyCoupon, action: CheckoutStrings.ApplyCoupon.action)) {
                        runCommand(applyCouponCall)
                    }
                    .disabled(model.applyCoupon.isRunning || applyCouponCall == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.section)
                Section(CheckoutStrings.Pay.title) {
                    CheckoutStatusRow(state: model.pay, empty: nil, id: CheckoutAccessibilityIDs.Pay.status)
                    if case .loaded(let viewModel) = model.pay {
                        LabeledContent(CheckoutStrings.Pay.orderNumberLabel, value: viewModel.orderNumber)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.orderNumberField)
                        LabeledContent(CheckoutStrings.Pay.paidAtLabel, value: viewModel.paidAt)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.paidAtField)
                        LabeledContent(CheckoutStrings.Pay.confirmationTextLabel, value: viewModel.confirmationText)
                            .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.confirmationTextField)
                    }
                    TextField(CheckoutStrings.Pay.tipPlaceholder, text: $payTip)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.tipArgument)
                    Button(Self.title(model.pay, action: CheckoutStrings.Pay.action)) {
                        runCommand(payCall)
                    }
                    .disabled(model.pay.isRunning || payCall == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.section)
                Button(CheckoutStrings.Cancelled.action) {
                    model.presenter?.sendCancelled()
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.Cancelled.action)
            }
            .accessibilityIdentifier(CheckoutAccessibilityIDs.list)
            .navigationTitle(CheckoutStrings.title)
            .task { [model] in await model.refresh() }
            .refreshable { [model] in await model.refresh() }
        }

        /// `loadCart` with what the controls hold, or nil while one lacks what it needs.
        private var loadCartCall: CheckoutScreenModel.Call? {
            return { await $0.loadCart() }
        }

        /// `applyCoupon` with what the controls hold, or nil while one lacks what it needs.
        private var applyCouponCall: CheckoutScreenModel.Call? {
            let code = applyCouponCode
            return { await $0.applyCoupon(code: code) }
        }

        /// `pay` with what the controls hold, or nil while one lacks what it needs.
        private var payCall: CheckoutScreenModel.Call? {
            guard let shippingAddress = payShippingAddress else { return nil }
            guard let tip = Self.optionalNumber(payTip, { text in CheckoutNumberInput.decimal(text) }) else {
                return nil
            }
            let metadata: [String: String] = [:]
            return { await $0.pay(shippingAddress: shippingAddress, tip: tip, metadata: metadata) }
        }

        /// A button's title: its action, or "try again" after a failure.
        private static func title<Value>(_ state: CheckoutUseCaseState<Value>, action: String) -> String {
            if case .failed = state { return CheckoutStrings.retry }
            return action
        }

        /// Nil inside for an empty text, nil outside for one that is no number.
        private static func optionalNumber<Number>(_ text: String?, _ parse: (String) -> Number?) -> Number?? {
            guard let text, !text.isEmpty else { return .some(nil) }
            return parse(text).map { .some($0) }
        }

        /// Runs a query's call through the model, which cancels it once the screen is gone for good.
        private func runQuery(_ call: CheckoutScreenModel.Call?) {
            guard let call else { return }
            model.runQuery(call)
        }

        /// Runs a command's call, which nothing cancels: once sent, its answer is always handled.
        private func runCommand(_ call: CheckoutScreenModel.Call?) {
            guard let call, let presenter = model.presenter else { return }
            Task { await call(presenter) }
        }
    }

    /// Where a use case stands, unless it has its result to show: a spinner while it runs, the
    /// message when there is nothing to show or it failed.
    struct CheckoutStatusRow<Value>: View {
        let state: CheckoutUseCaseState<Value>
        let empty: String?
        let id: String

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(CheckoutStrings.loading).accessibilityIdentifier(id)
            case .empty: Text(empty ?? "").accessibilityIdentifier(id)
            case .failed(let message): Text(message).accessibilityIdentifier(id)
            }
        }
    }

    /// The view the presenter talks to, observed by SwiftUI. It owns the presenter, as a screen
    /// does; the presenter holds it weakly.
    @MainActor
    final class CheckoutScreenModel: ObservableObject, CheckoutView, CheckoutRouteHandling {
        /// A call of the presenter a control makes.
        typealias Call = @MainActor (any CheckoutPresenting) async -> Void

        var presenter: (any CheckoutPresenting)?
        /// Queries the buttons started, until they end. Cancelled when the model goes (the screen is
        /// gone for good), not on `onDisappear`, which also comes when a pushed screen covers this
        /// one; commands run to their end.
        private var queries: [UUID: Task<Void, Never>] = [:]
        private let onRoute: @MainActor (CheckoutRoute) -> Void
        @Published private(set) var loadCart: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel> = .idle
        @Published private(set) var applyCoupon: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel> = .idle
        @Published private(set) var pay: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel> = .idle

        init(onRoute: @escaping @MainActor (CheckoutRoute) -> Void) {
            self.onRoute = onRoute
        }

        deinit {
            for query in queries.values { query.cancel() }
        }

        /// Runs a query's call, kept until it ends.
        func runQuery(_ call: @escaping Call) {
            guard let presenter else { return }
            let id = UUID()
            queries[id] = Task { [weak self] in
                await call(presenter)
                self?.queries[id] = nil
            }
        }

        /// Runs the use cases that load with the screen, side by side: when it appears, and on pull to
        /// refresh.
        func refresh() async {
            guard let presenter else { return }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await presenter.loadCart() }
            }
        }

        func displayLoadCart(_ state: CheckoutUseCaseState<CheckoutModels.LoadCart.ViewModel>) {
            loadCart = state
        }

        func displayApplyCoupon(_ state: CheckoutUseCaseState<CheckoutModels.ApplyCoupon.ViewModel>) {
            applyCoupon = state
        }

        func displayPay(_ state: CheckoutUseCaseState<CheckoutModels.Pay.ViewModel>) {
            pay = state
        }

        func handle(_ route: CheckoutRoute) {
            onRoute(route)
        }
    }

    #if DEBUG
        /// Answers every use case as a preview asks, without a network: with sample data, with
        /// nothing to show, with a failure, or not before the preview is gone.
        struct CheckoutPreviewService: CheckoutService {
            enum Outcome: Sendable {
                case loaded, empty, failed, running
            }

            /// What the preview fails with.
            struct Failure: Error {}

            let outcome: Outcome

            func loadCart(_ request: CheckoutModels.LoadCart.Request) async throws -> CheckoutModels.LoadCart.Response {
                try await answer(
                    CheckoutModels.LoadCart.Response(
                        items: [
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                                title: "title 2",
                                quantity: 8_362,
                                price: Decimal(6_902),
                                imageURL: URL(fileURLWithPath: "/imageURL/2")
                            ),
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                                title: "title 52",
                                quantity: 8_412,
                                price: Decimal(6_952),
                                imageURL: URL(fileURLWithPath: "/imageURL/52")
                            ),
                        ],
                        total: Decimal(1_352)
                    ),
                    empty: CheckoutModels.LoadCart.Response(items: [], total: Decimal(1_352))
                )
            }

            func applyCoupon(
                _ request: CheckoutModels.ApplyCoupon.Request
            ) async throws -> CheckoutModels.ApplyCoupon.Response {
                try await answer(
                    CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_002), isValid: false),
                    empty: CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_002), isValid: false)
                )
            }

            func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response {
                try await answer(
                    CheckoutModels.Pay.Response(
                        receipt: Receipt(
                            id: "id 2",
                            paidAt: Date(timeIntervalSince1970: 1_700_005_902),
                            items: [
                                CartItem(
                                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                                    title: "title 2",
                                    quantity: 8_362,
                                    price: Decimal(6_902),
                                    imageURL: URL(fileURLWithPath: "/imageURL/2")
                                ),
                                CartItem(
                                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                                    title: "title 52",
                                    quantity: 8_412,
                                    price: Decimal(6_952),
                                    imageURL: URL(fileURLWithPath: "/imageURL/52")
                                ),
                            ],
                            shippingAddress: Address(street: "street 2", city: "city 2", postalCode: "postalCode 2")
                        )
                    ),
                    empty: CheckoutModels.Pay.Response(
                        receipt: Receipt(
                            id: "id 2",
                            paidAt: Date(timeIntervalSince1970: 1_700_005_902),
                            items: [
                                CartItem(
                                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                                    title: "title 2",
                                    quantity: 8_362,
                                    price: Decimal(6_902),
                                    imageURL: URL(fileURLWithPath: "/imageURL/2")
                                ),
                                CartItem(
                                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                                    title: "title 52",
                                    quantity: 8_412,
                                    price: Decimal(6_952),
                                    imageURL: URL(fileURLWithPath: "/imageURL/52")
                                ),
                            ],
                            shippingAddress: Address(street: "street 2", city: "city 2", postalCode: "postalCode 2")
                        )
                    )
                )
            }

            private func answer<Response>(_ response: Response, empty: Response) async throws -> Response {
                switch outcome {
                case .loaded: return response
                case .empty: return empty
                case .failed: throw Failure()
                case .running:
                    try await Task.sleep(for: .seconds(3_600))
                    return response
                }
            }
        }

        #Preview("Loaded") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(outcome: .loaded),
                onRoute: { _ in }
            )
        }
        #Preview("Empty") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(outcome: .empty),
                onRoute: { _ in }
            )
        }
        #Preview("Failed") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(outcome: .failed),
                onRoute: { _ in }
            )
        }
        #Preview("Running") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(outcome: .running),
                onRoute: { _ in }
            )
        }
    #endif
#endif
