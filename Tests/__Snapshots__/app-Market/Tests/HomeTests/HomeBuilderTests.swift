import Testing

@testable import Home

@MainActor
@Suite("HomeBuilder", .timeLimit(.minutes(1)))
struct HomeBuilderTests {
    @Test("assemble connects view, presenter, interactor, service and router")
    func assembleConnectsEveryPart() async {
        let view = HomeViewSpy()
        let service = HomeServiceStub()
        let presenter = HomeBuilder.assemble(view: view, transitionHandler: view, service: service)
        view.presenter = presenter
        let formatting = HomeFormatting()

        await presenter.loadHome()
        #expect(service.loadHomeRequests == [.fixture])
        #expect(
            view.loadHomeStates == [
                .running,
                .loaded(HomeModels.LoadHome.ViewModel(greeting: "greeting 2", cartCount: formatting.number(7_932))),
            ]
        )

        presenter.showCatalog()
        presenter.showCart()
        presenter.showProfile()
        presenter.showSearch()
        #expect(view.handledRoutes == [.catalog, .cart, .profile, .search])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: HomeViewSpy?
        weak var weakPresenter: HomePresenter?
        weak var weakInteractor: HomeInteractor?
        weak var weakRouter: HomeRouter<HomeViewSpy>?
        let service = HomeServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = HomeViewSpy()
            let presenter = HomeBuilder.assemble(view: view, transitionHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? HomePresenter
            weakInteractor = weakPresenter?.interactor as? HomeInteractor
            weakRouter = weakPresenter?.router as? HomeRouter<HomeViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadHome() })
                try await service.gate.waitUntilHeld(1)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
