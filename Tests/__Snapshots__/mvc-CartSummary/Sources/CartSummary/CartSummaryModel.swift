import Foundation

/// Where the data comes from (network, database, cache): the app gives it to the Builder.
public protocol CartSummaryService: Sendable {
    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response
    func loadSaved(_ request: CartSummaryModels.LoadSaved.Request) async throws -> CartSummaryModels.LoadSaved.Response
    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response
}

/// The Model of MVC: the data, each use case's call and where it stands. It knows no screen:
/// its controller owns it and hears `onChange`.
@MainActor
final class CartSummaryModel {
    private(set) var loadSummaryState: CartSummaryCallState<CartSummaryModels.LoadSummary.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var loadSavedState: CartSummaryCallState<CartSummaryModels.LoadSaved.Response> = .idle {
        didSet { onChange?() }
    }
    private(set) var loadSuggestionsState: CartSummaryCallState<CartSummaryModels.LoadSuggestions.Response> = .idle {
        didSet { onChange?() }
    }
    /// Called after every change of a state above; the controller captures itself weakly in it.
    var onChange: (@MainActor () -> Void)?
    private let service: any CartSummaryService
    private let loadSummaryCalls = CartSummaryQueryCalls()
    private let loadSavedCalls = CartSummaryQueryCalls()
    private let loadSuggestionsCalls = CartSummaryQueryCalls()

    init(service: any CartSummaryService) {
        self.service = service
    }

    func loadSummary() async {
        let request = CartSummaryModels.LoadSummary.Request()
        let outcome = await loadSummaryCalls.run { [service] in
            try await service.loadSummary(request)
        } onStart: {
            loadSummaryState = .running
        } onCancel: {
            loadSummaryState = .idle
        }
        guard let outcome else { return }
        loadSummaryState = CartSummaryCallState(outcome)
    }

    func loadSaved() async {
        let request = CartSummaryModels.LoadSaved.Request()
        let outcome = await loadSavedCalls.run { [service] in
            try await service.loadSaved(request)
        } onStart: {
            loadSavedState = .running
        } onCancel: {
            loadSavedState = .idle
        }
        guard let outcome else { return }
        loadSavedState = CartSummaryCallState(outcome)
    }

    func loadSuggestions() async {
        let request = CartSummaryModels.LoadSuggestions.Request()
        let outcome = await loadSuggestionsCalls.run { [service] in
            try await service.loadSuggestions(request)
        } onStart: {
            loadSuggestionsState = .running
        } onCancel: {
            loadSuggestionsState = .idle
        }
        guard let outcome else { return }
        loadSuggestionsState = CartSummaryCallState(outcome)
    }
}
