/// The module's logic: turns user intents into model calls, and results into what the passive
/// view shows, telling it explicitly what to display.
@MainActor
final class SettingsPresenter {
  /// Weak: the view owns the module, so a strong reference back would leak both.
  weak var view: (any SettingsView)?
  let service: any SettingsService
  private let loadCalls = SettingsQueryCalls()

  init(service: any SettingsService) {
    self.service = service
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
      SettingsUseCaseState(outcome, viewModel: Self.loadViewModel, failureMessage: Self.loadFailureMessage)
    )
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
