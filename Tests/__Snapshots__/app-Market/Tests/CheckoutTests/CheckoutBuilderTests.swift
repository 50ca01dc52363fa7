import Foundation
import Testing

@testable import Checkout

@MainActor
@Suite("CheckoutBuilder", .timeLimit(.minutes(1)))
struct CheckoutBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = CheckoutDisplaySpy()
        let worker = CheckoutWorkerStub()
        let output = CheckoutOutputSpy()
        let scene = CheckoutBuilder.assemble(
            input: .fixture,
            output: output,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadSummary(request: .fixture)
        #expect(worker.loadSummaryRequests == [.fixture])
        #expect(viewController.displayedLoadSummary.count == 2)

        await scene.interactor.pay(request: .fixture)
        #expect(worker.payRequests == [.fixture])
        #expect(viewController.displayedPay.count == 2)
        #expect(
            output.handledOutputs.last == .paid(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))
        )
        #expect(scene.router.dataStore === scene.interactor)

        scene.router.routeToReceipt()
        #expect(viewController.handledRoutes == [.receipt(receiptID: CheckoutModels.Pay.Response.fixture.receiptID)])
        #expect(viewController.handedDataStores.allSatisfy { $0 === scene.interactor })
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: CheckoutDisplaySpy?
        weak var weakInteractor: CheckoutInteractor?
        weak var weakPresenter: CheckoutPresenter?
        weak var weakRouter: CheckoutRouter?
        let worker = CheckoutWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = CheckoutDisplaySpy()
            let scene = CheckoutBuilder.assemble(
                input: .fixture,
                output: nil,
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? CheckoutInteractor
            weakPresenter = weakInteractor?.presenter as? CheckoutPresenter
            weakRouter = scene.router as? CheckoutRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadSummary(request: .fixture) })
            calls.append(Task { await scene.interactor.pay(request: .fixture) })
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
        weak var weakOutput: CheckoutOutputSpy?
        let viewController = CheckoutDisplaySpy()
        do {
            let output = CheckoutOutputSpy()
            viewController.scene = CheckoutBuilder.assemble(
                input: .fixture,
                output: output,
                viewController: viewController,
                routeHandler: viewController,
                worker: CheckoutWorkerStub()
            )
            weakOutput = output
        }
        #expect(weakOutput == nil)
        #expect(viewController.scene != nil)
    }

    @Test("routeToReceipt opens the receipt route with what the data store holds, and nothing before it")
    func routeToReceiptTakesWhatTheDataStoreHolds() async {
        let viewController = CheckoutDisplaySpy()
        let worker = CheckoutWorkerStub()
        let output = CheckoutOutputSpy()
        let scene = CheckoutBuilder.assemble(
            input: .fixture,
            output: output,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene
        scene.router.routeToReceipt()
        let response = CheckoutModels.Pay.Response(
            receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 248))
        )
        worker.payResult = .success(response)
        await scene.interactor.pay(request: .fixture)

        scene.router.routeToReceipt()

        // Only the answer's values: none before it.
        #expect(viewController.handledRoutes == [.receipt(receiptID: response.receiptID)])

        // After a failed call, nothing opens from the older answer.
        worker.payResult = .failure(CheckoutTestError())
        await scene.interactor.pay(request: .fixture)
        scene.router.routeToReceipt()
        #expect(viewController.handledRoutes.count == 1)
    }
}
