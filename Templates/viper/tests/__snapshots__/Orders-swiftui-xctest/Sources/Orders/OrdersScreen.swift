#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: a section per use case showing where it stands, with the
    /// controls for what it takes and its button. It shows what the presenter tells its model and forwards
    /// what the user does to the presenter; `.task` runs the use cases that load with the screen
    /// (SwiftUI cancels them when it goes away), and pulling refreshes them.
    public struct OrdersScreen: View {
        @StateObject private var model: OrdersScreenModel
        /// What `cancelOrder` takes as `id`. No control gives it: the app sets it (when
        /// a route returns, say), and the button waits for it.
        public var cancelOrderId: UUID?

        /// Made by `OrdersBuilder.makeScreen`.
        init(model: @autoclosure @escaping () -> OrdersScreenModel) {
            _model = StateObject(wrappedValue: model())
        }

        public var body: some View {
            List {
                Section(OrdersStrings.LoadOrders.title) {
                    OrdersStatusRow(
                        state: model.loadOrders,
                        empty: OrdersStrings.LoadOrders.empty,
                        id: OrdersAccessibilityIDs.LoadOrders.status
                    )
                    Button(Self.title(model.loadOrders, action: OrdersStrings.LoadOrders.action)) {
                        runQuery(loadOrdersCall)
                    }
                    .disabled(loadOrdersCall == nil)
                    .accessibilityIdentifier(OrdersAccessibilityIDs.LoadOrders.action)
                }
                .accessibilityIdentifier(OrdersAccessibilityIDs.LoadOrders.section)
                Section(OrdersStrings.CancelOrder.title) {
                    OrdersStatusRow(state: model.cancelOrder, empty: nil, id: OrdersAccessibilityIDs.CancelOrder.status)
                    if case .loaded(let viewModel) = model.cancelOrder {
                        LabeledContent(
                            OrdersStrings.CancelOrder.cancelledLabel,
                            value: OrdersStrings.yesOrNo(viewModel.cancelled)
                        )
                        .accessibilityIdentifier(OrdersAccessibilityIDs.CancelOrder.cancelledField)
                    }
                    Button(Self.title(model.cancelOrder, action: OrdersStrings.CancelOrder.action)) {
                        runCommand(cancelOrderCall)
                    }
                    .disabled(model.cancelOrder.isRunning || cancelOrderCall == nil)
                    .accessibilityIdentifier(OrdersAccessibilityIDs.CancelOrder.action)
                }
                .accessibilityIdentifier(OrdersAccessibilityIDs.CancelOrder.section)
            }
            .accessibilityIdentifier(OrdersAccessibilityIDs.list)
            .navigationTitle(OrdersStrings.title)
            .task { [model] in await model.refresh() }
            .refreshable { [model] in await model.refresh() }
        }

        /// `loadOrders` with what the controls hold, or nil while one lacks what it needs.
        private var loadOrdersCall: OrdersScreenModel.Call? {
            return { await $0.loadOrders() }
        }

        /// `cancelOrder` with what the controls hold, or nil while one lacks what it needs.
        private var cancelOrderCall: OrdersScreenModel.Call? {
            guard let id = cancelOrderId else { return nil }
            return { await $0.cancelOrder(id: id) }
        }

        /// A button's title: its action, or "try again" after a failure.
        private static func title<Value>(_ state: OrdersUseCaseState<Value>, action: String) -> String {
            if case .failed = state { return OrdersStrings.retry }
            return action
        }

        /// Runs a query's call through the model, which cancels it once the screen is gone for good.
        private func runQuery(_ call: OrdersScreenModel.Call?) {
            guard let call else { return }
            model.runQuery(call)
        }

        /// Runs a command's call, which nothing cancels: once sent, its answer is always handled.
        private func runCommand(_ call: OrdersScreenModel.Call?) {
            guard let call, let presenter = model.presenter else { return }
            Task { await call(presenter) }
        }
    }

    /// Where a use case stands, unless it has its result to show: a spinner while it runs, the
    /// message when there is nothing to show or it failed.
    struct OrdersStatusRow<Value>: View {
        let state: OrdersUseCaseState<Value>
        let empty: String?
        let id: String

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(OrdersStrings.loading).accessibilityIdentifier(id)
            case .empty: Text(empty ?? "").accessibilityIdentifier(id)
            case .failed(let message): Text(message).accessibilityIdentifier(id)
            }
        }
    }

    /// The view the presenter talks to, observed by SwiftUI. It owns the presenter, as a screen
    /// does; the presenter holds it weakly.
    @MainActor
    final class OrdersScreenModel: ObservableObject, OrdersView, OrdersTransitionHandling {
        /// A call of the presenter a control makes.
        typealias Call = @MainActor (any OrdersPresenting) async -> Void

        var presenter: (any OrdersPresenting)?
        /// Queries the buttons started, until they end. Cancelled when the model goes (the screen is
        /// gone for good), not on `onDisappear`, which also comes when a pushed screen covers this
        /// one; commands run to their end.
        private var queries: [UUID: Task<Void, Never>] = [:]
        private let onRoute: @MainActor (OrdersRoute) -> Void
        @Published private(set) var loadOrders: OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel> = .idle
        @Published private(set) var cancelOrder: OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel> = .idle

        init(onRoute: @escaping @MainActor (OrdersRoute) -> Void) {
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
                group.addTask { await presenter.loadOrders() }
            }
        }

        func displayLoadOrders(_ state: OrdersUseCaseState<OrdersModels.LoadOrders.ViewModel>) {
            loadOrders = state
        }

        func displayCancelOrder(_ state: OrdersUseCaseState<OrdersModels.CancelOrder.ViewModel>) {
            cancelOrder = state
        }

        func show(_ route: OrdersRoute) {
            onRoute(route)
        }
    }

    #if DEBUG
        /// Answers every use case as a preview asks, without a network: with sample data, with
        /// nothing to show, with a failure, or not before the preview is gone.
        struct OrdersPreviewService: OrdersService {
            enum Outcome: Sendable {
                case loaded, empty, failed, running
            }

            /// What the preview fails with.
            struct Failure: Error {}

            let outcome: Outcome

            func loadOrders(
                _ request: OrdersModels.LoadOrders.Request
            ) async throws -> OrdersModels.LoadOrders.Response {
                try await answer(
                    OrdersModels.LoadOrders.Response(
                        orders: [
                            Order(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                                total: Decimal(1_352)
                            ),
                            Order(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                                total: Decimal(1_402)
                            ),
                        ]
                    ),
                    empty: OrdersModels.LoadOrders.Response(orders: [])
                )
            }

            func cancelOrder(
                _ request: OrdersModels.CancelOrder.Request
            ) async throws -> OrdersModels.CancelOrder.Response {
                try await answer(
                    OrdersModels.CancelOrder.Response(cancelled: false),
                    empty: OrdersModels.CancelOrder.Response(cancelled: false)
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
            OrdersBuilder.makeScreen(service: OrdersPreviewService(outcome: .loaded), onRoute: { _ in })
        }
        #Preview("Empty") {
            OrdersBuilder.makeScreen(service: OrdersPreviewService(outcome: .empty), onRoute: { _ in })
        }
        #Preview("Failed") {
            OrdersBuilder.makeScreen(service: OrdersPreviewService(outcome: .failed), onRoute: { _ in })
        }
        #Preview("Running") {
            OrdersBuilder.makeScreen(service: OrdersPreviewService(outcome: .running), onRoute: { _ in })
        }
    #endif
#endif
