import Foundation
import MarketTestSupport

@testable import Search

/// The screen: owns and binds to its view model as a real one does, and records states.
@MainActor
final class SearchScreenSpy {
    private(set) var viewModel: SearchViewModel?
    private(set) var states: [SearchState] = []

    func bind(to viewModel: SearchViewModel) {
        self.viewModel = viewModel
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
    }
}

/// The model: scripted results, recorded requests.
@MainActor
final class SearchServiceStub: SearchService {
    /// When calls answer: at once unless a test holds them.
    let gate = MarketCallGate()
    private(set) var findProductsRequests: [SearchModels.FindProducts.Request] = []
    var findProductsResult: Result<SearchModels.FindProducts.Response, any Error> = .success(.fixture)

    func findProducts(_ request: SearchModels.FindProducts.Request) async throws -> SearchModels.FindProducts.Response {
        findProductsRequests.append(request)
        try await gate.pass()
        return try findProductsResult.get()
    }
}

struct SearchTestError: Error, Equatable {}

@MainActor
extension SearchModels.FindProducts.Request {
    static let fixture = SearchModels.FindProducts.Request(query: "query 1")
}

@MainActor
extension SearchModels.FindProducts.Response {
    static let fixture = SearchModels.FindProducts.Response(
        products: [
            Product(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                title: "title 2",
                price: Decimal(6_902),
                sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 94))
            ),
            Product(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                title: "title 52",
                price: Decimal(6_952),
                sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 144))
            ),
        ]
    )
}
