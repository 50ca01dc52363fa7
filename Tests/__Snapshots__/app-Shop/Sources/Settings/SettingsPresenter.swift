/// The module's logic: turns user intents into model calls, and results into what the passive
/// view shows, telling it explicitly what to display.
@MainActor
final class SettingsPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any SettingsView)?
    let service: any SettingsService
    let router: any SettingsRouting
    private let loadCalls = ShopQueryCalls()

    init(service: any SettingsService, router: any SettingsRouting) {
        self.service = service
        self.router = router
    }
}

extension SettingsPresenter: SettingsPresenting {
    func load() async {
        let request = SettingsModels.Load.Request()
        let outcome = await loadCalls.run { [service] in
            try await service.load(request)
        } onStart: {
            view?.displayLoad(.running)
        } onCancel: {
            view?.displayLoad(.idle)
        }
        guard let outcome else { return }
        view?.displayLoad(
            ShopUseCaseState(outcome, viewModel: Self.loadViewModel, failureMessage: Self.loadFailureMessage)
        )
    }

    func showLegal(documentID: String) {
        router.routeToLegal(documentID: documentID)
    }
}

extension SettingsPresenter {
    /// Formats the response of `load` for display.
    static func loadViewModel(from response: SettingsModels.Load.Response) -> SettingsModels.Load.ViewModel {
        SettingsModels.Load.ViewModel()
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadFailureMessage(for error: any Error) -> String {
        SettingsStrings.Load.failure
    }
}
