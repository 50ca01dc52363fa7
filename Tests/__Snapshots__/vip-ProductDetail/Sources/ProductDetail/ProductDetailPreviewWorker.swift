#if DEBUG
    import Foundation

    /// Sample answers for the previews, one state each; debug builds only.
    struct ProductDetailPreviewWorker: ProductDetailWorking {
        enum Behaviour: Sendable {
            case answers, fails, waits
        }

        /// What the preview's backend does.
        struct Failure: Error {}

        var behaviour = Behaviour.answers

        func loadProduct(
            _ request: ProductDetailModels.LoadProduct.WorkerRequest
        ) async throws -> ProductDetailModels.LoadProduct.Response {
            try await answer(ProductDetailModels.LoadProduct.Response(title: "title 2", price: Decimal(6_902)))
        }

        func addToCart(
            _ request: ProductDetailModels.AddToCart.WorkerRequest
        ) async throws -> ProductDetailModels.AddToCart.Response {
            try await answer(ProductDetailModels.AddToCart.Response(cartCount: 7_932))
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
