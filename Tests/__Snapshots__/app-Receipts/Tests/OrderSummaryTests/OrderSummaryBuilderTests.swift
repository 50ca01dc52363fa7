import Foundation
import Testing

@testable import OrderSummary

@MainActor
@Suite("OrderSummaryBuilder", .timeLimit(.minutes(1)))
struct OrderSummaryBuilderTests {
    @Test("assemble connects view, presenter, interactor, service and router")
    func assembleConnectsEveryPart() async {
        let view = OrderSummaryViewSpy()
        let service = OrderSummaryServiceStub()
        let presenter = OrderSummaryBuilder.assemble(
            input: .fixture,
            view: view,
            transitionHandler: view,
            service: service
        )
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

    @Test("the module is released when its view goes away")
    func moduleIsReleasedWithItsView() {
        weak var weakView: OrderSummaryViewSpy?
        weak var weakPresenter: OrderSummaryPresenter?
        weak var weakInteractor: OrderSummaryInteractor?
        weak var weakRouter: OrderSummaryRouter<OrderSummaryViewSpy>?
        do {
            let view = OrderSummaryViewSpy()
            let presenter = OrderSummaryBuilder.assemble(
                input: .fixture,
                view: view,
                transitionHandler: view,
                service: OrderSummaryServiceStub()
            )
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? OrderSummaryPresenter
            weakInteractor = weakPresenter?.interactor as? OrderSummaryInteractor
            weakRouter = weakPresenter?.router as? OrderSummaryRouter<OrderSummaryViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
        }
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }

    @Test("calls still running when the view goes away keep the rest alive only until they end")
    func moduleIsReleasedOnceItsCallsEnd() async throws {
        weak var weakView: OrderSummaryViewSpy?
        weak var weakPresenter: OrderSummaryPresenter?
        weak var weakInteractor: OrderSummaryInteractor?
        weak var weakRouter: OrderSummaryRouter<OrderSummaryViewSpy>?
        let service = OrderSummaryServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = OrderSummaryViewSpy()
            let presenter = OrderSummaryBuilder.assemble(
                input: .fixture,
                view: view,
                transitionHandler: view,
                service: service
            )
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? OrderSummaryPresenter
            weakInteractor = weakPresenter?.interactor as? OrderSummaryInteractor
            weakRouter = weakPresenter?.router as? OrderSummaryRouter<OrderSummaryViewSpy>
            #expect(weakPresenter != nil)
            #expect(weakInteractor != nil)
            #expect(weakRouter != nil)
            service.gate.holdsCalls = true
            calls.append(Task { await presenter.loadSummary() })
            try await service.gate.waitUntilHeld(1)
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
