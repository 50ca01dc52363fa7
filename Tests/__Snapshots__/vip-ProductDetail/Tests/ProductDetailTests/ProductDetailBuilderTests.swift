import Foundation
import XCTest

@testable import ProductDetail

final class ProductDetailBuilderTests: XCTestCase {
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
        let viewController = ProductDetailDisplaySpy()
        let worker = ProductDetailWorkerStub()
        let output = ProductDetailOutputSpy()
        let scene = ProductDetailBuilder.assemble(
            input: .fixture,
            output: output,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadProduct(request: .fixture)
        let loadProductRequests = worker.loadProductRequests
        XCTAssertEqual(loadProductRequests, [.fixture])
        XCTAssertEqual(viewController.displayedLoadProduct.count, 2)

        await scene.interactor.addToCart(request: .fixture)
        let addToCartRequests = worker.addToCartRequests
        XCTAssertEqual(addToCartRequests, [.fixture])
        XCTAssertEqual(viewController.displayedAddToCart.count, 2)
        XCTAssertEqual(
            output.handledOutputs.last,
            .addedToCart(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 153)), quantity: 8_361)
        )
        XCTAssertTrue(scene.router.dataStore === scene.interactor)

        scene.router.routeToReview(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))
        XCTAssertEqual(
            viewController.handledRoutes,
            [.review(productID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 151)))]
        )
        XCTAssertTrue(viewController.handedDataStores.allSatisfy { $0 === scene.interactor })
    }

    @MainActor
    func testTheSceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: ProductDetailDisplaySpy?
        weak var weakInteractor: ProductDetailInteractor?
        weak var weakPresenter: ProductDetailPresenter?
        weak var weakRouter: ProductDetailRouter?
        let worker = ProductDetailWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = ProductDetailDisplaySpy()
            let scene = ProductDetailBuilder.assemble(
                input: .fixture,
                output: nil,
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? ProductDetailInteractor
            weakPresenter = weakInteractor?.presenter as? ProductDetailPresenter
            weakRouter = scene.router as? ProductDetailRouter
            XCTAssertNotNil(weakInteractor)
            XCTAssertNotNil(weakPresenter)
            XCTAssertNotNil(weakRouter)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadProduct(request: .fixture) })
            calls.append(Task { await scene.interactor.addToCart(request: .fixture) })
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
        weak var weakOutput: ProductDetailOutputSpy?
        let viewController = ProductDetailDisplaySpy()
        do {
            let output = ProductDetailOutputSpy()
            viewController.scene = ProductDetailBuilder.assemble(
                input: .fixture,
                output: output,
                viewController: viewController,
                routeHandler: viewController,
                worker: ProductDetailWorkerStub()
            )
            weakOutput = output
        }
        XCTAssertNil(weakOutput)
        XCTAssertNotNil(viewController.scene)
    }
}
