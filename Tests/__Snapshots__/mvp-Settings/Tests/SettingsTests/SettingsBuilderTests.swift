import Testing

@testable import Settings

@MainActor
@Suite("SettingsBuilder", .timeLimit(.minutes(1)))
struct SettingsBuilderTests {
    @Test("assemble connects view, presenter and service")
    func assembleConnectsEveryPart() async {
        let view = SettingsViewSpy()
        let service = SettingsServiceStub()
        let presenter = SettingsBuilder.assemble(view: view, service: service)
        view.presenter = presenter

        await presenter.load()
        #expect(service.loadRequests == [.fixture])
        #expect(view.loadStates == [.running, .loaded(SettingsModels.Load.ViewModel())])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: SettingsViewSpy?
        weak var weakPresenter: SettingsPresenter?
        let service = SettingsServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = SettingsViewSpy()
            let presenter = SettingsBuilder.assemble(view: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? SettingsPresenter
            #expect(weakPresenter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.load() })
                try await service.gate.waitUntilHeld(1)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
    }
}
