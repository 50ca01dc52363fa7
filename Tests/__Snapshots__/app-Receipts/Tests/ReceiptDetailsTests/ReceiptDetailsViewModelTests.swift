import Foundation
import Testing

@testable import ReceiptDetails

@MainActor
@Suite("ReceiptDetailsViewModel", .timeLimit(.minutes(1)))
struct ReceiptDetailsViewModelTests {
    let service = ReceiptDetailsServiceStub()
    let screen = ReceiptDetailsScreenSpy()
    let viewModel: ReceiptDetailsViewModel

    init() {
        viewModel = ReceiptDetailsViewModel(
            input: ReceiptDetailsInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                    total: Decimal(1_353),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                )
            ),
            service: service
        )
        screen.bind(to: viewModel)
    }

    @Test("loadDetails asks the model with the module's input and shows it running, then its content")
    func loadDetailsShowsTheContent() async {
        await viewModel.loadDetails()

        let requests = service.loadDetailsRequests
        #expect(
            requests == [
                ReceiptDetailsModels.LoadDetails.Request(
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
            screen.states.map(\.loadDetails) == [
                .running,
                .loaded(ReceiptDetailsModels.LoadDetails.Content(title: "title 2")),
            ]
        )
    }

    @Test("loadDetails shows its failure message when the model fails")
    func loadDetailsShowsFailure() async {
        service.loadDetailsResult = .failure(ReceiptDetailsTestError())

        await viewModel.loadDetails()

        #expect(screen.states.map(\.loadDetails) == [.running, .failed(message: "Could not load details.")])
    }

    @Test("an overtaken loadDetails call changes nothing, however late it ends: the newest answer stays")
    func loadDetailsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadDetails() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadDetails()
        service.loadDetailsResult = .failure(ReceiptDetailsTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadDetails) == [
                .running,
                .loaded(ReceiptDetailsModels.LoadDetails.Content(title: "title 2")),
            ]
        )
    }

    @Test("a cancelled loadDetails cancels the service's call, shows no outcome and ends the spinner")
    func loadDetailsEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadDetails() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadDetails) == [.running, .idle])
    }

    @Test("an input given after build reaches the next loadDetails")
    func inputUpdateReachesLoadDetails() async {
        let updated = viewModel.update(
            ReceiptDetailsInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )
        let repeated = viewModel.update(
            ReceiptDetailsInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )

        await viewModel.loadDetails()

        #expect(
            service.loadDetailsRequests == [
                ReceiptDetailsModels.LoadDetails.Request(
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

    @Test("a loadDetails call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadDetails() async throws {
        service.gate.holdsCalls = true
        let stale = Task { await viewModel.loadDetails() }
        try await service.gate.waitUntilHeld(1)
        _ = viewModel.update(
            ReceiptDetailsInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        #expect(viewModel.state.loadDetails == .idle)
    }
}
