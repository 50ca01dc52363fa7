import Foundation
import XCTest

@testable import Checkout

final class CheckoutRouterTests: XCTestCase {
    @MainActor
    func testRouteToConfirmationHandsTheRouteToTheHandler() async {
        let handler = CheckoutViewSpy()
        let router = CheckoutRouter<CheckoutViewSpy>()
        router.transitionHandler = handler

        router.routeToConfirmation(
            receipt: Receipt(
                id: "id 1",
                paidAt: Date(timeIntervalSince1970: 1_700_005_901),
                items: [
                    CartItem(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                        title: "title 1",
                        quantity: 8_361,
                        price: Decimal(6_901),
                        imageURL: URL(fileURLWithPath: "/imageURL/1")
                    ),
                    CartItem(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 27)),
                        title: "title 51",
                        quantity: 8_411,
                        price: Decimal(6_951),
                        imageURL: URL(fileURLWithPath: "/imageURL/51")
                    ),
                ],
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1")
            )
        )

        XCTAssertEqual(
            handler.handledRoutes,
            [
                .confirmation(
                    receipt: Receipt(
                        id: "id 1",
                        paidAt: Date(timeIntervalSince1970: 1_700_005_901),
                        items: [
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                                title: "title 1",
                                quantity: 8_361,
                                price: Decimal(6_901),
                                imageURL: URL(fileURLWithPath: "/imageURL/1")
                            ),
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 27)),
                                title: "title 51",
                                quantity: 8_411,
                                price: Decimal(6_951),
                                imageURL: URL(fileURLWithPath: "/imageURL/51")
                            ),
                        ],
                        shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1")
                    )
                )
            ]
        )
    }

    @MainActor
    func testRouteToAddressBookHandsTheRouteToTheHandler() async {
        let handler = CheckoutViewSpy()
        let router = CheckoutRouter<CheckoutViewSpy>()
        router.transitionHandler = handler

        router.routeToAddressBook()

        XCTAssertEqual(handler.handledRoutes, [.addressBook])
    }

    @MainActor
    func testRoutesWithoutAScreenShowNothing() async {
        let handler = CheckoutViewSpy()
        let router = CheckoutRouter<CheckoutViewSpy>(destination: { _ in nil })
        router.transitionHandler = handler

        router.routeToConfirmation(
            receipt: Receipt(
                id: "id 1",
                paidAt: Date(timeIntervalSince1970: 1_700_005_901),
                items: [
                    CartItem(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                        title: "title 1",
                        quantity: 8_361,
                        price: Decimal(6_901),
                        imageURL: URL(fileURLWithPath: "/imageURL/1")
                    ),
                    CartItem(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 27)),
                        title: "title 51",
                        quantity: 8_411,
                        price: Decimal(6_951),
                        imageURL: URL(fileURLWithPath: "/imageURL/51")
                    ),
                ],
                shippingAddress: Address(street: "street 1", city: "city 1", postalCode: "postalCode 1")
            )
        )
        router.routeToAddressBook()

        XCTAssertEqual(handler.handledRoutes, [])
    }
}
