import Foundation

/// The module's logic and the screen's `state`: each input method runs a use case and moves it.
@MainActor
public final class SearchViewModel {
    /// What the screen shows. Set only here, so every change goes through the use cases.
    public private(set) var state = SearchState() {
        didSet {
            if state != oldValue { onStateChange?(state) }
        }
    }

    /// Called with each new state; the view captures itself weakly in it, so ownership stays one-way.
    public var onStateChange: (@MainActor (SearchState) -> Void)?
    let service: any SearchService
    private let findProductsCalls = MarketQueryCalls()

    public init(service: any SearchService) {
        self.service = service
    }

    public func findProducts(query: String) async {
        let request = SearchModels.FindProducts.Request(query: query)
        let outcome = await findProductsCalls.run { [service] in
            try await service.findProducts(request)
        } onStart: {
            state.findProducts = .running
        } onCancel: {
            state.findProducts = .idle
        }
        guard let outcome else { return }
        state.findProducts = MarketUseCaseState(
            outcome,
            viewModel: Self.findProductsContent(from:),
            isEmpty: { $0.products.isEmpty },
            failureMessage: Self.findProductsFailureMessage(for:)
        )
    }
}

extension SearchViewModel {
    static func findProductsContent(
        from response: SearchModels.FindProducts.Response
    ) -> SearchModels.FindProducts.Content {
        SearchModels.FindProducts.Content(products: response.products.map(\.title))
    }

    /// Map the errors your service throws to messages of their own here.
    static func findProductsFailureMessage(for error: any Error) -> String {
        SearchStrings.FindProducts.failure
    }
}
