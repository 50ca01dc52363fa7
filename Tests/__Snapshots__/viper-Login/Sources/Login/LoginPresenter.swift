/// Turns user intents into interactor calls, and results into what the view shows.
@MainActor
final class LoginPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any LoginView)?
    let interactor: any LoginInteracting
    private let loadCalls = LoginQueryCalls()

    init(interactor: any LoginInteracting) {
        self.interactor = interactor
    }
}

extension LoginPresenter: LoginPresenting {
    func load() async {
        let request = LoginModels.Load.Request()
        let outcome = await loadCalls.run { [interactor] in
            try await interactor.load(request)
        } onStart: {
            view?.displayLoad(.running)
        } onCancel: {
            view?.displayLoad(.idle)
        }
        guard let outcome else { return }
        view?.displayLoad(
            LoginUseCaseState(outcome, viewModel: Self.loadViewModel, failureMessage: Self.loadFailureMessage)
        )
    }
}

extension LoginPresenter {
    /// Formats the response of `load` for display.
    static func loadViewModel(from response: LoginModels.Load.Response) -> LoginModels.Load.ViewModel {
        LoginModels.Load.ViewModel()
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadFailureMessage(for error: any Error) -> String {
        LoginStrings.Load.failure
    }
}
