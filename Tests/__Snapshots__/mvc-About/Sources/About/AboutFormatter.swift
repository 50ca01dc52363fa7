/// Turns what `AboutModel` holds into what the views show, tested without a screen.
struct AboutFormatter {
    func load(_ state: AboutUseCaseState<AboutModels.Load.Response>) -> AboutUseCaseState<AboutModels.Load.ViewModel> {
        Self.shown(
            state,
            as: { response in
                AboutModels.Load.ViewModel()
            }
        )
    }
}

extension AboutFormatter {
    /// `isEmpty` asks the model's value, whatever the view shows of it. Not an extension of the
    /// state type, which an app target's modules share.
    static func shown<Value, Shown>(
        _ state: AboutUseCaseState<Value>,
        as viewModel: (Value) -> Shown,
        isEmpty: (Value) -> Bool = { _ in false }
    ) -> AboutUseCaseState<Shown> {
        switch state {
        case .idle: return .idle
        case .running: return .running
        case .empty: return .empty
        case .failed(let message): return .failed(message: message)
        case .loaded(let value): return isEmpty(value) ? .empty : .loaded(viewModel(value))
        }
    }
}
