/// What the interactor hands over for display: a use case started, then how it ended.
@MainActor
protocol GreetingPresentationLogic: AnyObject {
    func presentLoadStarted()
    func presentLoadCancelled()
    func presentLoad(response: Result<GreetingModels.Load.Response, any Error>)
}

/// Formats what the interactor hands over into the state of each use case the screen shows.
@MainActor
final class GreetingPresenter: GreetingPresentationLogic {
    /// Weak: the screen owns the scene, so a strong reference back would leak both.
    weak var viewController: (any GreetingDisplayLogic)?

    func presentLoadStarted() {
        viewController?.displayLoad(viewModel: .running)
    }

    func presentLoadCancelled() {
        viewController?.displayLoad(viewModel: .idle)
    }

    func presentLoad(response: Result<GreetingModels.Load.Response, any Error>) {
        viewController?.displayLoad(
            viewModel: GreetingUseCaseState(
                response,
                viewModel: Self.loadViewModel,
                failureMessage: Self.loadFailureMessage
            )
        )
    }
}

extension GreetingPresenter {
    static func loadViewModel(from response: GreetingModels.Load.Response) -> GreetingModels.Load.ViewModel {
        GreetingModels.Load.ViewModel()
    }

    /// Map the errors your worker throws to messages of their own here.
    static func loadFailureMessage(for error: any Error) -> String {
        GreetingStrings.Load.failure
    }
}
