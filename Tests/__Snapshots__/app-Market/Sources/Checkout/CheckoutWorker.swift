import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol CheckoutWorking: Sendable {
    func loadSummary(
        _ request: CheckoutModels.LoadSummary.WorkerRequest
    ) async throws -> CheckoutModels.LoadSummary.Response
    func pay(_ request: CheckoutModels.Pay.WorkerRequest) async throws -> CheckoutModels.Pay.Response
}
