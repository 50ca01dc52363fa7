import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol SearchService: Sendable {
    func findProducts(_ request: SearchModels.FindProducts.Request) async throws -> SearchModels.FindProducts.Response
}
