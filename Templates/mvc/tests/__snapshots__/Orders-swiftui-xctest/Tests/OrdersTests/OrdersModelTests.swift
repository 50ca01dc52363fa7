import Foundation
import XCTest

@testable import Orders

final class OrdersModelTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
        #if canImport(Darwin)
            executionTimeAllowance = 60
        #endif
    }

    /// A model owned by a controller spy; each test makes its own, so tests share nothing.
    @MainActor
    private func makeModel() -> (model: OrdersModel, service: OrdersServiceStub, controller: OrdersControllerSpy) {
        let service = OrdersServiceStub()
        let controller = OrdersControllerSpy(model: OrdersModel(service: service))
        return (controller.model, service, controller)
    }

    @MainActor
    func testLoadOrdersAsksTheServiceAndHoldsItsAnswer() async {
        let (model, service, controller) = makeModel()

        await model.loadOrders()

        let requests = service.loadOrdersRequests
        XCTAssertEqual(requests, [OrdersModels.LoadOrders.Request()])
        XCTAssertEqual(controller.loadOrdersStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testLoadOrdersKeepsTheServicesError() async {
        let (model, service, controller) = makeModel()
        service.loadOrdersResult = .failure(OrdersTestError())

        await model.loadOrders()

        XCTAssertEqual(controller.loadOrdersStates, [.running, .failed(OrdersTestError())])
    }

    @MainActor
    func testLoadOrdersShowsOnlyTheNewestAnswer() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadOrders() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadOrders()
        service.loadOrdersResult = .failure(OrdersTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        XCTAssertEqual(controller.loadOrdersStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testLoadOrdersEndsIdleWhenCancelled() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let call = Task { await model.loadOrders() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 1)
        XCTAssertEqual(controller.loadOrdersStates, [.running, .idle])
    }

    @MainActor
    func testCancelOrderAsksTheServiceAndHoldsItsAnswer() async {
        let (model, service, controller) = makeModel()

        await model.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        let requests = service.cancelOrderRequests
        XCTAssertEqual(
            requests,
            [OrdersModels.CancelOrder.Request(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))]
        )
        XCTAssertEqual(controller.cancelOrderStates, [.running, .loaded(.fixture)])
    }

    @MainActor
    func testCancelOrderKeepsTheServicesError() async {
        let (model, service, controller) = makeModel()
        service.cancelOrderResult = .failure(OrdersTestError())

        await model.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        XCTAssertEqual(controller.cancelOrderStates, [.running, .failed(OrdersTestError())])
    }

    @MainActor
    func testCancelOrderRefusesASecondCallWhileOneRuns() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let first = Task {
            await model.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await model.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        service.gate.releaseHeldCalls()
        await first.value

        let requests = service.cancelOrderRequests
        XCTAssertEqual(requests.count, 1)
        XCTAssertEqual(controller.cancelOrderStates, [.running, .loaded(.fixture)])

        // Once it has ended, the next call runs.
        await model.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        let requestsAfterwards = service.cancelOrderRequests
        XCTAssertEqual(requestsAfterwards.count, 2)
    }

    @MainActor
    func testCancelOrderRunsToItsEndWhenItsCallerIsCancelled() async throws {
        let (model, service, controller) = makeModel()
        service.gate.holdsCalls = true
        let call = Task { await model.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233))) }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        XCTAssertEqual(callsCancelled, 0)
        XCTAssertEqual(controller.cancelOrderStates, [.running, .loaded(.fixture)])
    }
}
