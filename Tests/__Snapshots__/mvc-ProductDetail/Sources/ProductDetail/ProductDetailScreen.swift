#if canImport(SwiftUI)
    import SwiftUI

    /// The Controller of MVC, as SwiftUI has it: the screen owns the model, runs a use case for each
    /// control, and renders the model's states through `ProductDetailFormatter`.
    public struct ProductDetailScreen: View {
        @StateObject private var observer: ProductDetailModelObserver
        private let formatter = ProductDetailFormatter()
        /// Opens a route: call it with the route (and its payload) where the screen leads on.
        private let onRoute: @MainActor (ProductDetailRoute) -> Void
        @State private var addToCartQuantityText = ""

        /// Made by `ProductDetailBuilder.makeScreen`.
        init(
            model: @autoclosure @escaping () -> ProductDetailModel,
            onRoute: @escaping @MainActor (ProductDetailRoute) -> Void
        ) {
            _observer = StateObject(wrappedValue: ProductDetailModelObserver(model: model()))
            self.onRoute = onRoute
        }

        private var model: ProductDetailModel { observer.model }

        public var body: some View {
            List {
                Section(ProductDetailStrings.LoadProduct.title) {
                    ProductDetailStateRows(
                        state: formatter.loadProduct(model.loadProductState),
                        status: ProductDetailAccessibilityIDs.LoadProduct.status
                    ) { viewModel in
                        [
                            (
                                ProductDetailAccessibilityIDs.LoadProduct.badgeField,
                                ProductDetailStrings.LoadProduct.badgeLabel,
                                Self.text(viewModel.badge)
                            ),
                            (
                                ProductDetailAccessibilityIDs.LoadProduct.isFavouriteField,
                                ProductDetailStrings.LoadProduct.isFavouriteLabel,
                                Self.text(viewModel.isFavourite)
                            ),
                        ]
                    }
                    Button(actionTitle(model.loadProductState, ProductDetailStrings.LoadProduct.action)) {
                        observer.run("loadProduct") { [model] in await model.loadProduct() }
                    }
                    .accessibilityIdentifier(ProductDetailAccessibilityIDs.LoadProduct.action)
                }
                .accessibilityIdentifier(ProductDetailAccessibilityIDs.LoadProduct.section)
                Section(ProductDetailStrings.AddToCart.title) {
                    ProductDetailStateRows(
                        state: formatter.addToCart(model.addToCartState),
                        status: ProductDetailAccessibilityIDs.AddToCart.status
                    ) { viewModel in
                        [
                            (
                                ProductDetailAccessibilityIDs.AddToCart.cartCountField,
                                ProductDetailStrings.AddToCart.cartCountLabel,
                                Self.text(viewModel.cartCount)
                            )
                        ]
                    }
                    TextField(ProductDetailStrings.AddToCart.quantityPlaceholder, text: $addToCartQuantityText)
                        .accessibilityIdentifier(ProductDetailAccessibilityIDs.AddToCart.quantityArgument)
                    Button(actionTitle(model.addToCartState, ProductDetailStrings.AddToCart.action)) {
                        guard let call = addToCartCall else { return }
                        Task { await call() }
                    }
                    .disabled(model.addToCartState.isRunning || addToCartCall == nil)
                    .accessibilityIdentifier(ProductDetailAccessibilityIDs.AddToCart.action)
                }
                .accessibilityIdentifier(ProductDetailAccessibilityIDs.AddToCart.section)
            }
            .accessibilityIdentifier(ProductDetailAccessibilityIDs.list)
            .navigationTitle(ProductDetailStrings.title)
            .task { await reload() }
            .refreshable { await reload() }
        }

        private func reload() async {
            await model.loadProduct()
        }

        /// Nil while an argument is missing or does not parse.
        private var addToCartCall: (@MainActor () async -> Void)? {
            guard let quantity = value(addToCartQuantityText, { text in Int(text) }) else { return nil }
            return { [model] in await model.addToCart(quantity: quantity) }
        }

        private static func text(_ value: String) -> String { value }
        private static func text(_ value: [String]) -> String { value.joined(separator: "\n") }
        private static func text(_ value: Bool) -> String { ProductDetailStrings.yesOrNo(value) }
        /// A field of a type of the spec's own: as Swift prints it, until you format it in the formatter.
        private static func text<Value>(_ value: Value) -> String { "\(value)" }

        /// A button's title: "try again" after a failure.
        private func actionTitle<Value>(_ state: ProductDetailCallState<Value>, _ action: String) -> String {
            if case .failed = state { return ProductDetailStrings.retry }
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
    final class ProductDetailModelObserver: ObservableObject {
        let model: ProductDetailModel
        @Published private var changes = 0
        /// Queries the buttons started, cancelled when the screen is gone for good (not on
        /// `onDisappear`, which a pushed screen also causes); commands are never cancelled.
        private var tasks: [String: Task<Void, Never>] = [:]

        init(model: ProductDetailModel) {
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

    private struct ProductDetailStateRows<ViewModel>: View {
        let state: ProductDetailUseCaseState<ViewModel>
        let status: String
        var empty = ""
        let rows: (ViewModel) -> [(id: String, label: String, value: String)]

        var body: some View {
            switch state {
            case .idle: EmptyView()
            case .running: ProgressView(ProductDetailStrings.loading).accessibilityIdentifier(status)
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
        struct ProductDetailPreviewService: ProductDetailService {
            enum Behaviour: Sendable { case answers, fails, runs }
            struct Failure: Error {}
            var behaviour = Behaviour.answers

            func loadProduct(
                _ request: ProductDetailModels.LoadProduct.Request
            ) async throws -> ProductDetailModels.LoadProduct.Response {
                try await answer(ProductDetailModels.LoadProduct.Response(title: "title 2", price: Decimal(6_902)))
            }

            func addToCart(
                _ request: ProductDetailModels.AddToCart.Request
            ) async throws -> ProductDetailModels.AddToCart.Response {
                try await answer(ProductDetailModels.AddToCart.Response(cartCount: 7_932))
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
            ProductDetailBuilder.makeScreen(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                service: ProductDetailPreviewService(),
                onRoute: { _ in }
            )
        }

        #Preview("Failed") {
            ProductDetailBuilder.makeScreen(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                service: ProductDetailPreviewService(behaviour: .fails),
                onRoute: { _ in }
            )
        }

        #Preview("Running") {
            ProductDetailBuilder.makeScreen(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                service: ProductDetailPreviewService(behaviour: .runs),
                onRoute: { _ in }
            )
        }
    #endif
#endif
