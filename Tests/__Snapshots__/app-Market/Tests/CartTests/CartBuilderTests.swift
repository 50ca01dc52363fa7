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
        let output = CartOutputSpy()
        let scene = CartBuilder.assemble(
            output: output,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadCart(request: .fixture)
        #expect(worker.loadCartRequests == [.fixture])
        #expect(viewController.displayedLoadCart.count == 2)

        await scene.interactor.placeOrder(request: .fixture)
        #expect(worker.placeOrderRequests == [.fixture])
        #expect(viewController.displayedPlaceOrder.count == 2)
        #expect(
            output.handledOutputs.last
                == .orderPlaced(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 178)))
        )
        #expect(scene.router.dataStore === scene.interactor)

        scene.router.routeToCheckout()
        #expect(viewController.handledRoutes == [.checkout(orderID: CartModels.PlaceOrder.Response.fixture.orderID)])
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
                output: nil,
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
            calls.append(Task { await scene.interactor.placeOrder(request: .fixture) })
            try await worker.gate.waitUntilHeld(2)
        }
        #expect(weakViewController == nil)
        worker.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }

    @Test("the scene does not keep its output alive: whoever opened it owns it")
    func sceneHoldsItsOutputWeakly() {
        weak var weakOutput: CartOutputSpy?
        let viewController = CartDisplaySpy()
        do {
            let output = CartOutputSpy()
            viewController.scene = CartBuilder.assemble(
                output: output,
                viewController: viewController,
                routeHandler: viewController,
                worker: CartWorkerStub()
            )
            weakOutput = output
        }
        #expect(weakOutput == nil)
        #expect(viewController.scene != nil)
    }

    @Test("routeToCheckout opens the checkout route with what the data store holds, and nothing before it")
    func routeToCheckoutTakesWhatTheDataStoreHolds() async {
        let viewController = CartDisplaySpy()
        let worker = CartWorkerStub()
        let output = CartOutputSpy()
        let scene = CartBuilder.assemble(
            output: output,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene
        scene.router.routeToCheckout()
        let response = CartModels.PlaceOrder.Response(
            orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 178))
        )
        worker.placeOrderResult = .success(response)
        await scene.interactor.placeOrder(request: .fixture)

        scene.router.routeToCheckout()

        // Only the answer's values: none before it.
        #expect(viewController.handledRoutes == [.checkout(orderID: response.orderID)])

        // After a failed call, nothing opens from the older answer.
        worker.placeOrderResult = .failure(CartTestError())
        await scene.interactor.placeOrder(request: .fixture)
        scene.router.routeToCheckout()
        #expect(viewController.handledRoutes.count == 1)
    }
}
