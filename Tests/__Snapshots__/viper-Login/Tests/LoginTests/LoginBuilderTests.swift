import Testing

@testable import Login

@MainActor
@Suite("LoginBuilder", .timeLimit(.minutes(1)))
struct LoginBuilderTests {
    @Test("assemble connects view, presenter, interactor, service and router")
    func assembleConnectsEveryPart() async {
        let view = LoginViewSpy()
        let service = LoginServiceStub()
        let presenter = LoginBuilder.assemble(view: view, transitionHandler: view, service: service)
        view.presenter = presenter

        await presenter.load()
        #expect(service.loadRequests == [.fixture])
        #expect(view.loadStates == [.running, .loaded(LoginModels.Load.ViewModel())])
    }

    @Test("the module is released when its view goes away")
    func moduleIsReleasedWithItsView() {
        weak var weakView: LoginViewSpy?
        weak var weakPresenter: LoginPresenter?
        weak var weakInteractor: LoginInteractor?
        weak var weakRouter: LoginRouter<LoginViewSpy>?
        do {
            let view = LoginViewSpy()
            let presenter = LoginBuilder.assemble(view: view, transitionHandler: view, service: LoginServiceStub())
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? LoginPresenter
            weakInteractor = weakPresenter?.interactor as? LoginInteractor
            weakRouter = weakPresenter?.router as? LoginRouter<LoginViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }

    @Test("calls still running when the view goes away keep the rest alive only until they end")
    func moduleIsReleasedOnceItsCallsEnd() async throws {
        weak var weakView: LoginViewSpy?
        weak var weakPresenter: LoginPresenter?
        weak var weakInteractor: LoginInteractor?
        weak var weakRouter: LoginRouter<LoginViewSpy>?
        let service = LoginServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = LoginViewSpy()
            let presenter = LoginBuilder.assemble(view: view, transitionHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? LoginPresenter
            weakInteractor = weakPresenter?.interactor as? LoginInteractor
            weakRouter = weakPresenter?.router as? LoginRouter<LoginViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await presenter.load() })
            try await service.gate.waitUntilHeld(1)
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
