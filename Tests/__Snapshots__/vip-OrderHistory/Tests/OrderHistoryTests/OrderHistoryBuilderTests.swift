import Testing

@testable import OrderHistory

@MainActor
@Suite("OrderHistoryBuilder", .timeLimit(.minutes(1)))
struct OrderHistoryBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = OrderHistoryDisplaySpy()
        let worker = OrderHistoryWorkerStub()
        let scene = OrderHistoryBuilder.assemble(
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadOrders(request: .fixture)
        #expect(worker.loadOrdersRequests == [.fixture])
        #expect(viewController.displayedLoadOrders.count == 2)

        await scene.interactor.cancelOrder(request: .fixture)
        #expect(worker.cancelOrderRequests == [.fixture])
        #expect(viewController.displayedCancelOrder.count == 2)
        #expect(scene.router.dataStore === scene.interactor)

        scene.router.routeToOrderDetails()
        #expect(viewController.handledRoutes == [.orderDetails])
        #expect(viewController.handedDataStores.allSatisfy { $0 === scene.interactor })
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: OrderHistoryDisplaySpy?
        weak var weakInteractor: OrderHistoryInteractor?
        weak var weakPresenter: OrderHistoryPresenter?
        weak var weakRouter: OrderHistoryRouter?
        let worker = OrderHistoryWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = OrderHistoryDisplaySpy()
            let scene = OrderHistoryBuilder.assemble(
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? OrderHistoryInteractor
            weakPresenter = weakInteractor?.presenter as? OrderHistoryPresenter
            weakRouter = scene.router as? OrderHistoryRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadOrders(request: .fixture) })
            calls.append(Task { await scene.interactor.cancelOrder(request: .fixture) })
            try await worker.gate.waitUntilHeld(2)
        }
        #expect(weakViewController == nil)
        worker.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakInteractor == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
