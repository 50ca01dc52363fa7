import Foundation
import Testing

@testable import Wishlist

@MainActor
@Suite("WishlistBuilder", .timeLimit(.minutes(1)))
struct WishlistBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = WishlistDisplaySpy()
        let worker = WishlistWorkerStub()
        let scene = WishlistBuilder.assemble(
            input: .fixture,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadWishlist(request: .fixture)
        #expect(worker.loadWishlistRequests == [.fixture])
        #expect(viewController.displayedLoadWishlist.count == 2)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: WishlistDisplaySpy?
        weak var weakInteractor: WishlistInteractor?
        weak var weakPresenter: WishlistPresenter?
        weak var weakRouter: WishlistRouter?
        let worker = WishlistWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = WishlistDisplaySpy()
            let scene = WishlistBuilder.assemble(
                input: .fixture,
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? WishlistInteractor
            weakPresenter = weakInteractor?.presenter as? WishlistPresenter
            weakRouter = scene.router as? WishlistRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadWishlist(request: .fixture) })
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
