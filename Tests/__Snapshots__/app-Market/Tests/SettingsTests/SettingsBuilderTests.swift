import Testing

@testable import Settings

@MainActor
@Suite("SettingsBuilder", .timeLimit(.minutes(1)))
struct SettingsBuilderTests {
    @Test("assemble connects view, presenter, service and router")
    func assembleConnectsEveryPart() async {
        let view = SettingsViewSpy()
        let service = SettingsServiceStub()
        let presenter = SettingsBuilder.assemble(view: view, routeHandler: view, service: service)
        view.presenter = presenter

        await presenter.loadSettings()
        #expect(service.loadSettingsRequests == [.fixture])
        #expect(
            view.loadSettingsStates == [
                .running,
                .loaded(SettingsModels.LoadSettings.ViewModel(notificationsOn: false)),
            ]
        )

        await presenter.setNotifications(on: false)
        #expect(service.setNotificationsRequests == [.fixture])
        #expect(
            view.setNotificationsStates == [
                .running,
                .loaded(SettingsModels.SetNotifications.ViewModel(notificationsOn: false)),
            ]
        )

        presenter.showAbout()
        #expect(view.handledRoutes == [.about])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: SettingsViewSpy?
        weak var weakPresenter: SettingsPresenter?
        weak var weakRouter: SettingsRouter?
        let service = SettingsServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = SettingsViewSpy()
            let presenter = SettingsBuilder.assemble(view: view, routeHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? SettingsPresenter
            weakRouter = weakPresenter?.router as? SettingsRouter
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadSettings() })
                calls.append(Task { await presenter.setNotifications(on: false) })
                try await service.gate.waitUntilHeld(2)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
