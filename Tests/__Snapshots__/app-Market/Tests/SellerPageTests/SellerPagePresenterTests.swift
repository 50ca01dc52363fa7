import Foundation
import Testing

@testable import SellerPage

@MainActor
@Suite("SellerPagePresenter", .timeLimit(.minutes(1)))
struct SellerPagePresenterTests {
    let service = SellerPageServiceStub()
    let router = SellerPageRouterSpy()
    let view = SellerPageViewSpy()
    let presenter: SellerPagePresenter

    init() {
        presenter = SellerPagePresenter(input: .fixture, service: service, router: router)
        presenter.view = view
    }

    @Test("loadSeller shows it runs, then the view model made from the response")
    func loadSellerShowsTheViewModel() async {
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
    }

    @Test("loadSeller shows its failure message when it fails")
    func loadSellerShowsTheFailure() async {
        service.loadSellerResult = .failure(SellerPageTestError())

        await presenter.loadSeller()

        #expect(view.loadSellerStates == [.running, .failed(message: SellerPageStrings.LoadSeller.failure)])
    }

    @Test("loadSeller shows that there is nothing to list when the answer has no products")
    func loadSellerShowsEmpty() async {
        service.loadSellerResult = .success(
            SellerPageModels.LoadSeller.Response(
                seller: Seller(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                    name: "name 2",
                    rating: 6_972.5
                ),
                products: []
            )
        )

        await presenter.loadSeller()

        #expect(view.loadSellerStates == [.running, .empty])
    }

    @Test("an overtaken loadSeller call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadSellerShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadSeller() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadSeller() }
        try await service.gate.waitUntilHeld(2)
        service.loadSellerResult = .failure(SellerPageTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(service.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadSellerStates == [.running, .running, .idle])
    }

    @Test("an input given after build reaches the next loadSeller")
    func inputUpdateReachesLoadSeller() async {
        let updated = presenter.update(
            SellerPageInput(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 98)))
        )
        let repeated = presenter.update(
            SellerPageInput(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 98)))
        )

        await presenter.loadSeller()

        #expect(
            service.loadSellerRequests == [
                SellerPageModels.LoadSeller.Request(
                    sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 98))
                )
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadSeller call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadSeller() async throws {
        service.gate.holdsCalls = true
        let stale = Task { await presenter.loadSeller() }
        try await service.gate.waitUntilHeld(1)
        _ = presenter.update(SellerPageInput(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 98))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Running, then not run: the old input's answer never reaches the screen.
        #expect(view.loadSellerStates.map(\.isRunning) == [true, false])
    }

    @Test("showContact opens the contact route with what the screen shows, and nothing before it")
    func showContactTakesWhatTheScreenShows() async {
        presenter.showContact()
        let response = SellerPageModels.LoadSeller.Response(
            seller: Seller(
                id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                name: "name 2",
                rating: 6_972.5
            ),
            products: [
                Product(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 234)),
                    title: "title 2",
                    price: Decimal(6_902),
                    sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 94))
                ),
                Product(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 28)),
                    title: "title 52",
                    price: Decimal(6_952),
                    sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 144))
                ),
            ]
        )
        service.loadSellerResult = .success(response)
        await presenter.loadSeller()

        presenter.showContact()

        // Only the answer's values: none before it.
        #expect(router.routes == [.contact(sellerID: response.seller.id)])

        // A new input makes the kept answer stale: it is no longer shown, and nothing opens until the
        // next one.
        _ = presenter.update(SellerPageInput(sellerID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28, 98))))
        presenter.showContact()
        #expect(router.routes.count == 1)
        #expect(view.loadSellerStates.last == .idle)
    }
}
