import Foundation

/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol CartSummaryPresentationLogic: AnyObject {
    func presentLoadSummaryStarted()
    func presentLoadSummaryCancelled()
    func presentLoadSummary(response: Result<CartSummaryModels.LoadSummary.Response, any Error>)
    func presentLoadSavedStarted()
    func presentLoadSavedCancelled()
    func presentLoadSaved(response: Result<CartSummaryModels.LoadSaved.Response, any Error>)
    func presentLoadSuggestionsStarted()
    func presentLoadSuggestionsCancelled()
    func presentLoadSuggestions(response: Result<CartSummaryModels.LoadSuggestions.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class CartSummaryPresenter: CartSummaryPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any CartSummaryDisplayLogic)?
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: CartSummaryFormatting

    init(formatting: CartSummaryFormatting = CartSummaryFormatting()) {
        self.formatting = formatting
    }

    func presentLoadSummaryStarted() {
        viewController?.displayLoadSummary(viewModel: .running)
    }

    func presentLoadSummaryCancelled() {
        viewController?.displayLoadSummary(viewModel: .idle)
    }

    func presentLoadSummary(response: Result<CartSummaryModels.LoadSummary.Response, any Error>) {
        viewController?.displayLoadSummary(
            viewModel: CartSummaryUseCaseState(
                response,
                viewModel: { Self.loadSummaryViewModel(from: $0, formatting: formatting) },
                isEmpty: { $0.items.isEmpty },
                failureMessage: Self.loadSummaryFailureMessage
            )
        )
    }

    func presentLoadSavedStarted() {
        viewController?.displayLoadSaved(viewModel: .running)
    }

    func presentLoadSavedCancelled() {
        viewController?.displayLoadSaved(viewModel: .idle)
    }

    func presentLoadSaved(response: Result<CartSummaryModels.LoadSaved.Response, any Error>) {
        viewController?.displayLoadSaved(
            viewModel: CartSummaryUseCaseState(
                response,
                viewModel: Self.loadSavedViewModel,
                isEmpty: { ($0.saved?.items ?? []).isEmpty },
                failureMessage: Self.loadSavedFailureMessage
            )
        )
    }

    func presentLoadSuggestionsStarted() {
        viewController?.displayLoadSuggestions(viewModel: .running)
    }

    func presentLoadSuggestionsCancelled() {
        viewController?.displayLoadSuggestions(viewModel: .idle)
    }

    func presentLoadSuggestions(response: Result<CartSummaryModels.LoadSuggestions.Response, any Error>) {
        viewController?.displayLoadSuggestions(
            viewModel: CartSummaryUseCaseState(
                response,
                viewModel: { Self.loadSuggestionsViewModel(from: $0, formatting: formatting) },
                isEmpty: { ($0.suggestions ?? []).isEmpty },
                failureMessage: Self.loadSuggestionsFailureMessage
            )
        )
    }
}

extension CartSummaryPresenter {
    static func loadSummaryViewModel(
        from response: CartSummaryModels.LoadSummary.Response,
        formatting: CartSummaryFormatting
    ) -> CartSummaryModels.LoadSummary.ViewModel {
        CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(response.total))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadSummaryFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSummary.failure
    }

    static func loadSavedViewModel(
        from response: CartSummaryModels.LoadSaved.Response
    ) -> CartSummaryModels.LoadSaved.ViewModel {
        CartSummaryModels.LoadSaved.ViewModel(titles: response.saved?.items.map(\.title))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadSavedFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSaved.failure
    }

    static func loadSuggestionsViewModel(
        from response: CartSummaryModels.LoadSuggestions.Response,
        formatting: CartSummaryFormatting
    ) -> CartSummaryModels.LoadSuggestions.ViewModel {
        // Unmapped (the spec names no source): notes. They start empty; fill
        // them here, or give them 'from:' in the spec.
        CartSummaryModels.LoadSuggestions.ViewModel(notes: [], countText: formatting.number(response.count))
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadSuggestionsFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSuggestions.failure
    }
}
