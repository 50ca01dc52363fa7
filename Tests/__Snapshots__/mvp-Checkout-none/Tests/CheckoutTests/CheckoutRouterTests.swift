import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutRouter", .timeLimit(.minutes(1)))
struct CheckoutRouterTests {
    let handler = CheckoutViewSpy()
    let router = CheckoutRouter()

    init() {
        router.handler = handler
    }

    @Test("routeToConfirmation hands the confirmation route and its payload to the handler")
    func routeToConfirmation() {
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

        #expect(
            handler.handledRoutes == [
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

    @Test("routeToAddressBook hands the address book route to the handler")
    func routeToAddressBook() {
        router.routeToAddressBook()

        #expect(handler.handledRoutes == [.addressBook])
    }
}
