import Foundation
import Testing

@testable import Edges

@MainActor
@Suite("EdgesBuilder", .timeLimit(.minutes(1)))
struct EdgesBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = EdgesDisplaySpy()
        let worker = EdgesWorkerStub()
        let scene = EdgesBuilder.assemble(viewController: viewController, routeHandler: viewController, worker: worker)
        viewController.scene = scene

        await scene.interactor.loadURLs(request: .fixture)
        #expect(worker.loadURLsRequests == [.fixture])
        #expect(viewController.displayedLoadURLs.count == 2)

        await scene.interactor.sendNote(request: .fixture)
        #expect(worker.sendNoteRequests == [.fixture])
        #expect(viewController.displayedSendNote.count == 2)

        await scene.interactor.loadTags(request: .fixture)
        #expect(worker.loadTagsRequests == [.fixture])
        #expect(viewController.displayedLoadTags.count == 2)

        await scene.interactor.loadBadges(request: .fixture)
        #expect(worker.loadBadgesRequests == [.fixture])
        #expect(viewController.displayedLoadBadges.count == 2)
        #expect(scene.router.dataStore === scene.interactor)

        scene.router.routeToDetails()
        scene.router.routeToOpen()
        #expect(viewController.handledRoutes == [.details, .open])
        #expect(viewController.handedDataStores.allSatisfy { $0 === scene.interactor })
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: EdgesDisplaySpy?
        weak var weakInteractor: EdgesInteractor?
        weak var weakPresenter: EdgesPresenter?
        weak var weakRouter: EdgesRouter?
        let worker = EdgesWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = EdgesDisplaySpy()
            let scene = EdgesBuilder.assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? EdgesInteractor
            weakPresenter = weakInteractor?.presenter as? EdgesPresenter
            weakRouter = scene.router as? EdgesRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadURLs(request: .fixture) })
            calls.append(Task { await scene.interactor.sendNote(request: .fixture) })
            calls.append(Task { await scene.interactor.loadTags(request: .fixture) })
            calls.append(Task { await scene.interactor.loadBadges(request: .fixture) })
            try await worker.gate.waitUntilHeld(4)
        }
        #expect(weakViewController == nil)
        worker.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
