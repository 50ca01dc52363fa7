import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol CartSummaryService: Sendable {
    func loadSummary(
        _ request: CartSummaryModels.LoadSummary.Request
    ) async throws -> CartSummaryModels.LoadSummary.Response
    func loadSaved(_ request: CartSummaryModels.LoadSaved.Request) async throws -> CartSummaryModels.LoadSaved.Response
    func loadSuggestions(
        _ request: CartSummaryModels.LoadSuggestions.Request
    ) async throws -> CartSummaryModels.LoadSuggestions.Response
}
