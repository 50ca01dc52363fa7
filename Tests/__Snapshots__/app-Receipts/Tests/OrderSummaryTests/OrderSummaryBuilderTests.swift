import Foundation
import Testing

@testable import OrderSummary

@MainActor
@Suite("OrderSummaryBuilder", .timeLimit(.minutes(1)))
struct OrderSummaryBuilderTests {
    @Test("assemble connects view, presenter, interactor and service")
    func assembleConnectsEveryPart() async {
        let view = OrderSummaryViewSpy()
        let service = OrderSummaryServiceStub()
        let presenter = OrderSummaryBuilder.assemble(input: .fixture, view: view, service: service)
        view.presenter = presenter

        await presenter.loadSummary()
        #expect(
            service.loadSummaryRequests == [
                OrderSummaryModels.LoadSummary.Request(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                )
            ]
        )
        #expect(
            view.loadSummaryStates == [.running, .loaded(OrderSummaryModels.LoadSummary.ViewModel(title: "title 2"))]
        )
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: OrderSummaryViewSpy?
        weak var weakPresenter: OrderSummaryPresenter?
        weak var weakInteractor: OrderSummaryInteractor?
        let service = OrderSummaryServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = OrderSummaryViewSpy()
            let presenter = OrderSummaryBuilder.assemble(input: .fixture, view: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? OrderSummaryPresenter
            weakInteractor = weakPresenter?.interactor as? OrderSummaryInteractor
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadSummary() })
                try await service.gate.waitUntilHeld(1)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
    }
}
