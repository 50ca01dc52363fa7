import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol CartWorking: Sendable {
    func loadCart(_ request: CartModels.LoadCart.Request) async throws -> CartModels.LoadCart.Response
    func placeOrder(_ request: CartModels.PlaceOrder.Request) async throws -> CartModels.PlaceOrder.Response
}
