import Foundation
import Testing

@testable import Catalog

@MainActor
@Suite("CatalogBuilder", .timeLimit(.minutes(1)))
struct CatalogBuilderTests {
    @Test("assemble connects view, presenter, interactor, service and router")
    func assembleConnectsEveryPart() async {
        let view = CatalogViewSpy()
        let service = CatalogServiceStub()
        let presenter = CatalogBuilder.assemble(view: view, transitionHandler: view, service: service)
        view.presenter = presenter

        await presenter.loadProducts()
        #expect(service.loadProductsRequests == [.fixture])
        #expect(
            view.loadProductsStates == [
                .running,
                .loaded(CatalogModels.LoadProducts.ViewModel(items: ["title 2", "title 52"])),
            ]
        )

        presenter.showProductDetails(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
        presenter.showCart(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 105)))
        presenter.showHelp()
        #expect(
            view.handledRoutes == [
                .productDetails(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151))),
                .cart(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 105))),
                .help,
            ]
        )
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: CatalogViewSpy?
        weak var weakPresenter: CatalogPresenter?
        weak var weakInteractor: CatalogInteractor?
        weak var weakRouter: CatalogRouter<CatalogViewSpy>?
        let service = CatalogServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = CatalogViewSpy()
            let presenter = CatalogBuilder.assemble(view: view, transitionHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? CatalogPresenter
            weakInteractor = weakPresenter?.interactor as? CatalogInteractor
            weakRouter = weakPresenter?.router as? CatalogRouter<CatalogViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadProducts() })
                try await service.gate.waitUntilHeld(1)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
