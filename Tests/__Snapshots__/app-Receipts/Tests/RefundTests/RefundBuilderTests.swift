import Foundation
import Testing

@testable import Refund

@MainActor
@Suite("RefundBuilder", .timeLimit(.minutes(1)))
struct RefundBuilderTests {
    @Test("assemble connects view, presenter and service")
    func assembleConnectsEveryPart() async {
        let view = RefundViewSpy()
        let service = RefundServiceStub()
        let presenter = RefundBuilder.assemble(input: .fixture, view: view, service: service)
        view.presenter = presenter

        await presenter.requestRefund()
        #expect(
            service.requestRefundRequests == [
                RefundModels.RequestRefund.Request(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                )
            ]
        )
        #expect(view.requestRefundStates == [.running, .loaded(RefundModels.RequestRefund.ViewModel(accepted: true))])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: RefundViewSpy?
        weak var weakPresenter: RefundPresenter?
        let service = RefundServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = RefundViewSpy()
            let presenter = RefundBuilder.assemble(input: .fixture, view: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? RefundPresenter
            #expect(weakPresenter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.requestRefund() })
                try await service.gate.waitUntilHeld(1)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
    }
}
