/// The module's logic: turns user intents into model calls, and results into what the passive
/// view shows, telling it explicitly what to display.
@MainActor
final class SettingsPresenter {
    /// Weak: the view owns the module, so a strong reference back would leak both.
    weak var view: (any SettingsView)?
    let service: any SettingsService
    let router: any SettingsRouting
    private let loadSettingsCalls = MarketQueryCalls()
    private let setNotificationsCalls = MarketCommandCalls()

    init(service: any SettingsService, router: any SettingsRouting) {
        self.service = service
        self.router = router
    }
}

extension SettingsPresenter: SettingsPresenting {
    func loadSettings() async {
        let request = SettingsModels.LoadSettings.Request()
        let outcome = await loadSettingsCalls.run { [service] in
            try await service.loadSettings(request)
        } onStart: {
            view?.displayLoadSettings(.running)
        } onCancel: {
            view?.displayLoadSettings(.idle)
        }
        guard let outcome else { return }
        view?.displayLoadSettings(
            MarketUseCaseState(
                outcome,
                viewModel: Self.loadSettingsViewModel,
                failureMessage: Self.loadSettingsFailureMessage
            )
        )
    }

    func setNotifications(on: Bool) async {
        let request = SettingsModels.SetNotifications.Request(on: on)
        let outcome = await setNotificationsCalls.run { [service] in
            try await service.setNotifications(request)
        } onStart: {
            view?.displaySetNotifications(.running)
        }
        guard let outcome else { return }
        view?.displaySetNotifications(
            MarketUseCaseState(
                outcome,
                viewModel: Self.setNotificationsViewModel,
                failureMessage: Self.setNotificationsFailureMessage
            )
        )
    }

    func showAbout() {
        router.routeToAbout()
    }
}

extension SettingsPresenter {
    /// Formats the response of `loadSettings` for display.
    static func loadSettingsViewModel(
        from response: SettingsModels.LoadSettings.Response
    ) -> SettingsModels.LoadSettings.ViewModel {
        SettingsModels.LoadSettings.ViewModel(notificationsOn: response.notificationsOn)
    }

    /// Map the errors your service throws to messages of their own here.
    static func loadSettingsFailureMessage(for error: any Error) -> String {
        SettingsStrings.LoadSettings.failure
    }

    /// Formats the response of `setNotifications` for display.
    static func setNotificationsViewModel(
        from response: SettingsModels.SetNotifications.Response
    ) -> SettingsModels.SetNotifications.ViewModel {
        SettingsModels.SetNotifications.ViewModel(notificationsOn: response.notificationsOn)
    }

    /// Map the errors your service throws to messages of their own here.
    static func setNotificationsFailureMessage(for error: any Error) -> String {
        SettingsStrings.SetNotifications.failure
    }
}
