import Testing

@testable import Settings

@MainActor
@Suite("SettingsPresenter", .timeLimit(.minutes(1)))
struct SettingsPresenterTests {
  let service = SettingsServiceStub()
  let view = SettingsViewSpy()
  let presenter: SettingsPresenter

  init() {
    presenter = SettingsPresenter(service: service)
    presenter.view = view
  }

  @Test("load shows it runs, then the view model made from the response")
  func loadShowsTheViewModel() async {
    await presenter.load()

    #expect(service.loadRequests == [.fixture])
    #expect(view.loadStates == [.running, .loaded(SettingsModels.Load.ViewModel())])
  }

  @Test("load shows its failure message when it fails")
  func loadShowsTheFailure() async {
    service.loadResult = .failure(SettingsTestError())

    await presenter.load()

    #expect(view.loadStates == [.running, .failed(message: SettingsStrings.Load.failure)])
  }

  @Test("load shows no outcome once cancelled, whatever the service ends with: it is idle again")
  func loadShowsNothingWhenCancelled() async throws {
    // A late answer (a service that ignores cancellation) and URLSession's own error alike.
    service.gate.holdsCalls = true
    let answered = Task { await presenter.load() }
    try await service.gate.waitUntilHeld(1)
    service.gate.holdsCalls = false
    service.gate.suspendsCallsUntilCancelled = true
    let failed = Task { await presenter.load() }

    answered.cancel()
    failed.cancel()
    service.gate.releaseHeldCalls()
    await answered.value
    await failed.value

    // And a service that reports a cancellation of its own while its caller goes on.
    service.gate.suspendsCallsUntilCancelled = false
    service.loadResult = .failure(CancellationError())
    await presenter.load()

    #expect(service.gate.callsCancelledWhileHeld == 1)
    // The overtaken call shows nothing; the newest, cancelled, leaves no spinner behind.
    #expect(view.loadStates == [.running, .running, .idle, .running, .idle])
  }

  @Test("an overtaken load call changes nothing: only the newest answer is shown")
  func loadShowsOnlyTheNewestAnswer() async throws {
    service.gate.holdsCalls = true
    let overtaken = Task { await presenter.load() }
    try await service.gate.waitUntilHeld(1)
    service.gate.holdsCalls = false

    await presenter.load()
    service.loadResult = .failure(SettingsTestError())
    service.gate.releaseHeldCalls()
    await overtaken.value

    #expect(view.loadStates == [.running, .running, .loaded(SettingsModels.Load.ViewModel())])
  }
}
