import Foundation
import Testing

@testable import Refund

@MainActor
@Suite("RefundBuilder", .timeLimit(.minutes(1)))
struct RefundBuilderTests {
    @Test("assemble connects view, presenter, service and router")
    func assembleConnectsEveryPart() async {
        let view = RefundViewSpy()
        let service = RefundServiceStub()
        let presenter = RefundBuilder.assemble(input: .fixture, view: view, routeHandler: view, service: service)
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

    @Test("the module is released when its view goes away")
    func moduleIsReleasedWithItsView() {
        weak var weakView: RefundViewSpy?
        weak var weakPresenter: RefundPresenter?
        weak var weakRouter: RefundRouter?
        do {
            let view = RefundViewSpy()
            let presenter = RefundBuilder.assemble(
                input: .fixture,
                view: view,
                routeHandler: view,
                service: RefundServiceStub()
            )
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? RefundPresenter
            weakRouter = weakPresenter?.router as? RefundRouter
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }

    @Test("calls still running when the view goes away keep the rest alive only until they end")
    func moduleIsReleasedOnceItsCallsEnd() async throws {
        weak var weakView: RefundViewSpy?
        weak var weakPresenter: RefundPresenter?
        weak var weakRouter: RefundRouter?
        let service = RefundServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = RefundViewSpy()
            let presenter = RefundBuilder.assemble(input: .fixture, view: view, routeHandler: view, service: service)
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? RefundPresenter
            weakRouter = weakPresenter?.router as? RefundRouter
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await presenter.requestRefund() })
            try await service.gate.waitUntilHeld(1)
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
