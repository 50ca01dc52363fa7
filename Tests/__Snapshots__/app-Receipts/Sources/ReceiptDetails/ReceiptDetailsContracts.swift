import Foundation

/// The model: where the data comes from (network, database, cache); the app gives it to the Builder.
public protocol ReceiptDetailsService: Sendable {
    func loadDetails(
        _ request: ReceiptDetailsModels.LoadDetails.Request
    ) async throws -> ReceiptDetailsModels.LoadDetails.Response
}

/// Gives the built module a new input: the calls that follow read it. Returns false, changing
/// nothing, when the module has that input already.
@MainActor
public protocol ReceiptDetailsModuleInput: AnyObject {
    @discardableResult
    func update(_ input: ReceiptDetailsInput) -> Bool
}
