import Testing

@testable import Greeting

@MainActor
@Suite("GreetingBuilder", .timeLimit(.minutes(1)))
struct GreetingBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = GreetingDisplaySpy()
        let worker = GreetingWorkerStub()
        let scene = GreetingBuilder.assemble(
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.load(request: .fixture)
        #expect(worker.loadRequests == [.fixture])
        #expect(viewController.displayedLoad.count == 2)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: GreetingDisplaySpy?
        weak var weakInteractor: GreetingInteractor?
        weak var weakPresenter: GreetingPresenter?
        weak var weakRouter: GreetingRouter?
        let worker = GreetingWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = GreetingDisplaySpy()
            let scene = GreetingBuilder.assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? GreetingInteractor
            weakPresenter = weakInteractor?.presenter as? GreetingPresenter
            weakRouter = scene.router as? GreetingRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.load(request: .fixture) })
            try await worker.gate.waitUntilHeld(1)
        }
        #expect(weakViewController == nil)
        worker.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
