import Foundation
import Product
import Testing

@testable import Catalog

@MainActor
@Suite("CatalogPresenter", .timeLimit(.minutes(1)))
struct CatalogPresenterTests {
    let interactor = CatalogServiceStub()
    let router = CatalogRouterSpy()
    let view = CatalogViewSpy()
    let presenter: CatalogPresenter

    init() {
        presenter = CatalogPresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    @Test("loadProducts shows it runs, then the view model made from the response")
    func loadProductsShowsTheViewModel() async {
        await presenter.loadProducts()

        #expect(interactor.loadProductsRequests == [.fixture])
        #expect(
            view.loadProductsStates == [
                .running,
                .loaded(CatalogModels.LoadProducts.ViewModel(items: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("loadProducts shows its failure message when it fails")
    func loadProductsShowsTheFailure() async {
        interactor.loadProductsResult = .failure(CatalogTestError())

        await presenter.loadProducts()

        #expect(view.loadProductsStates == [.running, .failed(message: CatalogStrings.LoadProducts.failure)])
    }

    @Test("loadProducts shows that there is nothing to list when the answer has no items")
    func loadProductsShowsEmpty() async {
        interactor.loadProductsResult = .success(CatalogModels.LoadProducts.Response(items: []))

        await presenter.loadProducts()

        #expect(view.loadProductsStates == [.running, .empty])
    }

    @Test(
        "an overtaken loadProducts call shows nothing; a cancelled one cancels the service's call and ends the spinner"
    )
    func loadProductsShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadProducts() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadProducts() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadProductsResult = .failure(CatalogTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadProductsStates == [.running, .running, .idle])
    }

    @Test("Product's output makes it load again what the screen shows")
    func hearingProductLoadsAgain() async throws {
        interactor.gate.holdsCalls = true

        presenter.handle(
            ProductOutput.addedToCart(
                productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)),
                quantity: 8_361
            )
        )

        // Each use case that runs on load reaches the interactor again; a timeout fails the test.
        try await interactor.gate.waitUntilHeld(1)
        interactor.gate.releaseHeldCalls()
    }
}
