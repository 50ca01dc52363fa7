import Foundation

/// What the screen asks of the scene.
@MainActor
public protocol CartSummaryBusinessLogic: AnyObject {
    /// Runs `loadSummary` and presents the result.
    func loadSummary(request: CartSummaryModels.LoadSummary.Request) async
    /// Runs `loadSaved` and presents the result.
    func loadSaved(request: CartSummaryModels.LoadSaved.Request) async
    /// Runs `loadSuggestions` and presents the result.
    func loadSuggestions(request: CartSummaryModels.LoadSuggestions.Request) async
}

/// What the scene knows: settable, as in Clean Swift, so whoever holds the scene can hand it data.
@MainActor
public protocol CartSummaryDataStore: AnyObject {
    var loadSummaryResponse: CartSummaryModels.LoadSummary.Response? { get set }
    var loadSavedResponse: CartSummaryModels.LoadSaved.Response? { get set }
    var loadSuggestionsResponse: CartSummaryModels.LoadSuggestions.Response? { get set }
}

/// Runs the use cases: asks the worker, remembers the answer and hands it to the presenter.
@MainActor
final class CartSummaryInteractor: CartSummaryBusinessLogic, CartSummaryDataStore {
    let presenter: any CartSummaryPresentationLogic
    let worker: any CartSummaryWorking
    var loadSummaryResponse: CartSummaryModels.LoadSummary.Response?
    var loadSavedResponse: CartSummaryModels.LoadSaved.Response?
    var loadSuggestionsResponse: CartSummaryModels.LoadSuggestions.Response?
    /// A query's newest call wins; a command runs once at a time and outlives its caller.
    private let loadSummaryCalls = CartSummaryQueryCalls()
    private let loadSavedCalls = CartSummaryQueryCalls()
    private let loadSuggestionsCalls = CartSummaryQueryCalls()

    init(presenter: any CartSummaryPresentationLogic, worker: any CartSummaryWorking) {
        self.presenter = presenter
        self.worker = worker
    }

    func loadSummary(request: CartSummaryModels.LoadSummary.Request) async {
        let outcome = await loadSummaryCalls.run { [worker] in
            try await worker.loadSummary(request)
        } onStart: {
            presenter.presentLoadSummaryStarted()
        } onCancel: {
            presenter.presentLoadSummaryCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadSummaryResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadSummaryResponse = nil
        }
        presenter.presentLoadSummary(response: outcome)
    }

    func loadSaved(request: CartSummaryModels.LoadSaved.Request) async {
        let outcome = await loadSavedCalls.run { [worker] in
            try await worker.loadSaved(request)
        } onStart: {
            presenter.presentLoadSavedStarted()
        } onCancel: {
            presenter.presentLoadSavedCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadSavedResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadSavedResponse = nil
        }
        presenter.presentLoadSaved(response: outcome)
    }

    func loadSuggestions(request: CartSummaryModels.LoadSuggestions.Request) async {
        let outcome = await loadSuggestionsCalls.run { [worker] in
            try await worker.loadSuggestions(request)
        } onStart: {
            presenter.presentLoadSuggestionsStarted()
        } onCancel: {
            presenter.presentLoadSuggestionsCancelled()
        }
        guard let outcome else { return }
        if case .success(let response) = outcome {
            loadSuggestionsResponse = response
        } else {
            // The data store holds the last answer, none after a failure: nothing reads an older one.
            loadSuggestionsResponse = nil
        }
        presenter.presentLoadSuggestions(response: outcome)
    }
}
