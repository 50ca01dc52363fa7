/// What the presenter tells the screen to show: each use case's state, replacing the last.
@MainActor
public protocol GreetingDisplayLogic: AnyObject {
    func displayLoad(viewModel: GreetingUseCaseState<GreetingModels.Load.ViewModel>)
}
