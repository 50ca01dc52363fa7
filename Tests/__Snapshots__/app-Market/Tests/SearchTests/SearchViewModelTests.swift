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
        service.findProductsResult = .failure(SearchTestError())

        await viewModel.findProducts(query: "query 1")

        #expect(screen.states.map(\.findProducts) == [.running, .failed(message: "Could not find products.")])
    }

    @Test("findProducts shows it has nothing to list when the answer has no products")
    func findProductsShowsEmpty() async {
        service.findProductsResult = .success(SearchModels.FindProducts.Response(products: []))

        await viewModel.findProducts(query: "query 1")

        #expect(screen.states.map(\.findProducts) == [.running, .empty])
    }

    @Test(
        "an overtaken findProducts call shows nothing; a cancelled one cancels the service's call and ends the spinner"
    )
    func findProductsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.findProducts(query: "query 1") }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await viewModel.findProducts(query: "query 1") }
        try await service.gate.waitUntilHeld(2)
        service.findProductsResult = .failure(SearchTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(service.gate.callsCancelledWhileHeld == 1)
        // The state changes once while both run, so the screen hears one `.running`.
        #expect(screen.states.map(\.findProducts) == [.running, .idle])
    }
}
