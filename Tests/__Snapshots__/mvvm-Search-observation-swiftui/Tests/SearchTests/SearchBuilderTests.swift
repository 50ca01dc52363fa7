import Testing

@testable import Search

@MainActor
@Suite("SearchBuilder", .timeLimit(.minutes(1)))
struct SearchBuilderTests {
    @Test("assemble gives a view model over the service that routes to the handler")
    func assembleConnectsEveryPart() {
        let screen = SearchScreenSpy()
        let service = SearchServiceStub()
        let viewModel = SearchBuilder.assemble(routeHandler: screen, service: service)

        #expect(viewModel.service as? SearchServiceStub === service)
        #expect(viewModel.routeHandler === screen)
    }

    @Test("the view model is released with its screen")
    func viewModelIsReleasedWithItsScreen() {
        weak var weakScreen: SearchScreenSpy?
        weak var weakViewModel: SearchViewModel?
        do {
            let screen = SearchScreenSpy()
            let viewModel = SearchBuilder.assemble(routeHandler: screen, service: SearchServiceStub())
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
    }

    @Test("calls still running when the screen goes away keep the rest alive only until they end")
    func viewModelIsReleasedOnceItsCallsEnd() async throws {
        weak var weakScreen: SearchScreenSpy?
        weak var weakViewModel: SearchViewModel?
        let service = SearchServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let screen = SearchScreenSpy()
            let viewModel = SearchBuilder.assemble(routeHandler: screen, service: service)
            screen.bind(to: viewModel)
            weakScreen = screen
            weakViewModel = viewModel
            #expect(weakViewModel != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await viewModel.loadRecent() })
            calls.append(Task { await viewModel.findArticles(query: "query 1") })
            try await service.gate.waitUntilHeld(2)
        }
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakViewModel == nil)
    }
}
