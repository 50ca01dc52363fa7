#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: it renders the view model's state and forwards what the user does.
    public struct ReturnsScreen: View {
        @State private var viewModel: ReturnsViewModel
        /// Owned here, because the view model holds its route handler weakly.
        @State private var routes: ReturnsRouteForwarder
        @State private var queries = ReturnsQueryTasks()

        init(viewModel: ReturnsViewModel, routes: ReturnsRouteForwarder) {
            _viewModel = State(wrappedValue: viewModel)
            _routes = State(wrappedValue: routes)
        }

        private var state: ReturnsState { viewModel.state }

        public var body: some View {
            List {
                Section(ReturnsStrings.LoadOrder.title) {
                    ReturnsStatusView(state: state.loadOrder, empty: ReturnsStrings.LoadOrder.empty)
                        .accessibilityIdentifier(ReturnsAccessibilityIDs.LoadOrder.status)
                    if case .loaded(let content) = state.loadOrder {
                        LabeledContent(
                            ReturnsStrings.LoadOrder.itemsLabel,
                            value: content.items.joined(separator: "\n")
                        )
                        .accessibilityIdentifier(ReturnsAccessibilityIDs.LoadOrder.itemsField)
                    }
                    Button(ReturnsStatusView.actionTitle(state.loadOrder, ReturnsStrings.LoadOrder.action)) {
                        queries.run("loadOrder") { [viewModel] in await viewModel.loadOrder() }
                    }
                    .accessibilityIdentifier(ReturnsAccessibilityIDs.LoadOrder.action)
                }
                .accessibilityIdentifier(ReturnsAccessibilityIDs.LoadOrder.section)
                Section(ReturnsStrings.RequestReturn.title) {
                    ReturnsStatusView(state: state.requestReturn)
                        .accessibilityIdentifier(ReturnsAccessibilityIDs.RequestReturn.status)
                    if case .loaded(let content) = state.requestReturn {
                        LabeledContent(ReturnsStrings.RequestReturn.labelLabel, value: content.label)
                            .accessibilityIdentifier(ReturnsAccessibilityIDs.RequestReturn.labelField)
                    }
                    Button(ReturnsStatusView.actionTitle(state.requestReturn, ReturnsStrings.RequestReturn.action)) {
                        Task { [viewModel] in await viewModel.requestReturn() }
                    }
                    .disabled(state.requestReturn.isRunning)
                    .accessibilityIdentifier(ReturnsAccessibilityIDs.RequestReturn.action)
                }
                .accessibilityIdentifier(ReturnsAccessibilityIDs.RequestReturn.section)
                Button(ReturnsStrings.Dismissed.action) { viewModel.sendDismissed() }
                    .accessibilityIdentifier(ReturnsAccessibilityIDs.Dismissed.action)
            }
            .accessibilityIdentifier(ReturnsAccessibilityIDs.list)
            .navigationTitle(ReturnsStrings.title)
            .task { [viewModel] in
                await viewModel.loadOrder()
            }
            .refreshable { [viewModel] in
                await viewModel.loadOrder()
            }
        }
    }

    /// A use case's running, empty and failed states, the same in every section.
    struct ReturnsStatusView<Value>: View {
        let state: ReturnsUseCaseState<Value>
        var empty: String?

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(ReturnsStrings.loading)
            case .empty: Text(empty ?? "")
            case .failed(let message): Text(message)
            }
        }

        static func actionTitle(_ state: ReturnsUseCaseState<Value>, _ action: String) -> String {
            if case .failed = state { return ReturnsStrings.retry }
            return action
        }
    }

    /// The queries the controls started: a newer tap replaces one; leaving for good cancels them.
    @MainActor
    final class ReturnsQueryTasks {
        private var tasks: [String: Task<Void, Never>] = [:]

        func run(_ useCase: String, _ call: @escaping @MainActor () async -> Void) {
            tasks[useCase]?.cancel()
            tasks[useCase] = Task { await call() }
        }

        deinit {
            for task in tasks.values { task.cancel() }
        }
    }

    @MainActor
    final class ReturnsRouteForwarder: ReturnsRouteHandling {
        private let onRoute: @MainActor (ReturnsRoute) -> Void

        init(onRoute: @escaping @MainActor (ReturnsRoute) -> Void) {
            self.onRoute = onRoute
        }

        func handle(_ route: ReturnsRoute) {
            onRoute(route)
        }
    }

    // Each shows the screen over the preview service in one of its states.
    #if DEBUG
        #Preview("Loaded") { previewScreen(.answers) }
        #Preview("Running") { previewScreen(.waits) }
        #Preview("Failed") { previewScreen(.fails) }

        @MainActor
        private func previewScreen(_ behaviour: ReturnsPreviewService.Behaviour) -> some View {
            ReturnsBuilder.makeScreen(
                input: ReturnsInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))),
                service: ReturnsPreviewService(behaviour),
                onRoute: { _ in }
            )
        }
    #endif
#endif
