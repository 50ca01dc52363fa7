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

    @Test("routeToCart hands the cart route and its payload to the handler")
    func routeToCart() {
        router.routeToCart(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 105)))

        #expect(
            handler.handledRoutes == [
                .cart(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 105)))
            ]
        )
    }

    @Test("routeToHelp hands the help route to the handler")
    func routeToHelp() {
        router.routeToHelp()

        #expect(handler.handledRoutes == [.help])
    }

    @Test("a route whose destination makes no screen shows nothing")
    func routesWithoutAScreenShowNothing() {
        let handler = CatalogViewSpy()
        let router = CatalogRouter<CatalogViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToProductDetails(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
        router.routeToCart(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 105)))
        router.routeToHelp()

        #expect(handler.handledRoutes == [])
    }
}
