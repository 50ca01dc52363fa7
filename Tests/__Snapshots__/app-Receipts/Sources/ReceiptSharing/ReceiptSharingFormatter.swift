import Foundation

/// Turns what `ReceiptSharingModel` holds into what the views show, tested without a screen.
struct ReceiptSharingFormatter {
    func loadShareText(
        _ state: ReceiptsCallState<ReceiptSharingModels.LoadShareText.Response>
    ) -> ReceiptsUseCaseState<ReceiptSharingModels.LoadShareText.ViewModel> {
        ReceiptsUseCaseState(
            state,
            viewModel: { response in
                ReceiptSharingModels.LoadShareText.ViewModel(text: response.text)
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in ReceiptSharingStrings.LoadShareText.failure }
        )
    }
}
