import Foundation

/// The scene's work outside the screen (network, database): the app's, or a stub in tests.
public protocol InvoiceWorking: Sendable {
    func loadInvoice(
        _ request: InvoiceModels.LoadInvoice.WorkerRequest
    ) async throws -> InvoiceModels.LoadInvoice.Response
}
