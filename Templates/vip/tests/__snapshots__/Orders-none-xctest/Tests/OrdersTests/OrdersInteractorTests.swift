import Foundation
import XCTest

@testable import Orders

final class OrdersInteractorTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if !os(Linux) && !os(Windows)
            // Apple's XCTest only, rounded up to whole minutes; on Linux the bounded waits of the
            // stubs are what fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// An interactor wired to spies; each test makes its own, so tests share nothing.
    @MainActor
    private func makeInteractor() -> (
        interactor: OrdersInteractor,
        presenter: OrdersPresentationSpy,
        worker: OrdersWorkerStub
    ) {
        let presenter = OrdersPresentationSpy()
        let worker = OrdersWorkerStub()
        return (OrdersInteractor(input: .fixture, presenter: presenter, worker: worker), presenter, worker)
    }

    @MainActor
    func testLoadOrdersAsksTheWorkerKeepsTheAnswerAndPresentsIt() async {
        let (interactor, presenter, worker) = makeInteractor()

        await interactor.loadOrders(request: .fixture)

        let requests = worker.loadOrdersRequests
        XCTAssertEqual(requests, [.fixture])
        XCTAssertEqual(interactor.loadOrdersResponse, .fixture)
        XCTAssertEqual(presenter.presentedLoadOrders, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testLoadOrdersPresentsTheWorkersFailure() async {
        let (interactor, presenter, worker) = makeInteractor()
        await interactor.loadOrders(request: .fixture)
        worker.loadOrdersResult = .failure(OrdersTestError())

        await interactor.loadOrders(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        XCTAssertNil(interactor.loadOrdersResponse)
        XCTAssertEqual(
            presenter.presentedLoadOrders,
            [.running, .loaded(.fixture), .running, .failed(message: "\(OrdersTestError())")]
        )
    }

    @MainActor
    func testLoadOrdersShowsOnlyTheNewestAnswer() async throws {
        let (interactor, presenter, worker) = makeInteractor()
        worker.gate.holdsCalls = true
        let overtaken = Task { await interactor.loadOrders(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        let cancelled = Task { await interactor.loadOrders(request: .fixture) }
        try await worker.gate.waitUntilHeld(2)
        cancelled.cancel()
        worker.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(worker.gate.callsCancelledWhileHeld, 1)
        XCTAssertNil(interactor.loadOrdersResponse)
        XCTAssertEqual(presenter.presentedLoadOrders, [.running, .running, .idle])
    }

    @MainActor
    func testCancelOrderAsksTheWorkerKeepsTheAnswerAndPresentsIt() async {
        let (interactor, presenter, worker) = makeInteractor()
        let output = OrdersOutputSpy()
        interactor.output = output

        await interactor.cancelOrder(request: .fixture)

        let requests = worker.cancelOrderRequests
        XCTAssertEqual(requests, [.fixture])
        XCTAssertEqual(interactor.cancelOrderResponse, .fixture)
        XCTAssertEqual(presenter.presentedCancelOrder, [.running, .loaded(.fixture)])
        XCTAssertEqual(
            output.handledOutputs,
            [
                .orderCancelled(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                    customerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 205))
                )
            ]
        )
    }

    @MainActor
    func testCancelOrderPresentsTheWorkersFailure() async {
        let (interactor, presenter, worker) = makeInteractor()
        await interactor.cancelOrder(request: .fixture)
        let output = OrdersOutputSpy()
        interactor.output = output
        worker.cancelOrderResult = .failure(OrdersTestError())

        await interactor.cancelOrder(request: .fixture)

        // The answer before it is dropped too: nothing may read it as the last one.
        XCTAssertNil(interactor.cancelOrderResponse)
        XCTAssertEqual(
            presenter.presentedCancelOrder,
            [.running, .loaded(.fixture), .running, .failed(message: "\(OrdersTestError())")]
        )
        XCTAssertEqual(output.handledOutputs, [])
    }

    @MainActor
    func testCancelOrderRunsOnceAtATime() async throws {
        let (interactor, presenter, worker) = makeInteractor()
        worker.gate.holdsCalls = true
        let first = Task { await interactor.cancelOrder(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)
        worker.gate.holdsCalls = false

        // A double tap: refused at once, the worker is not asked again and nothing more is shown.
        await interactor.cancelOrder(request: .fixture)
        let requestsWhileRunning = worker.cancelOrderRequests
        XCTAssertEqual(requestsWhileRunning, [.fixture])

        worker.gate.releaseHeldCalls()
        await first.value
        XCTAssertEqual(presenter.presentedCancelOrder, [.running, .loaded(.fixture)])

        await interactor.cancelOrder(request: .fixture)
        let requests = worker.cancelOrderRequests
        XCTAssertEqual(requests, [.fixture, .fixture])
    }

    @MainActor
    func testCancelOrderOutlivesItsCaller() async throws {
        let (interactor, presenter, worker) = makeInteractor()
        let output = OrdersOutputSpy()
        interactor.output = output
        worker.gate.holdsCalls = true
        let call = Task { await interactor.cancelOrder(request: .fixture) }
        try await worker.gate.waitUntilHeld(1)

        call.cancel()
        worker.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(worker.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(interactor.cancelOrderResponse, .fixture)
        XCTAssertEqual(presenter.presentedCancelOrder, [.running, .loaded(.fixture)])
        XCTAssertEqual(
            output.handledOutputs,
            [
                .orderCancelled(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)),
                    customerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 205))
                )
            ]
        )
    }

    @MainActor
    func testContactSupportIsSentToTheOutput() async {
        let (interactor, _, _) = makeInteractor()
        let output = OrdersOutputSpy()
        interactor.output = output

        interactor.sendContactSupport(reason: "reason 4")

        XCTAssertEqual(output.handledOutputs, [.contactSupport(reason: "reason 4")])
    }

    @MainActor
    func testAUseCaseReadsWhatTheDataStoreHoldsNow() async {
        let (interactor, _, worker) = makeInteractor()
        await interactor.loadOrders(request: .fixture)
        // As the scene that opened this one does, through `passDataTo…` or the router's `dataStore`:
        // after a first call, so a copy of the input taken then would show.
        let dataStore: any OrdersDataStore = interactor
        dataStore.customerID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 208))

        await interactor.loadOrders(request: .fixture)

        let requests = worker.loadOrdersRequests
        XCTAssertEqual(
            requests,
            [
                .fixture,
                OrdersModels.LoadOrders.WorkerRequest(
                    customerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 208))
                ),
            ]
        )
    }
}
