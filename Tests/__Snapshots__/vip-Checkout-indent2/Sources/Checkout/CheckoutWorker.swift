import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol CheckoutWorking: Sendable {
  func loadCart(_ request: CheckoutModels.LoadCart.WorkerRequest) async throws -> CheckoutModels.LoadCart.Response
  func applyCoupon(
    _ request: CheckoutModels.ApplyCoupon.WorkerRequest
  ) async throws -> CheckoutModels.ApplyCoupon.Response
  func pay(_ request: CheckoutModels.Pay.WorkerRequest) async throws -> CheckoutModels.Pay.Response
}
