import Foundation

/// Turns what `CartSummaryModel` holds into what the views show, tested without a screen.
struct CartSummaryFormatter {
    /// How numbers, amounts and dates are shown: the user's settings unless told otherwise.
    var formatting = CartSummaryFormatting()

    /// Empty when the answer has no items.
    func loadSummary(
        _ state: CartSummaryUseCaseState<CartSummaryModels.LoadSummary.Response>
    ) -> CartSummaryUseCaseState<CartSummaryModels.LoadSummary.ViewModel> {
        Self.shown(
            state,
            as: { response in
                CartSummaryModels.LoadSummary.ViewModel(totalText: formatting.currency(response.total))
            },
            isEmpty: { $0.items.isEmpty }
        )
    }

    /// Empty when the answer has no saved.items.
    func loadSaved(
        _ state: CartSummaryUseCaseState<CartSummaryModels.LoadSaved.Response>
    ) -> CartSummaryUseCaseState<CartSummaryModels.LoadSaved.ViewModel> {
        Self.shown(
            state,
            as: { response in
                CartSummaryModels.LoadSaved.ViewModel(titles: response.saved?.items.map(\.title))
            },
            isEmpty: { ($0.saved?.items ?? []).isEmpty }
        )
    }

    /// Empty when the answer has no suggestions.
    func loadSuggestions(
        _ state: CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.Response>
    ) -> CartSummaryUseCaseState<CartSummaryModels.LoadSuggestions.ViewModel> {
        Self.shown(
            state,
            as: { response in
                // Unmapped (the spec names no source): notes. They start empty;
                // fill them here, or give them 'from:' in the spec.
                CartSummaryModels.LoadSuggestions.ViewModel(notes: [], countText: formatting.number(response.count))
            },
            isEmpty: { ($0.suggestions ?? []).isEmpty }
        )
    }
}

extension CartSummaryFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: CartSummaryUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> CartSummaryUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
