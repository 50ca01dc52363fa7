import Foundation

/// Turns what `ReceiptModel` holds into what the views show, tested without a screen.
struct ReceiptFormatter {
    func loadReceipt(
        _ state: MarketUseCaseState<ReceiptModels.LoadReceipt.Response>
    ) -> MarketUseCaseState<ReceiptModels.LoadReceipt.ViewModel> {
        Self.shown(
            state,
            as: { response in
                ReceiptModels.LoadReceipt.ViewModel(text: response.text)
            }
        )
    }
}

extension ReceiptFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: MarketUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> MarketUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
