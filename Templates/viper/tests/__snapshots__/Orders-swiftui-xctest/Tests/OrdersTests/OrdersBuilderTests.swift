import Foundation
import XCTest

@testable import Orders

final class OrdersBuilderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        #if canImport(Darwin)
            // Apple's XCTest only; on Linux the stub's bounded waits fail a stuck test.
            executionTimeAllowance = 60
        #endif
    }

    @MainActor
    func testAssembleConnectsEveryPart() async {
        let view = OrdersViewSpy()
        let service = OrdersServiceStub()
        let presenter = OrdersBuilder.assemble(view: view, transitionHandler: view, service: service)
        view.presenter = presenter

        await presenter.loadOrders()
        XCTAssertEqual(service.loadOrdersRequests, [.fixture])
        XCTAssertEqual(view.loadOrdersStates, [.running, .loaded(OrdersModels.LoadOrders.ViewModel())])

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        XCTAssertEqual(service.cancelOrderRequests, [.fixture])
        XCTAssertEqual(
            view.cancelOrderStates,
            [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false))]
        )

        presenter.showOrderDetails()
        XCTAssertEqual(view.handledRoutes, [.orderDetails])
    }

    @MainActor
    func testTheModuleIsReleasedWhenItsViewGoesAway() async throws {
        try await moduleIsReleasedWithItsView(whileCallsRun: false)
    }

    @MainActor
    func testTheModuleIsReleasedOnceItsCallsEnd() async throws {
        try await moduleIsReleasedWithItsView(whileCallsRun: true)
    }

    @MainActor
    private func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: OrdersViewSpy?
        weak var weakPresenter: OrdersPresenter?
        weak var weakInteractor: OrdersInteractor?
        weak var weakRouter: OrdersRouter<OrdersViewSpy>?
        let service = OrdersServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = OrdersViewSpy()
            let presenter = OrdersBuilder.assemble(view: view, transitionHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? OrdersPresenter
            weakInteractor = weakPresenter?.interactor as? OrdersInteractor
            weakRouter = weakPresenter?.router as? OrdersRouter<OrdersViewSpy>
            XCTAssertNotNil(weakPresenter)
            XCTAssertNotNil(weakInteractor)
            XCTAssertNotNil(weakRouter)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadOrders() })
                calls.append(
                    Task {
                        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
                    }
                )
                try await service.gate.waitUntilHeld(2)
            }
        }
        XCTAssertNil(weakView)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakInteractor)
        XCTAssertNil(weakRouter)
    }
}
