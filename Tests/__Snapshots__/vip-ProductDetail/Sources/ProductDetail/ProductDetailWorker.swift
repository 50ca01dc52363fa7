import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol ProductDetailWorking: Sendable {
    func loadProduct(
        _ request: ProductDetailModels.LoadProduct.WorkerRequest
    ) async throws -> ProductDetailModels.LoadProduct.Response
    func addToCart(
        _ request: ProductDetailModels.AddToCart.WorkerRequest
    ) async throws -> ProductDetailModels.AddToCart.Response
}
