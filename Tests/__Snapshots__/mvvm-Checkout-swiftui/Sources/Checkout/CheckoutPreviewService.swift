import Foundation

#if DEBUG
    /// The model of the previews: it answers, fails, or waits until cancelled. Debug builds only.
    public struct CheckoutPreviewService: CheckoutService {
        public enum Behaviour: Sendable {
            case answers, fails, waits
        }

        struct Failure: Error {}

        let behaviour: Behaviour

        public init(_ behaviour: Behaviour = .answers) {
            self.behaviour = behaviour
        }

        public func loadCart(
            _ request: CheckoutModels.LoadCart.Request
        ) async throws -> CheckoutModels.LoadCart.Response {
            try await answer(
                CheckoutModels.LoadCart.Response(
                    items: [
                        CartItem(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                            title: "title 2",
                            quantity: 8_362,
                            price: Decimal(6_902),
                            imageURL: URL(fileURLWithPath: "/imageURL/2")
                        ),
                        CartItem(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                            title: "title 52",
                            quantity: 8_412,
                            price: Decimal(6_952),
                            imageURL: URL(fileURLWithPath: "/imageURL/52")
                        ),
                    ],
                    total: Decimal(1_352)
                )
            )
        }

        public func applyCoupon(
            _ request: CheckoutModels.ApplyCoupon.Request
        ) async throws -> CheckoutModels.ApplyCoupon.Response {
            try await answer(CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_002), isValid: false))
        }

        public func pay(_ request: CheckoutModels.Pay.Request) async throws -> CheckoutModels.Pay.Response {
            try await answer(
                CheckoutModels.Pay.Response(
                    receipt: Receipt(
                        id: "id 2",
                        paidAt: Date(timeIntervalSince1970: 1_700_005_902),
                        items: [
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                                title: "title 2",
                                quantity: 8_362,
                                price: Decimal(6_902),
                                imageURL: URL(fileURLWithPath: "/imageURL/2")
                            ),
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                                title: "title 52",
                                quantity: 8_412,
                                price: Decimal(6_952),
                                imageURL: URL(fileURLWithPath: "/imageURL/52")
                            ),
                        ],
                        shippingAddress: Address(street: "street 2", city: "city 2", postalCode: "postalCode 2")
                    )
                )
            )
        }

        private func answer<Response>(_ response: Response) async throws -> Response {
            switch behaviour {
            case .answers: return response
            case .fails: throw Failure()
            case .waits:
                try await Task.sleep(for: .seconds(3_600))
                return response
            }
        }
    }
#endif
