/// Turns what `ProfileModel` holds into what the views show, tested without a screen.
struct ProfileFormatter {
    func loadProfile(
        _ state: MarketUseCaseState<ProfileModels.LoadProfile.Response>
    ) -> MarketUseCaseState<ProfileModels.LoadProfile.ViewModel> {
        Self.shown(
            state,
            as: { response in
                ProfileModels.LoadProfile.ViewModel(name: response.name, email: response.email)
            }
        )
    }
}

extension ProfileFormatter {
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
