import Foundation
import Testing

@testable import Search

@MainActor
@Suite("SearchViewModel", .timeLimit(.minutes(1)))
struct SearchViewModelTests {
    let service = SearchServiceStub()
    let screen = SearchScreenSpy()
    let viewModel: SearchViewModel

    init() {
        viewModel = SearchViewModel(service: service)
        screen.bind(to: viewModel)
    }

    @Test("findProducts asks the model and shows it running, then its content")
    func findProductsShowsTheContent() async {
        await viewModel.findProducts(query: "query 1")

        let requests = service.findProductsRequests
        #expect(requests == [SearchModels.FindProducts.Request(query: "query 1")])
        #expect(
            screen.states.map(\.findProducts) == [
                .running,
                .loaded(SearchModels.FindProducts.Content(products: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("findProducts shows its failure message when the model fails")
    func findProductsShowsFailure() async {
        service.setFindProductsResult(.failure(SearchTestError()))

        await viewModel.findProducts(query: "query 1")

        #expect(screen.states.map(\.findProducts) == [.running, .failed(message: "Could not find products.")])
    }

    @Test("findProducts shows it has nothing to list when the answer has no products")
    func findProductsShowsEmpty() async {
        service.setFindProductsResult(.success(SearchModels.FindProducts.Response(products: [])))

        await viewModel.findProducts(query: "query 1")

        #expect(screen.states.map(\.findProducts) == [.running, .empty])
    }

    @Test("a cancelled findProducts shows no outcome, whatever error the service ends with: it is idle again")
    func findProductsIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setFindProductsResult(.failure(CancellationError()))
        await viewModel.findProducts(query: "query 1")
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.findProducts(query: "query 1") }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.findProducts) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken findProducts call changes nothing: only the newest answer is shown")
    func findProductsShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.findProducts(query: "query 1") }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.findProducts(query: "query 1")
        service.setFindProductsResult(.failure(SearchTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.findProducts) == [
                .running,
                .loaded(SearchModels.FindProducts.Content(products: ["title 2", "title 52"])),
            ]
        )
    }
}
