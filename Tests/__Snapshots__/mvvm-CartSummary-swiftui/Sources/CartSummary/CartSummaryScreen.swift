#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: it renders the view model's state and forwards what the user does.
    public struct CartSummaryScreen: View {
        @StateObject private var model: CartSummaryScreenModel
        @State private var queries = CartSummaryQueryTasks()

        init(model: @autoclosure @escaping () -> CartSummaryScreenModel) {
            _model = StateObject(wrappedValue: model())
        }

        private var viewModel: CartSummaryViewModel { model.viewModel }
        private var state: CartSummaryState { model.state }

        public var body: some View {
            List {
                Section(CartSummaryStrings.LoadSummary.title) {
                    CartSummaryStatusView(state: state.loadSummary, empty: CartSummaryStrings.LoadSummary.empty)
                        .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSummary.status)
                    if case .loaded(let content) = state.loadSummary {
                        LabeledContent(CartSummaryStrings.LoadSummary.totalTextLabel, value: content.totalText)
                            .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSummary.totalTextField)
                    }
                    Button(
                        CartSummaryStatusView.actionTitle(state.loadSummary, CartSummaryStrings.LoadSummary.action)
                    ) {
                        queries.run("loadSummary") { [viewModel] in await viewModel.loadSummary() }
                    }
                    .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSummary.action)
                }
                .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSummary.section)
                Section(CartSummaryStrings.LoadSaved.title) {
                    CartSummaryStatusView(state: state.loadSaved, empty: CartSummaryStrings.LoadSaved.empty)
                        .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSaved.status)
                    if case .loaded(let content) = state.loadSaved {
                        LabeledContent(
                            CartSummaryStrings.LoadSaved.titlesLabel,
                            value: String(describing: content.titles)
                        )
                        .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSaved.titlesField)
                    }
                    Button(CartSummaryStatusView.actionTitle(state.loadSaved, CartSummaryStrings.LoadSaved.action)) {
                        queries.run("loadSaved") { [viewModel] in await viewModel.loadSaved() }
                    }
                    .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSaved.action)
                }
                .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSaved.section)
                Section(CartSummaryStrings.LoadSuggestions.title) {
                    CartSummaryStatusView(state: state.loadSuggestions, empty: CartSummaryStrings.LoadSuggestions.empty)
                        .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSuggestions.status)
                    if case .loaded(let content) = state.loadSuggestions {
                        LabeledContent(
                            CartSummaryStrings.LoadSuggestions.notesLabel,
                            value: content.notes.joined(separator: "\n")
                        )
                        .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSuggestions.notesField)
                        LabeledContent(CartSummaryStrings.LoadSuggestions.countTextLabel, value: content.countText)
                            .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSuggestions.countTextField)
                    }
                    Button(
                        CartSummaryStatusView.actionTitle(
                            state.loadSuggestions,
                            CartSummaryStrings.LoadSuggestions.action
                        )
                    ) {
                        queries.run("loadSuggestions") { [viewModel] in await viewModel.loadSuggestions() }
                    }
                    .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSuggestions.action)
                }
                .accessibilityIdentifier(CartSummaryAccessibilityIDs.LoadSuggestions.section)
            }
            .accessibilityIdentifier(CartSummaryAccessibilityIDs.list)
            .navigationTitle(CartSummaryStrings.title)
            .task { [viewModel] in
                await viewModel.loadSummary()
            }
            .refreshable { [viewModel] in
                await viewModel.loadSummary()
            }
        }
    }

    /// A use case's running, empty and failed states, the same in every section.
    struct CartSummaryStatusView<Value>: View {
        let state: CartSummaryUseCaseState<Value>
        var empty: String?

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(CartSummaryStrings.loading)
            case .empty: Text(empty ?? "")
            case .failed(let message): Text(message)
            }
        }

        static func actionTitle(_ state: CartSummaryUseCaseState<Value>, _ action: String) -> String {
            if case .failed = state { return CartSummaryStrings.retry }
            return action
        }
    }

    /// The queries the controls started: a newer tap replaces one; leaving for good cancels them.
    @MainActor
    final class CartSummaryQueryTasks {
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
    final class CartSummaryScreenModel: ObservableObject {
        let viewModel: CartSummaryViewModel
        @Published private(set) var state: CartSummaryState

        init(viewModel: CartSummaryViewModel) {
            self.viewModel = viewModel
            state = viewModel.state
            viewModel.onStateChange = { [weak self] state in self?.state = state }
        }
    }

    // Each shows the screen over the preview service in one of its states.
    #if DEBUG
        #Preview("Loaded") { previewScreen(.answers) }
        #Preview("Running") { previewScreen(.waits) }
        #Preview("Failed") { previewScreen(.fails) }

        @MainActor
        private func previewScreen(_ behaviour: CartSummaryPreviewService.Behaviour) -> some View {
            CartSummaryBuilder.makeScreen(service: CartSummaryPreviewService(behaviour))
        }
    #endif
#endif
