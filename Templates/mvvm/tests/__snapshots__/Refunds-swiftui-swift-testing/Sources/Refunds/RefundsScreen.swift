#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: it renders the view model's state and forwards what the user does.
    public struct RefundsScreen: View {
        @StateObject private var model: RefundsScreenModel
        @State private var queries = RefundsQueryTasks()

        init(model: @autoclosure @escaping () -> RefundsScreenModel) {
            _model = StateObject(wrappedValue: model())
        }

        private var viewModel: RefundsViewModel { model.viewModel }
        private var state: RefundsState { model.state }

        public var body: some View {
            List {
                Section(RefundsStrings.RefundAll.title) {
                    RefundsStatusView(state: state.refundAll)
                        .accessibilityIdentifier(RefundsAccessibilityIDs.RefundAll.status)
                    if case .loaded(let content) = state.refundAll {
                        LabeledContent(RefundsStrings.RefundAll.totalLabel, value: content.total)
                            .accessibilityIdentifier(RefundsAccessibilityIDs.RefundAll.totalField)
                    }
                    Button(RefundsStatusView.actionTitle(state.refundAll, RefundsStrings.RefundAll.action)) {
                        Task { [viewModel] in await viewModel.refundAll() }
                    }
                    .disabled(state.refundAll.isRunning)
                    .accessibilityIdentifier(RefundsAccessibilityIDs.RefundAll.action)
                }
                .accessibilityIdentifier(RefundsAccessibilityIDs.RefundAll.section)
            }
            .accessibilityIdentifier(RefundsAccessibilityIDs.list)
            .navigationTitle(RefundsStrings.title)
        }
    }

    /// A use case's running, empty and failed states, the same in every section.
    struct RefundsStatusView<Value>: View {
        let state: RefundsUseCaseState<Value>
        var empty: String?

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(RefundsStrings.loading)
            case .empty: Text(empty ?? "")
            case .failed(let message): Text(message)
            }
        }

        static func actionTitle(_ state: RefundsUseCaseState<Value>, _ action: String) -> String {
            if case .failed = state { return RefundsStrings.retry }
            return action
        }
    }

    /// The queries the controls started: a newer tap replaces one; leaving for good cancels them.
    @MainActor
    final class RefundsQueryTasks {
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
    final class RefundsScreenModel: ObservableObject {
        let viewModel: RefundsViewModel
        private let routes: RefundsRouteForwarder
        @Published private(set) var state: RefundsState

        init(viewModel: RefundsViewModel, routes: RefundsRouteForwarder) {
            self.viewModel = viewModel
            self.routes = routes
            state = viewModel.state
            viewModel.onStateChange = { [weak self] state in self?.state = state }
        }
    }

    @MainActor
    final class RefundsRouteForwarder: RefundsRouteHandling {
        private let onRoute: @MainActor (RefundsRoute) -> Void

        init(onRoute: @escaping @MainActor (RefundsRoute) -> Void) {
            self.onRoute = onRoute
        }

        func handle(_ route: RefundsRoute) {
            onRoute(route)
        }
    }

    // Each shows the screen over the preview service in one of its states.
    #if DEBUG
        #Preview("Loaded") { previewScreen(.answers) }
        #Preview("Running") { previewScreen(.waits) }
        #Preview("Failed") { previewScreen(.fails) }

        @MainActor
        private func previewScreen(_ behaviour: RefundsPreviewService.Behaviour) -> some View {
            RefundsBuilder.makeScreen(service: RefundsPreviewService(behaviour), onRoute: { _ in })
        }
    #endif
#endif
