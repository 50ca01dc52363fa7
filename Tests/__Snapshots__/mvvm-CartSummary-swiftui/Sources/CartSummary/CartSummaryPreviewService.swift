import Foundation

#if DEBUG
    /// The model of the previews: it answers, fails, or waits until cancelled. Debug builds only.
    public struct CartSummaryPreviewService: CartSummaryService {
        public enum Behaviour: Sendable {
            case answers, fails, waits
        }

        struct Failure: Error {}

        let behaviour: Behaviour

        public init(_ behaviour: Behaviour = .answers) {
            self.behaviour = behaviour
        }

        public func loadSummary(
            _ request: CartSummaryModels.LoadSummary.Request
        ) async throws -> CartSummaryModels.LoadSummary.Response {
            try await answer(
                CartSummaryModels.LoadSummary.Response(
                    items: [
                        CartItem(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                            title: "title 2",
                            price: Decimal(6_902)
                        ),
                        CartItem(
                            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                            title: "title 52",
                            price: Decimal(6_952)
                        ),
                    ],
                    total: Decimal(1_352)
                )
            )
        }

        public func loadSaved(
            _ request: CartSummaryModels.LoadSaved.Request
        ) async throws -> CartSummaryModels.LoadSaved.Response {
            try await answer(
                CartSummaryModels.LoadSaved.Response(
                    saved: SavedCart(
                        name: "name 2",
                        items: [
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                                title: "title 2",
                                price: Decimal(6_902)
                            ),
                            CartItem(
                                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                                title: "title 52",
                                price: Decimal(6_952)
                            ),
                        ]
                    )
                )
            )
        }

        public func loadSuggestions(
            _ request: CartSummaryModels.LoadSuggestions.Request
        ) async throws -> CartSummaryModels.LoadSuggestions.Response {
            try await answer(
                CartSummaryModels.LoadSuggestions.Response(
                    count: 2_102,
                    suggestions: ["suggestions 2", "suggestions 52"]
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
