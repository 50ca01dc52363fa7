import Testing

@testable import Settings

@MainActor
@Suite("SettingsPresenter", .timeLimit(.minutes(1)))
struct SettingsPresenterTests {
    let service = SettingsServiceStub()
    let router = SettingsRouterSpy()
    let view = SettingsViewSpy()
    let presenter: SettingsPresenter

    init() {
        presenter = SettingsPresenter(service: service, router: router)
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

    @Test("an overtaken load call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await presenter.load() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.load() }
        try await service.gate.waitUntilHeld(2)
        service.loadResult = .failure(SettingsTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(service.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadStates == [.running, .running, .idle])
    }
}
