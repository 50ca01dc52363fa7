import Foundation
import Testing

@testable import Refunds

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = RefundsFormatting.fixture

@MainActor
@Suite("RefundsViewModel", .timeLimit(.minutes(1)))
struct RefundsViewModelTests {
    let service = RefundsServiceStub()
    let screen = RefundsScreenSpy()
    let viewModel: RefundsViewModel

    init() {
        viewModel = RefundsViewModel(service: service, formatting: formatting)
        viewModel.routeHandler = screen
        screen.bind(to: viewModel)
    }

    @Test("refundAll asks the model and shows it running, then its content")
    func refundAllShowsTheContent() async {
        await viewModel.refundAll()

        let requests = service.refundAllRequests
        #expect(requests == [RefundsModels.RefundAll.Request()])
        #expect(
            screen.states.map(\.refundAll) == [
                .running,
                .loaded(RefundsModels.RefundAll.Content(total: formatting.number(Decimal(1_352)))),
            ]
        )
    }

    @Test("refundAll shows its failure message when the model fails")
    func refundAllShowsFailure() async {
        service.refundAllResult = .failure(RefundsTestError())

        await viewModel.refundAll()

        #expect(screen.states.map(\.refundAll) == [.running, .failed(message: "Could not refund all.")])
    }

    @Test("a second refundAll while one runs is refused; once it ends, it runs again")
    func refundAllRefusesASecondCallWhileRunning() async throws {
        service.gate.holdsCalls = true
        let first = Task { await viewModel.refundAll() }
        try await service.gate.waitUntilHeld(1)
        // Were the second call let through, it would answer at once and be recorded.
        service.gate.holdsCalls = false

        await viewModel.refundAll()
        let whileRunning = viewModel.state.refundAll.isRunning
        service.gate.releaseHeldCalls()
        await first.value
        let refused = service.refundAllRequests
        await viewModel.refundAll()

        let requests = service.refundAllRequests
        #expect(refused.count == 1)
        #expect(requests.count == 2)
        #expect(whileRunning == true)
        #expect(viewModel.state.refundAll.isRunning == false)
    }

    @Test("refundAll still delivers its answer when its task is cancelled and the screen is gone")
    func refundAllIsDeliveredAfterTheScreenWentAway() async throws {
        let viewModel = RefundsViewModel(service: service, formatting: formatting)
        weak var weakScreen: RefundsScreenSpy?
        service.gate.holdsCalls = true
        let call: Task<Void, Never>
        do {
            let screen = RefundsScreenSpy()
            viewModel.routeHandler = screen
            screen.bind(to: viewModel)
            weakScreen = screen
            call = Task { await viewModel.refundAll() }
            try await service.gate.waitUntilHeld(1)
        }

        call.cancel()
        #expect(weakScreen == nil)
        service.gate.releaseHeldCalls()
        await call.value

        #expect(service.gate.callsCancelledWhileHeld == 0)
        #expect(
            viewModel.state.refundAll
                == .loaded(RefundsModels.RefundAll.Content(total: formatting.number(Decimal(1_352))))
        )
    }

    @Test("sendClosed tells the output closed, with its fields")
    func sendClosedTellsTheOutput() {
        let output = RefundsOutputSpy()
        viewModel.output = output

        viewModel.sendClosed(refunded: false)

        #expect(output.outputs == [.closed(refunded: false)])
    }

    @Test("showReceipt asks the screen to open the receipt route, with what it carries")
    func showReceiptRoutes() {
        viewModel.showReceipt(total: Decimal(1_351), note: "note 1")

        #expect(screen.handledRoutes == [.receipt(total: Decimal(1_351), note: "note 1")])
    }
}
