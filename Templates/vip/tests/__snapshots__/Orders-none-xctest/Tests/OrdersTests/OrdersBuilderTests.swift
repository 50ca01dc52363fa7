import Foundation
import XCTest

@testable import Orders

final class OrdersBuilderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if !os(Linux) && !os(Windows)
            // Apple's XCTest only, rounded up to whole minutes; on Linux the bounded waits of the
            // stubs are what fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAssembleConnectsEveryPart() async {
        let viewController = OrdersDisplaySpy()
        let worker = OrdersWorkerStub()
        let output = OrdersOutputSpy()
        let scene = OrdersBuilder.assemble(
            input: .fixture,
            output: output,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadOrders(request: .fixture)
        let loadOrdersRequests = worker.loadOrdersRequests
        XCTAssertEqual(loadOrdersRequests, [.fixture])
        XCTAssertEqual(viewController.displayedLoadOrders.count, 2)

        await scene.interactor.cancelOrder(request: .fixture)
        let cancelOrderRequests = worker.cancelOrderRequests
        XCTAssertEqual(cancelOrderRequests, [.fixture])
        XCTAssertEqual(viewController.displayedCancelOrder.count, 2)
        XCTAssertEqual(
            output.handledOutputs.last,
            .orderCancelled(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                customerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 205))
            )
        )
        XCTAssertTrue(scene.router.dataStore === scene.interactor)

        scene.router.routeToOrderDetails(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        XCTAssertEqual(
            viewController.handledRoutes,
            [.orderDetails(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))]
        )
        XCTAssertTrue(viewController.handedDataStores.allSatisfy { $0 === scene.interactor })
    }

    @MainActor
    func testTheSceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: OrdersDisplaySpy?
        weak var weakInteractor: OrdersInteractor?
        weak var weakPresenter: OrdersPresenter?
        weak var weakRouter: OrdersRouter?
        let worker = OrdersWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = OrdersDisplaySpy()
            let scene = OrdersBuilder.assemble(
                input: .fixture,
                output: nil,
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? OrdersInteractor
            weakPresenter = weakInteractor?.presenter as? OrdersPresenter
            weakRouter = scene.router as? OrdersRouter
            XCTAssertNotNil(weakInteractor)
            XCTAssertNotNil(weakPresenter)
            XCTAssertNotNil(weakRouter)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadOrders(request: .fixture) })
            calls.append(Task { await scene.interactor.cancelOrder(request: .fixture) })
            try await worker.gate.waitUntilHeld(2)
        }
        XCTAssertNil(weakViewController)
        worker.gate.releaseHeldCalls()
        for call in calls { await call.value }
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }

    @MainActor
    func testTheSceneHoldsItsOutputWeakly() async {
        weak var weakOutput: OrdersOutputSpy?
        let viewController = OrdersDisplaySpy()
        do {
            let output = OrdersOutputSpy()
            viewController.scene = OrdersBuilder.assemble(
                input: .fixture,
                output: output,
                viewController: viewController,
                routeHandler: viewController,
                worker: OrdersWorkerStub()
            )
            weakOutput = output
        }
        XCTAssertNil(weakOutput)
        XCTAssertNotNil(viewController.scene)
    }
}
