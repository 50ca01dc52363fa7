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

    @Test("the module is released when its view goes away")
    func moduleIsReleasedWithItsView() {
        weak var weakView: SettingsViewSpy?
        weak var weakPresenter: SettingsPresenter?
        weak var weakRouter: SettingsRouter?
        do {
            let view = SettingsViewSpy()
            let presenter = SettingsBuilder.assemble(view: view, routeHandler: view, service: SettingsServiceStub())
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? SettingsPresenter
            weakRouter = weakPresenter?.router as? SettingsRouter
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }

    @Test("calls still running when the view goes away keep the rest alive only until they end")
    func moduleIsReleasedOnceItsCallsEnd() async throws {
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
            service.gate.holdsCalls = true
            calls.append(Task { await presenter.loadSettings() })
            calls.append(Task { await presenter.setNotifications(on: false) })
            try await service.gate.waitUntilHeld(2)
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
