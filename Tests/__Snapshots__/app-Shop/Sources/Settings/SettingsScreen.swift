#if canImport(SwiftUI)
    import SwiftUI

    /// The module's SwiftUI screen: a section per use case showing where it stands, with the
    /// controls for what it takes and its button. It shows what the presenter tells its model and forwards
    /// what the user does to the presenter; `.task` runs the use cases that load with the screen
    /// (SwiftUI cancels them when it goes away), and pulling refreshes them.
    public struct SettingsScreen: View {
        @StateObject private var model: SettingsScreenModel

        /// Made by `SettingsBuilder.makeScreen`.
        init(model: @autoclosure @escaping () -> SettingsScreenModel) {
            _model = StateObject(wrappedValue: model())
        }

        public var body: some View {
            List {
                Section(SettingsStrings.Load.title) {
                    SettingsStatusRow(state: model.load, empty: nil, id: SettingsAccessibilityIDs.Load.status)
                    Button(Self.title(model.load, action: SettingsStrings.Load.action)) {
                        runQuery(loadCall)
                    }
                    .disabled(loadCall == nil)
                    .accessibilityIdentifier(SettingsAccessibilityIDs.Load.action)
                }
                .accessibilityIdentifier(SettingsAccessibilityIDs.Load.section)
            }
            .accessibilityIdentifier(SettingsAccessibilityIDs.list)
            .navigationTitle(SettingsStrings.title)
            .task { [model] in await model.refresh() }
            .refreshable { [model] in await model.refresh() }
        }

        /// `load` with what the controls hold, or nil while one lacks what it needs.
        private var loadCall: SettingsScreenModel.Call? {
            return { await $0.load() }
        }

        /// A button's title: its action, or "try again" after a failure.
        private static func title<Value>(_ state: ShopUseCaseState<Value>, action: String) -> String {
            if case .failed = state { return SettingsStrings.retry }
            return action
        }

        /// Runs a query's call through the model, which cancels it once the screen is gone for good.
        private func runQuery(_ call: SettingsScreenModel.Call?) {
            guard let call else { return }
            model.runQuery(call)
        }

        /// Runs a command's call, which nothing cancels: once sent, its answer is always handled.
        private func runCommand(_ call: SettingsScreenModel.Call?) {
            guard let call, let presenter = model.presenter else { return }
            Task { await call(presenter) }
        }
    }

    /// Where a use case stands, unless it has its result to show: a spinner while it runs, the
    /// message when there is nothing to show or it failed.
    struct SettingsStatusRow<Value>: View {
        let state: ShopUseCaseState<Value>
        let empty: String?
        let id: String

        var body: some View {
            switch state {
            case .idle, .loaded: EmptyView()
            case .running: ProgressView(SettingsStrings.loading).accessibilityIdentifier(id)
            case .empty: Text(empty ?? "").accessibilityIdentifier(id)
            case .failed(let message): Text(message).accessibilityIdentifier(id)
            }
        }
    }

    /// The view the presenter talks to, observed by SwiftUI. It owns the presenter, as a screen
    /// does; the presenter holds it weakly.
    @MainActor
    final class SettingsScreenModel: ObservableObject, SettingsView, SettingsRouteHandling {
        /// A call of the presenter a control makes.
        typealias Call = @MainActor (any SettingsPresenting) async -> Void

        var presenter: (any SettingsPresenting)?
        /// Queries the buttons started, until they end. Cancelled when the model goes (the screen is
        /// gone for good), not on `onDisappear`, which also comes when a pushed screen covers this
        /// one; commands run to their end.
        private var queries: [UUID: Task<Void, Never>] = [:]
        private let onRoute: @MainActor (SettingsRoute) -> Void
        @Published private(set) var load: ShopUseCaseState<SettingsModels.Load.ViewModel> = .idle

        init(onRoute: @escaping @MainActor (SettingsRoute) -> Void) {
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
                group.addTask { await presenter.load() }
            }
        }

        func displayLoad(_ state: ShopUseCaseState<SettingsModels.Load.ViewModel>) {
            load = state
        }

        func handle(_ route: SettingsRoute) {
            onRoute(route)
        }
    }

    #if DEBUG
        /// Answers every use case as a preview asks, without a network: with sample data, with
        /// nothing to show, with a failure, or not before the preview is gone.
        struct SettingsPreviewService: SettingsService {
            enum Outcome: Sendable {
                case loaded, empty, failed, running
            }

            /// What the preview fails with.
            struct Failure: Error {}

            let outcome: Outcome

            func load(_ request: SettingsModels.Load.Request) async throws -> SettingsModels.Load.Response {
                try await answer(SettingsModels.Load.Response(), empty: SettingsModels.Load.Response())
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
            SettingsBuilder.makeScreen(service: SettingsPreviewService(outcome: .loaded), onRoute: { _ in })
        }
        #Preview("Empty") {
            SettingsBuilder.makeScreen(service: SettingsPreviewService(outcome: .empty), onRoute: { _ in })
        }
        #Preview("Failed") {
            SettingsBuilder.makeScreen(service: SettingsPreviewService(outcome: .failed), onRoute: { _ in })
        }
        #Preview("Running") {
            SettingsBuilder.makeScreen(service: SettingsPreviewService(outcome: .running), onRoute: { _ in })
        }
    #endif
#endif
