import Foundation
import Testing

@testable import CartSummary

@MainActor
@Suite("CartSummaryBuilder", .timeLimit(.minutes(1)))
struct CartSummaryBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = CartSummaryDisplaySpy()
        let worker = CartSummaryWorkerStub()
        let scene = CartSummaryBuilder.assemble(
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadSummary(request: .fixture)
        #expect(worker.loadSummaryRequests == [.fixture])
        #expect(viewController.displayedLoadSummary.count == 2)

        await scene.interactor.loadSaved(request: .fixture)
        #expect(worker.loadSavedRequests == [.fixture])
        #expect(viewController.displayedLoadSaved.count == 2)

        await scene.interactor.loadSuggestions(request: .fixture)
        #expect(worker.loadSuggestionsRequests == [.fixture])
        #expect(viewController.displayedLoadSuggestions.count == 2)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: CartSummaryDisplaySpy?
        weak var weakInteractor: CartSummaryInteractor?
        weak var weakPresenter: CartSummaryPresenter?
        weak var weakRouter: CartSummaryRouter?
        let worker = CartSummaryWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = CartSummaryDisplaySpy()
            let scene = CartSummaryBuilder.assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? CartSummaryInteractor
            weakPresenter = weakInteractor?.presenter as? CartSummaryPresenter
            weakRouter = scene.router as? CartSummaryRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadSummary(request: .fixture) })
            calls.append(Task { await scene.interactor.loadSaved(request: .fixture) })
            calls.append(Task { await scene.interactor.loadSuggestions(request: .fixture) })
            try await worker.gate.waitUntilHeld(3)
        }
        #expect(weakViewController == nil)
        worker.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
