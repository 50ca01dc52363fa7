import Foundation

/// Turns what `ReceiptSharingModel` holds into what the views show, tested without a screen.
struct ReceiptSharingFormatter {
    func loadShareText(
        _ state: ReceiptsUseCaseState<ReceiptSharingModels.LoadShareText.Response>
    ) -> ReceiptsUseCaseState<ReceiptSharingModels.LoadShareText.ViewModel> {
        Self.shown(
            state,
            as: { response in
                ReceiptSharingModels.LoadShareText.ViewModel(text: response.text)
            }
        )
    }
}

extension ReceiptSharingFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: ReceiptsUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> ReceiptsUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
