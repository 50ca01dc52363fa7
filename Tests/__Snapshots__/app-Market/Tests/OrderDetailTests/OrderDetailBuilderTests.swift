import Foundation
import Testing

@testable import OrderDetail

@MainActor
@Suite("OrderDetailBuilder", .timeLimit(.minutes(1)))
struct OrderDetailBuilderTests {
    @Test("assemble connects view, presenter, interactor and service")
    func assembleConnectsEveryPart() async {
        let view = OrderDetailViewSpy()
        let service = OrderDetailServiceStub()
        let output = OrderDetailOutputSpy()
        let presenter = OrderDetailBuilder.assemble(input: .fixture, view: view, service: service, output: output)
        view.presenter = presenter
        let formatting = OrderDetailFormatting()

        await presenter.loadOrder()
        #expect(
            service.loadOrderRequests == [
                OrderDetailModels.LoadOrder.Request(
                    orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))
                )
            ]
        )
        #expect(
            view.loadOrderStates == [
                .running,
                .loaded(
                    OrderDetailModels.LoadOrder.ViewModel(
                        placedText: formatting.date(Date(timeIntervalSince1970: 1_700_007_302)),
                        totalText: formatting.currency(Decimal(1_352))
                    )
                ),
            ]
        )

        await presenter.cancelOrder()
        #expect(
            service.cancelOrderRequests == [
                OrderDetailModels.CancelOrder.Request(
                    orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))
                )
            ]
        )
        #expect(
            view.cancelOrderStates == [.running, .loaded(OrderDetailModels.CancelOrder.ViewModel(cancelled: false))]
        )
        #expect(
            output.outputs.last == .cancelled(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))
        )
    }

    @Test("the module holds its output weakly: whoever opened it owns it")
    func moduleDoesNotKeepItsOutputAlive() {
        let view = OrderDetailViewSpy()
        var output: OrderDetailOutputSpy? = OrderDetailOutputSpy()
        weak var weakOutput: OrderDetailOutputSpy?
        weakOutput = output
        view.presenter = OrderDetailBuilder.assemble(
            input: .fixture,
            view: view,
            service: OrderDetailServiceStub(),
            output: output
        )

        output = nil
        #expect(view.presenter != nil)
        #expect(weakOutput == nil)
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: OrderDetailViewSpy?
        weak var weakPresenter: OrderDetailPresenter?
        weak var weakInteractor: OrderDetailInteractor?
        let service = OrderDetailServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = OrderDetailViewSpy()
            let presenter = OrderDetailBuilder.assemble(input: .fixture, view: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? OrderDetailPresenter
            weakInteractor = weakPresenter?.interactor as? OrderDetailInteractor
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadOrder() })
                calls.append(Task { await presenter.cancelOrder() })
                try await service.gate.waitUntilHeld(2)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
    }
}
