import Foundation

/// Turns what `CartSummaryModel` holds into what the views show, tested without a screen.
struct CartSummaryFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = CartSummaryFormatting()

    /// Empty when the answer has no items.
    func loadSummary(
        _ state: CartSummaryCallState<CartSummaryModels.LoadSummary.Response>
    ) -> CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel> {
        CartSummaryUseCaseState(
            state,
            viewModel: { response in
                CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(response.total))
            },
            isEmpty: { $0.items.isEmpty },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in CartSummaryStrings.LoadSummary.failure }
        )
    }

    /// Empty when the answer has no saved.items.
    func loadSaved(
        _ state: CartSummaryCallState<CartSummaryModels.LoadSaved.Response>
    ) -> CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel> {
        CartSummaryUseCaseState(
            state,
            viewModel: { response in
                CartSummaryModels.LoadSaved.ViewModel(titles: response.saved?.items.map(\.title))
            },
            isEmpty: { ($0.saved?.items ?? []).isEmpty },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in CartSummaryStrings.LoadSaved.failure }
        )
    }

    /// Empty when the answer has no suggestions.
    func loadSuggestions(
        _ state: CartSummaryCallState<CartSummaryModels.LoadSuggestions.Response>
    ) -> CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel> {
        CartSummaryUseCaseState(
            state,
            viewModel: { response in
                // Unmapped (the spec names no source): notes. They start empty;
                // fill them here, or give them 'from:' in the spec.
                CartSummaryModels.LoadSuggestions.ViewModel(notes: [], countText: formatting.number(response.count))
            },
            isEmpty: { ($0.suggestions ?? []).isEmpty },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in CartSummaryStrings.LoadSuggestions.failure }
        )
    }
}
