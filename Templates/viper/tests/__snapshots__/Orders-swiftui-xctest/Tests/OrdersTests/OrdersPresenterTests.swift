import Foundation
import XCTest

@testable import Orders

final class OrdersPresenterTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    /// A presenter wired to doubles; each test makes its own, so tests share nothing.
    @MainActor
    private func makePresenter() -> (
        presenter: OrdersPresenter,
        interactor: OrdersServiceStub,
        router: OrdersRouterSpy,
        view: OrdersViewSpy
    ) {
        let interactor = OrdersServiceStub()
        let router = OrdersRouterSpy()
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, interactor, router, view)
    }

    @MainActor
    func testLoadOrdersShowsTheViewModel() async {
        let (presenter, interactor, _, view) = makePresenter()
        await presenter.loadOrders()

        XCTAssertEqual(interactor.loadOrdersRequests, [.fixture])
        XCTAssertEqual(view.loadOrdersStates, [.running, .loaded(OrdersModels.LoadOrders.ViewModel())])
    }

    @MainActor
    func testLoadOrdersShowsTheFailure() async {
        let (presenter, interactor, _, view) = makePresenter()
        interactor.loadOrdersResult = .failure(OrdersTestError())

        await presenter.loadOrders()

        XCTAssertEqual(view.loadOrdersStates, [.running, .failed(message: OrdersStrings.LoadOrders.failure)])
    }

    @MainActor
    func testLoadOrdersShowsEmpty() async {
        let (presenter, interactor, _, view) = makePresenter()
        interactor.loadOrdersResult = .success(OrdersModels.LoadOrders.Response(orders: []))

        await presenter.loadOrders()

        XCTAssertEqual(view.loadOrdersStates, [.running, .empty])
    }

    @MainActor
    func testLoadOrdersShowsOnlyTheNewestAnswer() async throws {
        let (presenter, interactor, _, view) = makePresenter()
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadOrders() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadOrders() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadOrdersResult = .failure(OrdersTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        XCTAssertEqual(interactor.gate.callsCancelledWhileHeld, 1)
        XCTAssertEqual(view.loadOrdersStates, [.running, .running, .idle])
    }

    @MainActor
    func testCancelOrderShowsTheViewModel() async {
        let (presenter, interactor, _, view) = makePresenter()
        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        XCTAssertEqual(interactor.cancelOrderRequests, [.fixture])
        XCTAssertEqual(
            view.cancelOrderStates,
            [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false))]
        )
    }

    @MainActor
    func testCancelOrderShowsAnotherResponse() async {
        let (presenter, interactor, _, view) = makePresenter()
        interactor.cancelOrderResult = .success(OrdersModels.CancelOrder.Response(cancelled: true))

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        XCTAssertEqual(
            view.cancelOrderStates,
            [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: true))]
        )
    }

    @MainActor
    func testCancelOrderShowsTheFailure() async {
        let (presenter, interactor, _, view) = makePresenter()
        interactor.cancelOrderResult = .failure(OrdersTestError())

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))

        XCTAssertEqual(view.cancelOrderStates, [.running, .failed(message: OrdersStrings.CancelOrder.failure)])
    }

    @MainActor
    func testCancelOrderRefusesASecondCallWhileOneRuns() async throws {
        let (presenter, interactor, _, view) = makePresenter()
        interactor.gate.holdsCalls = true
        let first = Task {
            await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        }
        try await interactor.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        interactor.gate.holdsCalls = false

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        XCTAssertEqual(interactor.cancelOrderRequests.count, 1)
        XCTAssertEqual(view.cancelOrderStates, [.running])
        interactor.gate.releaseHeldCalls()
        await first.value

        XCTAssertEqual(view.cancelOrderStates.map(\.isRunning), [true, false])
        // Once it has ended, the next tap runs.
        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        XCTAssertEqual(interactor.cancelOrderRequests.count, 2)
    }

    @MainActor
    func testCancelOrderOutlivesItsCaller() async throws {
        let (presenter, interactor, _, view) = makePresenter()
        interactor.gate.holdsCalls = true
        let call = Task {
            await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        }
        try await interactor.gate.waitUntilHeld(1)

        call.cancel()
        interactor.gate.releaseHeldCalls()
        await call.value

        XCTAssertEqual(interactor.gate.callsCancelledWhileHeld, 0)
        XCTAssertEqual(
            view.cancelOrderStates,
            [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false))]
        )
    }
}
