import Foundation
import Testing

@testable import Refund

@MainActor
@Suite("RefundPresenter", .timeLimit(.minutes(1)))
struct RefundPresenterTests {
    let service = RefundServiceStub()
    let view = RefundViewSpy()
    let presenter: RefundPresenter

    init() {
        presenter = RefundPresenter(input: .fixture, service: service)
        presenter.view = view
    }

    @Test("requestRefund shows it runs, then the view model made from the response")
    func requestRefundShowsTheViewModel() async {
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

    @Test("requestRefund shows another response as that response has it")
    func requestRefundShowsAnotherResponse() async {
        service.requestRefundResult = .success(RefundModels.RequestRefund.Response(accepted: false))

        await presenter.requestRefund()

        #expect(view.requestRefundStates == [.running, .loaded(RefundModels.RequestRefund.ViewModel(accepted: false))])
    }

    @Test("requestRefund shows its failure message when it fails")
    func requestRefundShowsTheFailure() async {
        service.requestRefundResult = .failure(RefundTestError())

        await presenter.requestRefund()

        #expect(view.requestRefundStates == [.running, .failed(message: RefundStrings.RequestRefund.failure)])
    }

    @Test("a second requestRefund while one runs (a double tap) is refused")
    func requestRefundRefusesASecondCallWhileOneRuns() async throws {
        service.gate.holdsCalls = true
        let first = Task { await presenter.requestRefund() }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once.
        service.gate.holdsCalls = false

        await presenter.requestRefund()
        #expect(service.requestRefundRequests.count == 1)
        #expect(view.requestRefundStates == [.running])
        service.gate.releaseHeldCalls()
        await first.value

        #expect(view.requestRefundStates.map(\.isRunning) == [true, false])
        // Once it has ended, the next tap runs.
        await presenter.requestRefund()
        #expect(service.requestRefundRequests.count == 2)
    }

    @Test("requestRefund is not cancelled with its caller: its answer still arrives")
    func requestRefundOutlivesItsCaller() async throws {
        service.gate.holdsCalls = true
        let call = Task { await presenter.requestRefund() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(view.requestRefundStates == [.running, .loaded(RefundModels.RequestRefund.ViewModel(accepted: true))])
    }

    @Test("an input given after build reaches the next requestRefund")
    func inputUpdateReachesRequestRefund() async {
        let updated = presenter.update(
            RefundInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )
        let repeated = presenter.update(
            RefundInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )

        await presenter.requestRefund()

        #expect(
            service.requestRefundRequests == [
                RefundModels.RequestRefund.Request(
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
}
