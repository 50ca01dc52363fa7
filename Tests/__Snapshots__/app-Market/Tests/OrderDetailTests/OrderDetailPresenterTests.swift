import Foundation
import Testing

@testable import OrderDetail

@MainActor
@Suite("OrderDetailPresenter", .timeLimit(.minutes(1)))
struct OrderDetailPresenterTests {
    let interactor = OrderDetailServiceStub()
    let view = OrderDetailViewSpy()
    let output = OrderDetailOutputSpy()
    let presenter: OrderDetailPresenter

    init() {
        presenter = OrderDetailPresenter(input: .fixture, interactor: interactor, formatting: .fixture)
        presenter.view = view
        presenter.output = output
    }

    @Test("loadOrder shows it runs, then the view model made from the response")
    func loadOrderShowsTheViewModel() async {
        let formatting = OrderDetailFormatting.fixture
        await presenter.loadOrder()

        #expect(
            interactor.loadOrderRequests == [
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
    }

    @Test("loadOrder shows its failure message when it fails")
    func loadOrderShowsTheFailure() async {
        interactor.loadOrderResult = .failure(OrderDetailTestError())

        await presenter.loadOrder()

        #expect(view.loadOrderStates == [.running, .failed(message: OrderDetailStrings.LoadOrder.failure)])
    }

    @Test("an overtaken loadOrder call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadOrderShowsOnlyTheNewestAnswer() async throws {
        interactor.gate.holdsCalls = true
        let overtaken = Task { await presenter.loadOrder() }
        try await interactor.gate.waitUntilHeld(1)
        let cancelled = Task { await presenter.loadOrder() }
        try await interactor.gate.waitUntilHeld(2)
        interactor.loadOrderResult = .failure(OrderDetailTestError())
        cancelled.cancel()
        interactor.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        #expect(interactor.gate.callsCancelledWhileHeld == 1)
        #expect(view.loadOrderStates == [.running, .running, .idle])
    }

    @Test("cancelOrder shows it runs, then the view model made from the response, and tells the output")
    func cancelOrderShowsTheViewModel() async {
        await presenter.cancelOrder()

        #expect(
            interactor.cancelOrderRequests == [
                OrderDetailModels.CancelOrder.Request(
                    orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179))
                )
            ]
        )
        #expect(
            view.cancelOrderStates == [.running, .loaded(OrderDetailModels.CancelOrder.ViewModel(cancelled: false))]
        )
        #expect(output.outputs == [.cancelled(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))])
    }

    @Test("cancelOrder shows another response as that response has it, and tells the output")
    func cancelOrderShowsAnotherResponse() async {
        interactor.cancelOrderResult = .success(OrderDetailModels.CancelOrder.Response(cancelled: true))

        await presenter.cancelOrder()

        #expect(
            view.cancelOrderStates == [.running, .loaded(OrderDetailModels.CancelOrder.ViewModel(cancelled: true))]
        )
        #expect(output.outputs == [.cancelled(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))])
    }

    @Test("cancelOrder shows its failure message when it fails, and tells the output nothing")
    func cancelOrderShowsTheFailure() async {
        interactor.cancelOrderResult = .failure(OrderDetailTestError())

        await presenter.cancelOrder()

        #expect(view.cancelOrderStates == [.running, .failed(message: OrderDetailStrings.CancelOrder.failure)])
        #expect(output.outputs == [])
    }

    @Test("a second cancelOrder while one runs (a double tap) is refused")
    func cancelOrderRefusesASecondCallWhileOneRuns() async throws {
        interactor.gate.holdsCalls = true
        let first = Task { await presenter.cancelOrder() }
        try await interactor.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        interactor.gate.holdsCalls = false

        await presenter.cancelOrder()
        #expect(interactor.cancelOrderRequests.count == 1)
        #expect(view.cancelOrderStates == [.running])
        interactor.gate.releaseHeldCalls()
        await first.value

        #expect(view.cancelOrderStates.map(\.isRunning) == [true, false])
        #expect(output.outputs == [.cancelled(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))])
        // Once it has ended, the next tap runs.
        await presenter.cancelOrder()
        #expect(interactor.cancelOrderRequests.count == 2)
    }

    @Test("cancelOrder is not cancelled with its caller: its answer still arrives, even with the screen gone")
    func cancelOrderOutlivesItsCaller() async throws {
        interactor.gate.holdsCalls = true
        let call = Task { await presenter.cancelOrder() }
        try await interactor.gate.waitUntilHeld(1)

        call.cancel()
        presenter.view = nil
        interactor.gate.releaseHeldCalls()
        await call.value

        #expect(interactor.gate.callsCancelledWhileHeld == 0)
        #expect(view.cancelOrderStates == [.running])
        #expect(output.outputs == [.cancelled(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 179)))])
    }

    @Test("an input given after build reaches the next loadOrder")
    func inputUpdateReachesLoadOrder() async {
        let updated = presenter.update(
            OrderDetailInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182)))
        )
        let repeated = presenter.update(
            OrderDetailInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182)))
        )

        await presenter.loadOrder()

        #expect(
            interactor.loadOrderRequests == [
                OrderDetailModels.LoadOrder.Request(
                    orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182))
                )
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadOrder call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadOrder() async throws {
        interactor.gate.holdsCalls = true
        let stale = Task { await presenter.loadOrder() }
        try await interactor.gate.waitUntilHeld(1)
        _ = presenter.update(OrderDetailInput(orderID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 182))))
        interactor.gate.releaseHeldCalls()
        await stale.value

        // Running, then not run: the old input's answer never reaches the screen.
        #expect(view.loadOrderStates.map(\.isRunning) == [true, false])
    }
}
