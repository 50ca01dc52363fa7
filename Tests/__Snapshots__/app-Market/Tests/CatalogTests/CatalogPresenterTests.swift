import Foundation
import ProductDetail
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
                .loaded(CatalogModels.LoadProducts.ViewModel(products: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("loadProducts shows its failure message when it fails")
    func loadProductsShowsTheFailure() async {
        interactor.loadProductsResult = .failure(CatalogTestError())

        await presenter.loadProducts()

        #expect(view.loadProductsStates == [.running, .failed(message: CatalogStrings.LoadProducts.failure)])
    }

    @Test("loadProducts shows that there is nothing to list when the answer has no products")
    func loadProductsShowsEmpty() async {
        interactor.loadProductsResult = .success(CatalogModels.LoadProducts.Response(products: []))

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

    @Test("ProductDetail's output makes it load again what the screen shows")
    func hearingProductDetailLoadsAgain() async throws {
        interactor.gate.holdsCalls = true

        presenter.handle(
            ProductDetailOutput.addedToCart(
                productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)),
                quantity: 8_361
            )
        )

        // Each use case that runs on load reaches the interactor again; a timeout fails the test.
        try await interactor.gate.waitUntilHeld(1)
        interactor.gate.releaseHeldCalls()
    }

    @Test("showProductDetails opens the product details route with what the screen shows, and nothing before it")
    func showProductDetailsTakesWhatTheScreenShows() async {
        presenter.showProductDetails(at: 1)
        let response = CatalogModels.LoadProducts.Response(
            products: [
                Product(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                    title: "title 1",
                    price: Decimal(6_901),
                    sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 93))
                ),
                Product(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                    title: "title 2",
                    price: Decimal(6_902),
                    sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 94))
                ),
                Product(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                    title: "title 3",
                    price: Decimal(6_903),
                    sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 95))
                ),
            ]
        )
        interactor.loadProductsResult = .success(response)
        await presenter.loadProducts()

        presenter.showProductDetails(at: 1)
        presenter.showProductDetails(at: 3)

        // Only the second row's values: none before the answer, none for a row it lacks.
        #expect(router.routes == [.productDetails(productID: response.products[1].id)])
    }
}
