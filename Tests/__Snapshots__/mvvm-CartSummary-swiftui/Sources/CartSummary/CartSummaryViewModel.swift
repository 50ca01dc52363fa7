import Foundation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class CartSummaryViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = CartSummaryState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (CartSummaryState) -> Void)?
    let service: any CartSummaryService
    /// How numbers, amounts and dates read: the user's settings, or others given (tests pin them).
    let formatting: CartSummaryFormatting
    private let loadSummaryCalls = CartSummaryQueryCalls()
    private let loadSavedCalls = CartSummaryQueryCalls()
    private let loadSuggestionsCalls = CartSummaryQueryCalls()

    public convenience init(service: any CartSummaryService) {
        self.init(service: service, formatting: CartSummaryFormatting())
    }

    init(service: any CartSummaryService, formatting: CartSummaryFormatting) {
        self.service = service
        self.formatting = formatting
    }

    public func loadSummary() async {
        let request = CartSummaryModels.LoadSummary.Request()
        let outcome = await loadSummaryCalls.run { [service] in
            try await service.loadSummary(request)
        } onStart: {
            state.loadSummary = .running
        } onCancel: {
            state.loadSummary = .idle
        }
        guard let outcome else { return }
        state.loadSummary = CartSummaryUseCaseState(
            outcome,
            viewModel: { Self.loadSummaryContent(from: $0, formatting: formatting) },
            isEmpty: { $0.items.isEmpty },
            failureMessage: Self.loadSummaryFailureMessage(for:)
        )
    }

    public func loadSaved() async {
        let request = CartSummaryModels.LoadSaved.Request()
        let outcome = await loadSavedCalls.run { [service] in
            try await service.loadSaved(request)
        } onStart: {
            state.loadSaved = .running
        } onCancel: {
            state.loadSaved = .idle
        }
        guard let outcome else { return }
        state.loadSaved = CartSummaryUseCaseState(
            outcome,
            viewModel: Self.loadSavedContent(from:),
            isEmpty: { ($0.saved?.items ?? []).isEmpty },
            failureMessage: Self.loadSavedFailureMessage(for:)
        )
    }

    public func loadSuggestions() async {
        let request = CartSummaryModels.LoadSuggestions.Request()
        let outcome = await loadSuggestionsCalls.run { [service] in
            try await service.loadSuggestions(request)
        } onStart: {
            state.loadSuggestions = .running
        } onCancel: {
            state.loadSuggestions = .idle
        }
        guard let outcome else { return }
        state.loadSuggestions = CartSummaryUseCaseState(
            outcome,
            viewModel: { Self.loadSuggestionsContent(from: $0, formatting: formatting) },
            isEmpty: { ($0.suggestions ?? []).isEmpty },
            failureMessage: Self.loadSuggestionsFailureMessage(for:)
        )
    }
}

extension CartSummaryViewModel {
    static func loadSummaryContent(
        from response: CartSummaryModels.LoadSummary.Response,
        formatting: CartSummaryFormatting
    ) -> CartSummaryModels.LoadSummary.Content {
        CartSummaryModels.LoadSummary.Content(totalText: formatting.currency(response.total))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSummaryFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSummary.failure
    }

    static func loadSavedContent(
        from response: CartSummaryModels.LoadSaved.Response
    ) -> CartSummaryModels.LoadSaved.Content {
        CartSummaryModels.LoadSaved.Content(titles: response.saved?.items.map(\.title))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSavedFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSaved.failure
    }

    static func loadSuggestionsContent(
        from response: CartSummaryModels.LoadSuggestions.Response,
        formatting: CartSummaryFormatting
    ) -> CartSummaryModels.LoadSuggestions.Content {
        // Unmapped (the spec names no source): notes. They start empty; fill them here, or
        // give them 'from:' in the spec.
        CartSummaryModels.LoadSuggestions.Content(notes: [], countText: formatting.number(response.count))
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSuggestionsFailureMessage(for error: any Error) -> String {
        CartSummaryStrings.LoadSuggestions.failure
    }
}
