import Foundation
import XCTest

@testable import ProductDetail

final class ProductDetailRouterTests: XCTestCase {
    @MainActor
    func testRouteToReviewHandsTheRouteToTheHandler() async {
        let handler = ProductDetailViewSpy()
        let router = ProductDetailRouter()
        router.handler = handler

        router.routeToReview(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))

        XCTAssertEqual(
            handler.handledRoutes,
            [.review(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))]
        )
    }
}
