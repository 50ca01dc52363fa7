/// Turns what `ProfileModel` holds into what the views show, tested without a screen.
struct ProfileFormatter {
    func loadProfile(
        _ state: MarketCallState<ProfileModels.LoadProfile.Response>
    ) -> MarketUseCaseState<ProfileModels.LoadProfile.ViewModel> {
        MarketUseCaseState(
            state,
            viewModel: { response in
                ProfileModels.LoadProfile.ViewModel(name: response.name, email: response.email)
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in ProfileStrings.LoadProfile.failure }
        )
    }
}
