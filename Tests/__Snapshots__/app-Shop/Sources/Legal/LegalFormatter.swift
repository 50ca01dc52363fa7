/// Turns what `LegalModel` holds into what the views show, tested without a screen.
struct LegalFormatter {
    func loadDocument(
        _ state: ShopUseCaseState<LegalModels.LoadDocument.Response>
    ) -> ShopUseCaseState<LegalModels.LoadDocument.ViewModel> {
        Self.shown(
            state,
            as: { response in
                LegalModels.LoadDocument.ViewModel(text: response.text)
            }
        )
    }
}

extension LegalFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: ShopUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> ShopUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
