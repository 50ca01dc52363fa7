import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol CartSummaryWorking: Sendable {
    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response
    func loadSaved(_ request: CartSummaryModels.LoadSaved.Request) async throws -> CartSummaryModels.LoadSaved.Response
    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response
}
