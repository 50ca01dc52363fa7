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
        service.setLoadDetailsResult(.failure(ReceiptDetailsTestError()))

        await viewModel.loadDetails()

        #expect(screen.states.map(\.loadDetails) == [.running, .failed(message: "Could not load details.")])
    }

    @Test("a cancelled loadDetails shows no outcome, whatever error the service ends with: it is idle again")
    func loadDetailsIgnoresACancelledCall() async {
        // A service that reports its own `CancellationError` while the caller goes on…
        service.setLoadDetailsResult(.failure(CancellationError()))
        await viewModel.loadDetails()
        // …and a slow one, cancelled, that fails with an error of its own (as URLSession does).
        service.suspendCallsUntilCancelled()
        let call = Task { await viewModel.loadDetails() }

        call.cancel()
        await call.value

        #expect(screen.states.map(\.loadDetails) == [.running, .idle, .running, .idle])
    }

    @Test("an overtaken loadDetails call changes nothing: only the newest answer is shown")
    func loadDetailsShowsOnlyTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await viewModel.loadDetails() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await viewModel.loadDetails()
        service.setLoadDetailsResult(.failure(ReceiptDetailsTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadDetails) == [
                .running,
                .loaded(ReceiptDetailsModels.LoadDetails.Content(title: "title 2")),
            ]
        )
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
}
