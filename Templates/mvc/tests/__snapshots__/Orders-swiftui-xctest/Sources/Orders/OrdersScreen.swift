#if canImport(SwiftUI)
    import SwiftUI

    /// The Controller of MVC, as SwiftUI has it: the screen owns the model, runs a use case for each
    /// control, and renders the model's states through `OrdersFormatter`.
    public struct OrdersScreen: View {
        @StateObject private var observer: OrdersModelObserver
        private let formatter = OrdersFormatter()
        /// Opens a route: call it with the route (and its payload) where the screen leads on.
        private let onRoute: @MainActor (OrdersRoute) -> Void
        /// `cancelOrder`'s id, which no control gives: set it (say, once a route
        /// returns); `cancelOrder` stays disabled until then.
        public var cancelOrderId: UUID?

        /// Made by `OrdersBuilder.makeScreen`.
        init(model: @autoclosure @escaping () -> OrdersModel, onRoute: @escaping @MainActor (OrdersRoute) -> Void) {
            _observer = StateObject(wrappedValue: OrdersModelObserver(model: model()))
            self.onRoute = onRoute
        }

        private var model: OrdersModel { observer.model }

        public var body: some View {
            List {
                Section(OrdersStrings.LoadOrders.title) {
                    OrdersStateRows(
                        state: formatter.loadOrders(model.loadOrdersState),
                        status: OrdersAccessibilityIDs.LoadOrders.status,
                        empty: OrdersStrings.LoadOrders.empty
                    ) { viewModel in
                        []
                    }
                    Button(actionTitle(model.loadOrdersState, OrdersStrings.LoadOrders.action)) {
                        observer.run("loadOrders") { [model] in await model.loadOrders() }
                    }
                    .accessibilityIdentifier(OrdersAccessibilityIDs.LoadOrders.action)
                }
                .accessibilityIdentifier(OrdersAccessibilityIDs.LoadOrders.section)
                Section(OrdersStrings.CancelOrder.title) {
                    OrdersStateRows(
                        state: formatter.cancelOrder(model.cancelOrderState),
                        status: OrdersAccessibilityIDs.CancelOrder.status
                    ) { viewModel in
                        [
                            (
                                OrdersAccessibilityIDs.CancelOrder.cancelledField,
                                OrdersStrings.CancelOrder.cancelledLabel,
                                Self.text(viewModel.cancelled)
                            )
                        ]
                    }
                    Button(actionTitle(model.cancelOrderState, OrdersStrings.CancelOrder.action)) {
                        guard let call = cancelOrderCall else { return }
                        Task { await call() }
                    }
                    .disabled(model.cancelOrderState.isRunning || cancelOrderCall == nil)
                    .accessibilityIdentifier(OrdersAccessibilityIDs.CancelOrder.action)
                }
                .accessibilityIdentifier(OrdersAccessibilityIDs.CancelOrder.section)
            }
            .accessibilityIdentifier(OrdersAccessibilityIDs.list)
            .navigationTitle(OrdersStrings.title)
            .task { await reload() }
            .refreshable { await reload() }
        }

        private func reload() async {
            await model.loadOrders()
        }

        /// Nil while an argument is missing or does not parse.
        private var cancelOrderCall: (@MainActor () async -> Void)? {
            guard let id = cancelOrderId else { return nil }
            return { [model] in await model.cancelOrder(id: id) }
        }

        private static func text(_ value: String) -> String { value }
        private static func text(_ value: [String]) -> String { value.joined(separator: "\n") }
        private static func text(_ value: Bool) -> String { OrdersStrings.yesOrNo(value) }
        /// A field of a type of the spec's own: as Swift prints it, until you format it in the formatter.
        private static func text<Value>(_ value: Value) -> String { "\(value)" }

        /// A button's title: "try again" after a failure.
        private func actionTitle<Value>(_ state: OrdersCallState<Value>, _ action: String) -> String {
            if case .failed = state { return OrdersStrings.retry }
            return action
        }
    }

    /// Re-renders the screen when the model changes; the screen owns it, and through it the model.
    @MainActor
    final class OrdersModelObserver: ObservableObject {
        let model: OrdersModel
        @Published private var changes = 0
        /// Queries the buttons started, cancelled when the screen is gone for good (not on
        /// `onDisappear`, which a pushed screen also causes); commands are never cancelled.
        private var tasks: [String: Task<Void, Never>] = [:]

        init(model: OrdersModel) {
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

    private struct OrdersStateRows<ViewModel>: View {
        let state: OrdersUseCaseState<ViewModel>
        let status: String
        var empty = ""
        let rows: (ViewModel) -> [(id: String, label: String, value: String)]

        var body: some View {
            switch state {
            case .idle: EmptyView()
            case .running: ProgressView(OrdersStrings.loading).accessibilityIdentifier(status)
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
        struct OrdersPreviewService: OrdersService {
            enum Behaviour: Sendable { case answers, fails, runs }
            struct Failure: Error {}
            var behaviour = Behaviour.answers

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
                    )
                )
            }

            func cancelOrder(
                _ request: OrdersModels.CancelOrder.Request
            ) async throws -> OrdersModels.CancelOrder.Response {
                try await answer(OrdersModels.CancelOrder.Response(cancelled: false))
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
            OrdersBuilder.makeScreen(service: OrdersPreviewService(), onRoute: { _ in })
        }

        #Preview("Failed") {
            OrdersBuilder.makeScreen(service: OrdersPreviewService(behaviour: .fails), onRoute: { _ in })
        }

        #Preview("Running") {
            OrdersBuilder.makeScreen(service: OrdersPreviewService(behaviour: .runs), onRoute: { _ in })
        }
    #endif
#endif
