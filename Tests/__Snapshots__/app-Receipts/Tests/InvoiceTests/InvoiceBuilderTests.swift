import Foundation
import Testing

@testable import Invoice

@MainActor
@Suite("InvoiceBuilder", .timeLimit(.minutes(1)))
struct InvoiceBuilderTests {
    @Test("assemble connects screen, interactor, worker, presenter and router")
    func assembleConnectsEveryPart() async {
        let viewController = InvoiceDisplaySpy()
        let worker = InvoiceWorkerStub()
        let scene = InvoiceBuilder.assemble(
            input: .fixture,
            viewController: viewController,
            routeHandler: viewController,
            worker: worker
        )
        viewController.scene = scene

        await scene.interactor.loadInvoice(request: .fixture)
        #expect(worker.loadInvoiceRequests == [.fixture])
        #expect(viewController.displayedLoadInvoice.count == 2)
        #expect(scene.router.dataStore === scene.interactor)
    }

    @Test("the screen goes at once when it goes away; the rest of the scene once its calls end")
    func sceneIsReleasedOnceItsCallsEnd() async throws {
        weak var weakViewController: InvoiceDisplaySpy?
        weak var weakInteractor: InvoiceInteractor?
        weak var weakPresenter: InvoicePresenter?
        weak var weakRouter: InvoiceRouter?
        let worker = InvoiceWorkerStub()
        var calls: [Task<Void, Never>] = []
        do {
            let viewController = InvoiceDisplaySpy()
            let scene = InvoiceBuilder.assemble(
                input: .fixture,
                viewController: viewController,
                routeHandler: viewController,
                worker: worker
            )
            viewController.scene = scene
            weakViewController = viewController
            weakInteractor = scene.interactor as? InvoiceInteractor
            weakPresenter = weakInteractor?.presenter as? InvoicePresenter
            weakRouter = scene.router as? InvoiceRouter
            #expect(weakInteractor != nil)
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            worker.gate.holdsCalls = true
            calls.append(Task { await scene.interactor.loadInvoice(request: .fixture) })
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
