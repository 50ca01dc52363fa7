import Foundation
import Testing

@testable import ProductDetail

@MainActor
@Suite("ProductDetailRouter", .timeLimit(.minutes(1)))
struct ProductDetailRouterTests {
    let handler = ProductDetailViewSpy()
    let router = ProductDetailRouter<ProductDetailViewSpy>()

    init() {
        router.transitionHandler = handler
    }

    @Test("routeToReview hands the review route and its payload to the handler")
    func routeToReview() {
        router.routeToReview(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))

        #expect(
            handler.handledRoutes == [
                .review(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
            ]
        )
    }

    @Test("a route whose destination makes no screen shows nothing")
    func routesWithoutAScreenShowNothing() {
        let handler = ProductDetailViewSpy()
        let router = ProductDetailRouter<ProductDetailViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToReview(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))

        #expect(handler.handledRoutes == [])
    }
}
