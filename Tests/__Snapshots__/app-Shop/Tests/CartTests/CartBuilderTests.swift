import Foundation
import Testing

@testable import Cart

@MainActor
@Suite("CartBuilder", .timeLimit(.minutes(1)))
struct CartBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = CartDisplaySpy()
        let worker = CartWorkerStub()
        let scene = CartBuilder.assemble(
            input: .fixture,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadCart(request: .fixture)
        #expect(worker.loadCartRequests == [.fixture])
        #expect(viewController.displayedLoadCart.count == 2)
        #expect(scene.router.dataStore === scene.interactor)

        scene.router.routeToCheckout()
        scene.router.routeToWishlist(
            highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 105))
        )
        #expect(
            viewController.handledRoutes == [
                .checkout,
                .wishlist(highlightedProductID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21, 105))),
            ]
        )
        #expect(viewController.handedDataStores.allSatisfy { $0 === scene.interactor })
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: CartDisplaySpy?
        weak var weakInteractor: CartInteractor?
        weak var weakPresenter: CartPresenter?
        weak var weakRouter: CartRouter?
        let worker = CartWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = CartDisplaySpy()
            let scene = CartBuilder.assemble(
                input: .fixture,
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? CartInteractor
            weakPresenter = weakInteractor?.presenter as? CartPresenter
            weakRouter = scene.router as? CartRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadCart(request: .fixture) })
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
