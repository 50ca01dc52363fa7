import Foundation
import Testing

@testable import SellerPage

@MainActor
@Suite("SellerPageRouter", .timeLimit(.minutes(1)))
struct SellerPageRouterTests {
    let handler = SellerPageViewSpy()
    let router = SellerPageRouter()

    init() {
        router.handler = handler
    }

    @Test("routeToContact hands the contact route and its payload to the handler")
    func routeToContact() {
        router.routeToContact(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 93)))

        #expect(
            handler.handledRoutes == [
                .contact(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 93)))
            ]
        )
    }
}
