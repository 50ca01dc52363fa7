#if canImport(SwiftUI)
    import SwiftUI

    /// The scene's SwiftUI screen. Queries run in `.task(id:)`, so a newer run replaces an older one
    /// and leaving the screen cancels them; commands run to their end.
    public struct ProductDetailScreen: View {
        @StateObject private var model: ProductDetailScreenModel
        /// Bumped to run `loadProduct` (again); it also runs when the screen appears.
        @State private var loadProductRuns = 0
        @State private var addToCartQuantity = ""

        /// Made by `ProductDetailBuilder.makeScreen`.
        init(model makeModel: @escaping () -> ProductDetailScreenModel) {
            _model = StateObject(wrappedValue: makeModel())
        }

        public var body: some View {
            List {
                Section {
                    ProductDetailStateView(
                        state: model.loadProduct,
                        statusID: ProductDetailAccessibilityIDs.LoadProduct.status
                    ) { viewModel in
                        LabeledContent(ProductDetailStrings.LoadProduct.badgeLabel, value: viewModel.badge)
                            .accessibilityIdentifier(ProductDetailAccessibilityIDs.LoadProduct.badgeField)
                        LabeledContent(
                            ProductDetailStrings.LoadProduct.isFavouriteLabel,
                            value: ProductDetailStrings.yesOrNo(viewModel.isFavourite)
                        )
                        .accessibilityIdentifier(ProductDetailAccessibilityIDs.LoadProduct.isFavouriteField)
                    }
                    Button(Self.actionTitle(model.loadProduct, action: ProductDetailStrings.LoadProduct.action)) {
                        loadProductRuns += 1
                    }
                    .disabled(model.loadProduct.isRunning || loadProductRequest == nil)
                    .accessibilityIdentifier(ProductDetailAccessibilityIDs.LoadProduct.action)
                } header: {
                    Text(ProductDetailStrings.LoadProduct.title)
                }
                .accessibilityIdentifier(ProductDetailAccessibilityIDs.LoadProduct.section)
                .task(id: loadProductRuns) { @MainActor in
                    guard let request = loadProductRequest else { return }
                    await model.scene?.interactor.loadProduct(request: request)
                }
                Section {
                    ProductDetailStateView(
                        state: model.addToCart,
                        statusID: ProductDetailAccessibilityIDs.AddToCart.status
                    ) { viewModel in
                        LabeledContent(ProductDetailStrings.AddToCart.cartCountLabel, value: viewModel.cartCount)
                            .accessibilityIdentifier(ProductDetailAccessibilityIDs.AddToCart.cartCountField)
                    }
                    TextField(ProductDetailStrings.AddToCart.quantityPlaceholder, text: $addToCartQuantity)
                        .accessibilityIdentifier(ProductDetailAccessibilityIDs.AddToCart.quantityArgument)
                    Button(Self.actionTitle(model.addToCart, action: ProductDetailStrings.AddToCart.action)) {
                        guard let request = addToCartRequest else { return }
                        // Not tied to the screen: a command runs to its end even if the screen goes away.
                        Task { await model.scene?.interactor.addToCart(request: request) }
                    }
                    .disabled(model.addToCart.isRunning || addToCartRequest == nil)
                    .accessibilityIdentifier(ProductDetailAccessibilityIDs.AddToCart.action)
                } header: {
                    Text(ProductDetailStrings.AddToCart.title)
                }
                .accessibilityIdentifier(ProductDetailAccessibilityIDs.AddToCart.section)
            }
            .accessibilityIdentifier(ProductDetailAccessibilityIDs.list)
            .navigationTitle(ProductDetailStrings.title)
            .refreshable { @MainActor in
                if let request = loadProductRequest {
                    await model.scene?.interactor.loadProduct(request: request)
                }
            }
        }

        /// What the controls ask `loadProduct` for; `nil` while one of them holds no valid value.
        private var loadProductRequest: ProductDetailModels.LoadProduct.Request? {
            return ProductDetailModels.LoadProduct.Request()
        }

        /// What the controls ask `addToCart` for; `nil` while one of them holds no valid value.
        private var addToCartRequest: ProductDetailModels.AddToCart.Request? {
            guard let quantity = Optional(addToCartQuantity).flatMap({ text in Int(text) }) else { return nil }
            return ProductDetailModels.AddToCart.Request(quantity: quantity)
        }

        /// A use case's button: its action, or "try again" after a failure.
        private static func actionTitle<Value>(_ state: ProductDetailUseCaseState<Value>, action: String) -> String {
            if case .failed = state { return ProductDetailStrings.retry }
            return action
        }
    }

    /// One use case's state in its section: a spinner while it runs, its fields once loaded, a
    /// message when there is nothing to show or it failed.
    struct ProductDetailStateView<Value, Fields: View>: View {
        let state: ProductDetailUseCaseState<Value>
        var empty = ""
        let statusID: String
        @ViewBuilder let fields: (Value) -> Fields

        var body: some View {
            switch state {
            case .idle:
                EmptyView()
            case .running:
                ProgressView(ProductDetailStrings.loading).accessibilityIdentifier(statusID)
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
    final class ProductDetailScreenModel: ObservableObject, ProductDetailDisplayLogic, ProductDetailRouteHandling {
        var scene: ProductDetailScene?
        private let onRoute: @MainActor (ProductDetailRoute, (any ProductDetailDataStore)?) -> Void
        @Published private(set) var loadProduct: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel> =
            .idle
        @Published private(set) var addToCart: ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel> =
            .idle

        init(onRoute: @escaping @MainActor (ProductDetailRoute, (any ProductDetailDataStore)?) -> Void) {
            self.onRoute = onRoute
        }

        func displayLoadProduct(viewModel: ProductDetailUseCaseState<ProductDetailModels.LoadProduct.ViewModel>) {
            loadProduct = viewModel
        }

        func displayAddToCart(viewModel: ProductDetailUseCaseState<ProductDetailModels.AddToCart.ViewModel>) {
            addToCart = viewModel
        }

        func handle(_ route: ProductDetailRoute, dataStore: (any ProductDetailDataStore)?) {
            onRoute(route, dataStore)
        }
    }

    #if DEBUG
        #Preview("Loaded") {
            ProductDetailBuilder.makeScreen(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                worker: ProductDetailPreviewWorker(),
                onRoute: { _, _ in }
            )
        }

        #Preview("Failed") {
            ProductDetailBuilder.makeScreen(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                worker: ProductDetailPreviewWorker(behaviour: .fails),
                onRoute: { _, _ in }
            )
        }

        #Preview("Running") {
            ProductDetailBuilder.makeScreen(
                input: ProductDetailInput(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153))),
                worker: ProductDetailPreviewWorker(behaviour: .waits),
                onRoute: { _, _ in }
            )
        }
    #endif
#endif
