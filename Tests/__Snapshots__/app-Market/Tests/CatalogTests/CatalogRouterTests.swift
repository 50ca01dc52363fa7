import Foundation
import Testing

@testable import Catalog

@MainActor
@Suite("CatalogRouter", .timeLimit(.minutes(1)))
struct CatalogRouterTests {
    let handler = CatalogViewSpy()
    let router = CatalogRouter<CatalogViewSpy>()

    init() {
        router.transitionHandler = handler
    }

    @Test("routeToProductDetails hands the product details route and its payload to the handler")
    func routeToProductDetails() {
        router.routeToProductDetails(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))

        #expect(
            handler.handledRoutes == [
                .productDetails(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
            ]
        )
    }

    @Test("a route whose destination makes no screen shows nothing")
    func routesWithoutAScreenShowNothing() {
        let handler = CatalogViewSpy()
        let router = CatalogRouter<CatalogViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToProductDetails(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))

        #expect(handler.handledRoutes == [])
    }
}
