import Foundation
import Testing

@testable import SellerPage

@MainActor
@Suite("SellerPageBuilder", .timeLimit(.minutes(1)))
struct SellerPageBuilderTests {
    @Test("assemble connects view, presenter, service and router")
    func assembleConnectsEveryPart() async {
        let view = SellerPageViewSpy()
        let service = SellerPageServiceStub()
        let presenter = SellerPageBuilder.assemble(input: .fixture, view: view, routeHandler: view, service: service)
        view.presenter = presenter

        await presenter.loadSeller()
        #expect(
            service.loadSellerRequests == [
                SellerPageModels.LoadSeller.Request(
                    sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 95))
                )
            ]
        )
        #expect(
            view.loadSellerStates == [
                .running,
                .loaded(SellerPageModels.LoadSeller.ViewModel(seller: "name 2", products: ["title 2", "title 52"])),
            ]
        )

        presenter.showContact()
        #expect(view.handledRoutes == [.contact(sellerID: SellerPageModels.LoadSeller.Response.fixture.seller.id)])
    }

    @Test(
        "the module is released when its view goes away; calls still running keep it alive only until they end",
        arguments: [false, true]
    )
    func moduleIsReleasedWithItsView(whileCallsRun: Bool) async throws {
        weak var weakView: SellerPageViewSpy?
        weak var weakPresenter: SellerPagePresenter?
        weak var weakRouter: SellerPageRouter?
        let service = SellerPageServiceStub()
        var calls: [Task<Void, Never>] = []
        do {
            let view = SellerPageViewSpy()
            let presenter = SellerPageBuilder.assemble(
                input: .fixture,
                view: view,
                routeHandler: view,
                service: service
            )
            view.presenter = presenter
            weakView = view
            weakPresenter = presenter as? SellerPagePresenter
            weakRouter = weakPresenter?.router as? SellerPageRouter
            #expect(weakPresenter != nil)
            #expect(weakRouter != nil)
            // Held calls keep the module until they end; with none running it goes with its view.
            service.gate.holdsCalls = whileCallsRun
            if whileCallsRun {
                calls.append(Task { await presenter.loadSeller() })
                try await service.gate.waitUntilHeld(1)
            }
        }
        #expect(weakView == nil)
        service.gate.releaseHeldCalls()
        for call in calls { await call.value }
        #expect(weakPresenter == nil)
        #expect(weakRouter == nil)
    }
}
