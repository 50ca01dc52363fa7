import Foundation

/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol InvoiceDisplayLogic: AnyObject {
    func displayLoadInvoice(viewModel: ReceiptsUseCaseState<InvoiceModels.LoadInvoice.ViewModel>)
}
