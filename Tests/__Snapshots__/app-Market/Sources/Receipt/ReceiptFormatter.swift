import Foundation

/// Turns what `ReceiptModel` holds into what the views show, tested without a screen.
struct ReceiptFormatter {
    func loadReceipt(
        _ state: MarketCallState<ReceiptModels.LoadReceipt.Response>
    ) -> MarketUseCaseState<ReceiptModels.LoadReceipt.ViewModel> {
        MarketUseCaseState(
            state,
            viewModel: { response in
                ReceiptModels.LoadReceipt.ViewModel(text: response.text)
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in ReceiptStrings.LoadReceipt.failure }
        )
    }
}
