import Foundation

#if DEBUG
    /// The model of the previews: it answers, fails, or waits until cancelled. Debug builds only.
    public struct SearchPreviewService: SearchService {
        public enum Behaviour: Sendable {
            case answers, fails, waits
        }

        struct Failure: Error {}

        let behaviour: Behaviour

        public init(_ behaviour: Behaviour = .answers) {
            self.behaviour = behaviour
        }

        public func findProducts(
            _ request: SearchModels.FindProducts.Request
        ) async throws -> SearchModels.FindProducts.Response {
            try await answer(
                SearchModels.FindProducts.Response(
                    products: [
                        Product(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                            title: "title 2",
                            price: Decimal(6_902),
                            sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 94))
                        ),
                        Product(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                            title: "title 52",
                            price: Decimal(6_952),
                            sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 144))
                        ),
                    ]
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
