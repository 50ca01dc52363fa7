import Foundation
import Testing

@testable import Orders

@MainActor
@Suite("OrdersBuilder", .timeLimit(.minutes(1)))
struct OrdersBuilderTests {
    @Test("assemble connects view, presenter, service and router")
    func assembleConnectsEveryPart() async {
        let view = OrdersViewSpy()
        let service = OrdersServiceStub()
        let presenter = OrdersBuilder.assemble(view: view, routeHandler: view, service: service)
        view.presenter = presenter

        await presenter.loadOrders()
        #expect(service.loadOrdersRequests == [.fixture])
        #expect(view.loadOrdersStates == [.running, .loaded(OrdersModels.LoadOrders.ViewModel())])

        await presenter.cancelOrder(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 233)))
        #expect(service.cancelOrderRequests == [.fixture])
        #expect(view.cancelOrderStates == [.running, .loaded(OrdersModels.CancelOrder.ViewModel(cancelled: false))])

        presenter.showOrderDetails()
        #expect(view.handledRoutes == [.orderDetails])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: OrdersViewSpy?
        weak var weakPresenter: OrdersPresenter?
        weak var weakRouter: OrdersRouter?
        let service = OrdersServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = OrdersViewSpy()
            let presenter = OrdersBuilder.assemble(view: view, routeHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? OrdersPresenter
            weakRouter = weakPresenter?.router as? OrdersRouter
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
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
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
