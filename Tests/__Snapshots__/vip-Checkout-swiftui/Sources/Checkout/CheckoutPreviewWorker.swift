#if DEBUG
    import Foundation

    /// Sample answers for the previews, one state each; debug builds only.
    struct CheckoutPreviewWorker: CheckoutWorking {
        enum Behaviour: Sendable {
            case answers, fails, waits
        }

        /// What the preview's backend does.
        struct Failure: Error {}

        var behaviour = Behaviour.answers

        func loadCart(
            _ request: CheckoutModels.LoadCart.WorkerRequest
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

        func applyCoupon(
            _ request: CheckoutModels.ApplyCoupon.WorkerRequest
        ) async throws -> CheckoutModels.ApplyCoupon.Response {
            try await answer(CheckoutModels.ApplyCoupon.Response(discount: Decimal(1_002), isValid: false))
        }

        func pay(_ request: CheckoutModels.Pay.WorkerRequest) async throws -> CheckoutModels.Pay.Response {
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

        /// `response` at once, a failure, or no answer while the preview shows, as `behaviour` says.
        private func answer<Response>(_ response: Response) async throws -> Response {
            switch behaviour {
            case .answers:
                return response
            case .fails:
                throw Failure()
            case .waits:
                try await Task.sleep(for: .seconds(3_600))
                return response
            }
        }
    }
#endif
