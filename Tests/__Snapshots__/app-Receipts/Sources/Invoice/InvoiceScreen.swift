#if canImport(SwiftUI)
    import SwiftUI

    /// The scene's SwiftUI screen. Queries run in `.task(id:)`, so a newer run replaces an older one
    /// and leaving the screen cancels them; commands run to their end.
    public struct InvoiceScreen: View {
        @StateObject private var model: InvoiceScreenModel
        /// Bumped to run `loadInvoice` (again); it also runs when the screen appears.
        @State private var loadInvoiceRuns = 0

        /// Made by `InvoiceBuilder.makeScreen`.
        init(model makeModel: @escaping () -> InvoiceScreenModel) {
            _model = StateObject(wrappedValue: makeModel())
        }

        public var body: some View {
            List {
                Section {
                    InvoiceStateView(
                        state: model.loadInvoice,
                        statusID: InvoiceAccessibilityIDs.LoadInvoice.status
                    ) { viewModel in
                        LabeledContent(InvoiceStrings.LoadInvoice.titleLabel, value: viewModel.title)
                            .accessibilityIdentifier(InvoiceAccessibilityIDs.LoadInvoice.titleField)
                    }
                    Button(Self.actionTitle(model.loadInvoice, action: InvoiceStrings.LoadInvoice.action)) {
                        loadInvoiceRuns += 1
                    }
                    .disabled(model.loadInvoice.isRunning || loadInvoiceRequest == nil)
                    .accessibilityIdentifier(InvoiceAccessibilityIDs.LoadInvoice.action)
                } header: {
                    Text(InvoiceStrings.LoadInvoice.title)
                }
                .accessibilityIdentifier(InvoiceAccessibilityIDs.LoadInvoice.section)
                .task(id: loadInvoiceRuns) { @MainActor in
                    guard let request = loadInvoiceRequest else { return }
                    await model.scene?.interactor.loadInvoice(request: request)
                }
            }
            .accessibilityIdentifier(InvoiceAccessibilityIDs.list)
            .navigationTitle(InvoiceStrings.title)
            .refreshable { @MainActor in
                if let request = loadInvoiceRequest {
                    await model.scene?.interactor.loadInvoice(request: request)
                }
            }
        }

        /// What the controls ask `loadInvoice` for; `nil` while one of them holds no valid value.
        private var loadInvoiceRequest: InvoiceModels.LoadInvoice.Request? {
            return InvoiceModels.LoadInvoice.Request()
        }

        /// A use case's button: its action, or "try again" after a failure.
        private static func actionTitle<Value>(_ state: ReceiptsUseCaseState<Value>, action: String) -> String {
            if case .failed = state { return InvoiceStrings.retry }
            return action
        }
    }

    /// One use case's state in its section: a spinner while it runs, its fields once loaded, a
    /// message when there is nothing to show or it failed.
    struct InvoiceStateView<Value, Fields: View>: View {
        let state: ReceiptsUseCaseState<Value>
        var empty = ""
        let statusID: String
        @ViewBuilder let fields: (Value) -> Fields

        var body: some View {
            switch state {
            case .idle:
                EmptyView()
            case .running:
                ProgressView(InvoiceStrings.loading).accessibilityIdentifier(statusID)
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
    final class InvoiceScreenModel: ObservableObject, InvoiceDisplayLogic, InvoiceRouteHandling {
        var scene: InvoiceScene?
        @Published private(set) var loadInvoice: ReceiptsUseCaseState<InvoiceModels.LoadInvoice.ViewModel> = .idle

        func displayLoadInvoice(viewModel: ReceiptsUseCaseState<InvoiceModels.LoadInvoice.ViewModel>) {
            loadInvoice = viewModel
        }

        func handle(_ route: InvoiceRoute, dataStore: (any InvoiceDataStore)?) {
            // No routes yet, so nothing calls this.
        }
    }

    #if DEBUG
        #Preview("Loaded") {
            InvoiceBuilder.makeScreen(
                input: InvoiceInput(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                ),
                worker: InvoicePreviewWorker()
            )
        }

        #Preview("Failed") {
            InvoiceBuilder.makeScreen(
                input: InvoiceInput(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                ),
                worker: InvoicePreviewWorker(behaviour: .fails)
            )
        }

        #Preview("Running") {
            InvoiceBuilder.makeScreen(
                input: InvoiceInput(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                ),
                worker: InvoicePreviewWorker(behaviour: .waits)
            )
        }
    #endif
#endif
