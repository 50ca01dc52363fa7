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

    @Test("loadSettings shows it runs, then the view model made from the response")
    func loadSettingsShowsTheViewModel() async {
        await presenter.loadSettings()

        #expect(service.loadSettingsRequests == [.fixture])
        #expect(
            view.loadSettingsStates == [
                .running,
                .loaded(SettingsModels.LoadSettings.ViewModel(notificationsOn: false)),
            ]
        )
    }

    @Test("loadSettings shows another response as that response has it")
    func loadSettingsShowsAnotherResponse() async {
        service.loadSettingsResult = .success(SettingsModels.LoadSettings.Response(notificationsOn: true))

        await presenter.loadSettings()

        #expect(
            view.loadSettingsStates == [
                .running,
                .loaded(SettingsModels.LoadSettings.ViewModel(notificationsOn: true)),
            ]
        )
    }

    @Test("loadSettings shows its failure message when it fails")
    func loadSettingsShowsTheFailure() async {
        service.loadSettingsResult = .failure(SettingsTestError())

        await presenter.loadSettings()

        #expect(view.loadSettingsStates == [.running, .failed(message: SettingsStrings.LoadSettings.failure)])
    }

    @Test(
        "an overtaken loadSettings call shows nothing; a cancelled one cancels the service's call and ends the spinner"
    )
    func loadSettingsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadSettings() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadSettings() }
        try await service.gate.waitUntilHeld(2)
        service.loadSettingsResult = .failure(SettingsTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(service.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadSettingsStates == [.running, .running, .idle])
    }

    @Test("setNotifications shows it runs, then the view model made from the response")
    func setNotificationsShowsTheViewModel() async {
        await presenter.setNotifications(on: false)

        #expect(service.setNotificationsRequests == [.fixture])
        #expect(
            view.setNotificationsStates == [
                .running,
                .loaded(SettingsModels.SetNotifications.ViewModel(notificationsOn: false)),
            ]
        )
    }

    @Test("setNotifications shows another response as that response has it")
    func setNotificationsShowsAnotherResponse() async {
        service.setNotificationsResult = .success(SettingsModels.SetNotifications.Response(notificationsOn: true))

        await presenter.setNotifications(on: false)

        #expect(
            view.setNotificationsStates == [
                .running,
                .loaded(SettingsModels.SetNotifications.ViewModel(notificationsOn: true)),
            ]
        )
    }

    @Test("setNotifications shows its failure message when it fails")
    func setNotificationsShowsTheFailure() async {
        service.setNotificationsResult = .failure(SettingsTestError())

        await presenter.setNotifications(on: false)

        #expect(view.setNotificationsStates == [.running, .failed(message: SettingsStrings.SetNotifications.failure)])
    }

    @Test("a second setNotifications while one runs (a double tap) is refused")
    func setNotificationsRefusesASecondCallWhileOneRuns() async throws {
        service.gate.holdsCalls = true
        let first = Task { await presenter.setNotifications(on: false) }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await presenter.setNotifications(on: false)
        #expect(service.setNotificationsRequests.count == 1)
        #expect(view.setNotificationsStates == [.running])
        service.gate.releaseHeldCalls()
        await first.value

        #expect(view.setNotificationsStates.map(\.isRunning) == [true, false])
        // Once it has ended, the next tap runs.
        await presenter.setNotifications(on: false)
        #expect(service.setNotificationsRequests.count == 2)
    }

    @Test("setNotifications is not cancelled with its caller: its answer still arrives")
    func setNotificationsOutlivesItsCaller() async throws {
        service.gate.holdsCalls = true
        let call = Task { await presenter.setNotifications(on: false) }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(
            view.setNotificationsStates == [
                .running,
                .loaded(SettingsModels.SetNotifications.ViewModel(notificationsOn: false)),
            ]
        )
    }
}
