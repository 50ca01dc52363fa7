import Foundation
import Testing

@testable import OrderSummary

@MainActor
@Suite("OrderSummaryPresenter", .timeLimit(.minutes(1)))
struct OrderSummaryPresenterTests {
    let interactor = OrderSummaryServiceStub()
    let view = OrderSummaryViewSpy()
    let presenter: OrderSummaryPresenter

    init() {
        presenter = OrderSummaryPresenter(input: .fixture, interactor: interactor)
        presenter.view = view
    }

    @Test("loadSummary shows it runs, then the view model made from the response")
    func loadSummaryShowsTheViewModel() async {
        await presenter.loadSummary()

        #expect(
            interactor.loadSummaryRequests == [
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

    @Test("loadSummary shows its failure message when it fails")
    func loadSummaryShowsTheFailure() async {
        interactor.loadSummaryResult = .failure(OrderSummaryTestError())

        await presenter.loadSummary()

        #expect(view.loadSummaryStates == [.running, .failed(message: OrderSummaryStrings.LoadSummary.failure)])
    }

    @Test(
        "an overtaken loadSummary call shows nothing; a cancelled one cancels the service's call and ends the spinner"
    )
    func loadSummaryShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadSummary() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadSummary() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadSummaryResult = .failure(OrderSummaryTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadSummaryStates == [.running, .running, .idle])
    }

    @Test("an input given after build reaches the next loadSummary")
    func inputUpdateReachesLoadSummary() async {
        let updated = presenter.update(
            OrderSummaryInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )
        let repeated = presenter.update(
            OrderSummaryInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )

        await presenter.loadSummary()

        #expect(
            interactor.loadSummaryRequests == [
                OrderSummaryModels.LoadSummary.Request(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                        total: Decimal(1_356),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                    )
                )
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadSummary call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadSummary() async throws {
        interactor.gate.holdsCalls = true
        let stale = Task { await presenter.loadSummary() }
        try await interactor.gate.waitUntilHeld(1)
        _ = presenter.update(
            OrderSummaryInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )
        interactor.gate.releaseHeldCalls()
        await stale.value

        // Running, then not run: the old input's answer never reaches the screen.
        #expect(view.loadSummaryStates.map(\.isRunning) == [true, false])
    }
}
