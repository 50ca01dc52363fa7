/// Turns what `AboutModel` holds into what the views show, tested without a screen.
struct AboutFormatter {
    func load(_ state: AboutCallState<AboutModels.Load.Response>) -> AboutUseCaseState<AboutModels.Load.ViewModel> {
        AboutUseCaseState(
            state,
            viewModel: { response in
                AboutModels.Load.ViewModel()
            },
            // Map the errors your service throws to messages of their own here.
            failureMessage: { _ in AboutStrings.Load.failure }
        )
    }
}
