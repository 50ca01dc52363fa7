#if canImport(SwiftUI)
    import SwiftUI

    /// The Controller of MVC, as SwiftUI has it: the screen owns the model, runs a use case for each
    /// control, and renders the model's states through `CheckoutFormatter`.
    public struct CheckoutScreen: View {
        @StateObject private var observer: CheckoutModelObserver
        private let formatter = CheckoutFormatter()
        /// Opens a route: call it with the route (and its payload) where the screen leads on.
        private let onRoute: @MainActor (CheckoutRoute) -> Void
        @State private var applyCouponCodeText = ""
        /// `pay`'s shipping address, which no control gives: set it (say, once a route
        /// returns); `pay` stays disabled until then.
        public var payShippingAddress: Address?
        @State private var payTipText = ""

        /// Made by `CheckoutBuilder.makeScreen`.
        init(model: @autoclosure @escaping () -> CheckoutModel, onRoute: @escaping @MainActor (CheckoutRoute) -> Void) {
            _observer = StateObject(wrappedValue: CheckoutModelObserver(model: model()))
            self.onRoute = onRoute
        }

        private var model: CheckoutModel { observer.model }

        public var body: some View {
            List {
                Section(CheckoutStrings.LoadCart.title) {
                    CheckoutStateRows(
                        state: formatter.loadCart(model.loadCartState),
                        status: CheckoutAccessibilityIDs.LoadCart.status,
                        empty: CheckoutStrings.LoadCart.empty
                    ) { viewModel in
                        [
                            (
                                CheckoutAccessibilityIDs.LoadCart.rowsField,
                                CheckoutStrings.LoadCart.rowsLabel,
                                Self.text(viewModel.rows)
                            ),
                            (
                                CheckoutAccessibilityIDs.LoadCart.totalTextField,
                                CheckoutStrings.LoadCart.totalTextLabel,
                                Self.text(viewModel.totalText)
                            ),
                            (
                                CheckoutAccessibilityIDs.LoadCart.itemCountField,
                                CheckoutStrings.LoadCart.itemCountLabel,
                                Self.text(viewModel.itemCount)
                            ),
                        ]
                    }
                    Button(actionTitle(model.loadCartState, CheckoutStrings.LoadCart.action)) {
                        observer.run("loadCart") { [model] in await model.loadCart() }
                    }
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.LoadCart.section)
                Section(CheckoutStrings.ApplyCoupon.title) {
                    CheckoutStateRows(
                        state: formatter.applyCoupon(model.applyCouponState),
                        status: CheckoutAccessibilityIDs.ApplyCoupon.status
                    ) { viewModel in
                        [
                            (
                                CheckoutAccessibilityIDs.ApplyCoupon.discountField,
                                CheckoutStrings.ApplyCoupon.discountLabel,
                                Self.text(viewModel.discount)
                            ),
                            (
                                CheckoutAccessibilityIDs.ApplyCoupon.isValidField,
                                CheckoutStrings.ApplyCoupon.isValidLabel,
                                Self.text(viewModel.isValid)
                            ),
                        ]
                    }
                    TextField(CheckoutStrings.ApplyCoupon.codePlaceholder, text: $applyCouponCodeText)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.codeArgument)
                    Button(actionTitle(model.applyCouponState, CheckoutStrings.ApplyCoupon.action)) {
                        guard let call = applyCouponCall else { return }
                        Task { await call() }
                    }
                    .disabled(model.applyCouponState.isRunning || applyCouponCall == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.ApplyCoupon.section)
                Section(CheckoutStrings.Pay.title) {
                    CheckoutStateRows(
                        state: formatter.pay(model.payState),
                        status: CheckoutAccessibilityIDs.Pay.status
                    ) { viewModel in
                        [
                            (
                                CheckoutAccessibilityIDs.Pay.orderNumberField,
                                CheckoutStrings.Pay.orderNumberLabel,
                                Self.text(viewModel.orderNumber)
                            ),
                            (
                                CheckoutAccessibilityIDs.Pay.paidAtField,
                                CheckoutStrings.Pay.paidAtLabel,
                                Self.text(viewModel.paidAt)
                            ),
                            (
                                CheckoutAccessibilityIDs.Pay.confirmationTextField,
                                CheckoutStrings.Pay.confirmationTextLabel,
                                Self.text(viewModel.confirmationText)
                            ),
                        ]
                    }
                    TextField(CheckoutStrings.Pay.tipPlaceholder, text: $payTipText)
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.tipArgument)
                    Button(actionTitle(model.payState, CheckoutStrings.Pay.action)) {
                        guard let call = payCall else { return }
                        Task { await call() }
                    }
                    .disabled(model.payState.isRunning || payCall == nil)
                    .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.action)
                }
                .accessibilityIdentifier(CheckoutAccessibilityIDs.Pay.section)
                Section {
                    Button(CheckoutStrings.Cancelled.action) { model.sendCancelled() }
                        .accessibilityIdentifier(CheckoutAccessibilityIDs.Cancelled.action)
                }
            }
            .accessibilityIdentifier(CheckoutAccessibilityIDs.list)
            .navigationTitle(CheckoutStrings.title)
            .task { await reload() }
            .refreshable { await reload() }
        }

        private func reload() async {
            await model.loadCart()
        }

        /// Nil while an argument is missing or does not parse.
        private var applyCouponCall: (@MainActor () async -> Void)? {
            guard let code = value(applyCouponCodeText, { $0 }) else { return nil }
            return { [model] in await model.applyCoupon(code: code) }
        }

        /// Nil while an argument is missing or does not parse.
        private var payCall: (@MainActor () async -> Void)? {
            guard let shippingAddress = payShippingAddress else { return nil }
            guard let tip = optionalValue(payTipText, { text in CheckoutNumberInput.decimal(text) }) else { return nil }
            let metadata: [String: String] = [:]
            return { [model] in await model.pay(shippingAddress: shippingAddress, tip: tip, metadata: metadata) }
        }

        private static func text(_ value: String) -> String { value }
        private static func text(_ value: [String]) -> String { value.joined(separator: "\n") }
        private static func text(_ value: Bool) -> String { CheckoutStrings.yesOrNo(value) }
        /// A field of a type of the spec's own: as Swift prints it, until you format it in the formatter.
        private static func text<Value>(_ value: Value) -> String { "\(value)" }

        /// A button's title: "try again" after a failure.
        private func actionTitle<Value>(_ state: CheckoutCallState<Value>, _ action: String) -> String {
            if case .failed = state { return CheckoutStrings.retry }
            return action
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
    }

    /// Re-renders the screen when the model changes; the screen owns it, and through it the model.
    @MainActor
    final class CheckoutModelObserver: ObservableObject {
        let model: CheckoutModel
        @Published private var changes = 0
        /// Queries the buttons started, cancelled when the screen is gone for good (not on
        /// `onDisappear`, which a pushed screen also causes); commands are never cancelled.
        private var tasks: [String: Task<Void, Never>] = [:]

        init(model: CheckoutModel) {
            self.model = model
            model.onChange = { [weak self] in self?.changes += 1 }
        }

        deinit {
            for task in tasks.values { task.cancel() }
        }

        /// Keeps `work` in `tasks` while it runs; a newer run of the same control takes its place.
        func run(_ id: String, _ work: @escaping @MainActor () async -> Void) {
            tasks[id]?.cancel()
            let task = Task { await work() }
            tasks[id] = task
            Task { [weak self] in
                await task.value
                if self?.tasks[id] == task { self?.tasks[id] = nil }
            }
        }
    }

    private struct CheckoutStateRows<ViewModel>: View {
        let state: CheckoutUseCaseState<ViewModel>
        let status: String
        var empty = ""
        let rows: (ViewModel) -> [(id: String, label: String, value: String)]

        var body: some View {
            switch state {
            case .idle: EmptyView()
            case .running: ProgressView(CheckoutStrings.loading).accessibilityIdentifier(status)
            case .empty: Text(empty).accessibilityIdentifier(status)
            case .failed(let message): Text(message).accessibilityIdentifier(status)
            case .loaded(let viewModel):
                ForEach(rows(viewModel), id: \.id) { row in
                    LabeledContent(row.label, value: row.value).accessibilityIdentifier(row.id)
                }
            }
        }
    }

    #if DEBUG
        /// Answers every call with sample values, fails it, or keeps it running: what the previews
        /// show in each state. In debug builds only.
        struct CheckoutPreviewService: CheckoutService {
            enum Behaviour: Sendable { case answers, fails, runs }
            struct Failure: Error {}
            var behaviour = Behaviour.answers

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
                    )
                )
            }

            func applyCoupon(
                _ request: CheckoutModels.ApplyCoupon.Request
            ) async throws -> CheckoutModels.ApplyCoupon.Response {
                try await answer(CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_002), isValid: false))
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
                    )
                )
            }

            private func answer<Response>(_ response: Response) async throws -> Response {
                switch behaviour {
                case .answers: return response
                case .fails: throw Failure()
                case .runs:
                    // Until the preview goes away, which cancels it.
                    try await Task.sleep(for: .seconds(3_600))
                    return response
                }
            }
        }

        #Preview("Loaded") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(),
                onRoute: { _ in }
            )
        }

        #Preview("Failed") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(behaviour: .fails),
                onRoute: { _ in }
            )
        }

        #Preview("Running") {
            CheckoutBuilder.makeScreen(
                input: CheckoutInput(cartID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 217))),
                service: CheckoutPreviewService(behaviour: .runs),
                onRoute: { _ in }
            )
        }
    #endif
#endif
