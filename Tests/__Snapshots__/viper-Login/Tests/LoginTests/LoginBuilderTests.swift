import Testing

@testable import Login

@MainActor
@Suite("LoginBuilder", .timeLimit(.minutes(1)))
struct LoginBuilderTests {
    @Test("assemble connects view, presenter, interactor and service")
    func assembleConnectsEveryPart() async {
        let view = LoginViewSpy()
        let service = LoginServiceStub()
        let presenter = LoginBuilder.assemble(view: view, service: service)
        view.presenter = presenter

        await presenter.load()
        #expect(service.loadRequests == [.fixture])
        #expect(view.loadStates == [.running, .loaded(LoginModels.Load.ViewModel())])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: LoginViewSpy?
        weak var weakPresenter: LoginPresenter?
        weak var weakInteractor: LoginInteractor?
        let service = LoginServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = LoginViewSpy()
            let presenter = LoginBuilder.assemble(view: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? LoginPresenter
            weakInteractor = weakPresenter?.interactor as? LoginInteractor
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
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
        #expect(weakInteractor == nil)
    }
}
