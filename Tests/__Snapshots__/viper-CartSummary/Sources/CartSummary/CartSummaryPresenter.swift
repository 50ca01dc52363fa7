import Foundation

/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class CartSummaryPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any CartSummaryView)?
    let interactor: any CartSummaryInteracting
    /// How numbers, amounts and dates read: the user's settings unless given others (tests pin them).
    let formatting: CartSummaryFormatting
    private let loadSummaryCalls = CartSummaryQueryCalls()
    private let loadSavedCalls = CartSummaryQueryCalls()
    private let loadSuggestionsCalls = CartSummaryQueryCalls()

    init(interactor: any CartSummaryInteracting, formatting: CartSummaryFormatting = CartSummaryFormatting()) {
        self.interactor = interactor
        self.formatting = formatting
    }
}

extension CartSummaryPresenter: CartSummaryPresenting {
    func loadSummary() async {
        let request = CartSummaryModels.LoadSummary.Request()
        let outcome = await loadSummaryCalls.run { [interactor] in
            try await interactor.loadSummary(request)
        } onStart: {
            view?.displayLoadSummary(.running)
        } onCancel: {
            view?.displayLoadSummary(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadSummary(
            CartSummaryUseCaseState(
                outcome,
                viewModel: { Self.loadSummaryViewModel(from: $0, formatting: formatting) },
                isEmpty: { $0.items.isEmpty },
                failureMessage: Self.loadSummaryFailureMessage
            )
        )
    }

    func loadSaved() async {
        let request = CartSummaryModels.LoadSaved.Request()
        let outcome = await loadSavedCalls.run { [interactor] in
            try await interactor.loadSaved(request)
        } onStart: {
            view?.displayLoadSaved(.running)
        } onCancel: {
            view?.displayLoadSaved(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadSaved(
            CartSummaryUseCaseState(
                outcome,
                viewModel: Self.loadSavedViewModel,
                isEmpty: { ($0.saved?.items ?? []).isEmpty },
                failureMessage: Self.loadSavedFailureMessage
            )
        )
    }

    func loadSuggestions() async {
        let request = CartSummaryModels.LoadSuggestions.Request()
        let outcome = await loadSuggestionsCalls.run { [interactor] in
            try await interactor.loadSuggestions(request)
        } onStart: {
            view?.displayLoadSuggestions(.running)
        } onCancel: {
            view?.displayLoadSuggestions(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadSuggestions(
            CartSummaryUseCaseState(
                outcome,
                viewModel: { Self.loadSuggestionsViewModel(from: $0, formatting: formatting) },
                isEmpty: { ($0.suggestions ?? []).isEmpty },
                failureMessage: Self.loadSuggestionsFailureMessage
            )
        )
    }
}

extension CartSummaryPresenter {
    /// Formats the response of `loadSummary` for display.
    static func loadSummaryViewModel(
        from response: CartSummaryModels.LoadSummary.Response,
        formatting: CartSummaryFormatting
    ) -> CartSummaryModels.LoadSummary.ViewModel {
        CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(response.total))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSummaryFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSummary.failure
    }

    /// Formats the response of `loadSaved` for display.
    static func loadSavedViewModel(
        from response: CartSummaryModels.LoadSaved.Response
    ) -> CartSummaryModels.LoadSaved.ViewModel {
        CartSummaryModels.LoadSaved.ViewModel(titles: response.saved?.items.map(\.title))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSavedFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSaved.failure
    }

    /// Formats the response of `loadSuggestions` for display.
    static func loadSuggestionsViewModel(
        from response: CartSummaryModels.LoadSuggestions.Response,
        formatting: CartSummaryFormatting
    ) -> CartSummaryModels.LoadSuggestions.ViewModel {
        // Unmapped (the spec names no source): notes. They start empty; fill them here, or
        // give them 'from:' in the spec.
        CartSummaryModels.LoadSuggestions.ViewModel(notes: [], countText: formatting.number(response.count))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSuggestionsFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSuggestions.failure
    }
}
