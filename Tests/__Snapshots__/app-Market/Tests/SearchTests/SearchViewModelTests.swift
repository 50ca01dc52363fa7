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

    @Test("an overtaken findProducts call changes nothing, however late it ends: the newest answer stays")
    func findProductsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.findProducts(query: "query 1") }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.findProducts(query: "query 1")
        service.findProductsResult = .failure(SearchTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.findProducts) == [
                .running,
                .loaded(SearchModels.FindProducts.Content(products: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("a cancelled findProducts cancels the service's call, shows no outcome and ends the spinner")
    func findProductsEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.findProducts(query: "query 1") }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.findProducts) == [.running, .idle])
    }
}
