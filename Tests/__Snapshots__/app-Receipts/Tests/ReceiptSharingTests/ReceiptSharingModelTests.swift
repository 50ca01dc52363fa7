import Foundation
import Testing

@testable import ReceiptSharing

@MainActor
@Suite("ReceiptSharingModel", .timeLimit(.minutes(1)))
struct ReceiptSharingModelTests {
    let service = ReceiptSharingServiceStub()
    let controller: ReceiptSharingControllerSpy
    var model: ReceiptSharingModel { controller.model }

    init() {
        controller = ReceiptSharingControllerSpy(model: ReceiptSharingModel(input: .fixture, service: service))
    }

    @Test("loadShareText asks the service with the module's input and holds its answer")
    func loadShareTextHoldsTheAnswer() async {
        await model.loadShareText()

        let requests = service.loadShareTextRequests
        #expect(
            requests == [
                ReceiptSharingModels.LoadShareText.Request(
                    receipt: Receipt(
                        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 235)),
                        paidAt: Date(timeIntervalSince1970: 1_700_005_903),
                        total: Decimal(1_353),
                        invoiceURL: URL(fileURLWithPath: "/invoiceURL/3")
                    )
                )
            ]
        )
        #expect(controller.loadShareTextStates == [.running, .loaded(.fixture)])
    }

    @Test("loadShareText fails with its message when the service fails")
    func loadShareTextFails() async {
        service.setLoadShareTextResult(.failure(ReceiptSharingTestError()))

        await model.loadShareText()

        #expect(controller.loadShareTextStates == [.running, .failed(message: "Could not load share text.")])
    }

    @Test("loadShareText shows no outcome once its task is cancelled: it is idle again")
    func loadShareTextIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadShareText() }

        call.cancel()
        await call.value

        #expect(controller.loadShareTextStates == [.running, .idle])
    }

    @Test("loadShareText shows no outcome when the service reports it cancelled: it is idle again")
    func loadShareTextIgnoresACancellationError() async {
        service.setLoadShareTextResult(.failure(CancellationError()))

        await model.loadShareText()

        #expect(controller.loadShareTextStates == [.running, .idle])
    }

    @Test("loadShareText drops an answer that arrives after its task was cancelled")
    func loadShareTextDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadShareText() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadShareTextStates == [.running, .idle])
    }

    @Test("an overtaken loadShareText call changes nothing: the newest answer wins")
    func loadShareTextKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadShareText() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadShareText()
        service.setLoadShareTextResult(.failure(ReceiptSharingTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadShareTextStates == [.running, .loaded(.fixture)])
    }

    @Test("an input given after build reaches the next loadShareText")
    func inputUpdateReachesLoadShareText() async {
        let updated = model.update(
            ReceiptSharingInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )
        let repeated = model.update(
            ReceiptSharingInput(
                receipt: Receipt(
                    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 18, 238)),
                    paidAt: Date(timeIntervalSince1970: 1_700_005_906),
                    total: Decimal(1_356),
                    invoiceURL: URL(fileURLWithPath: "/invoiceURL/6")
                )
            )
        )

        await model.loadShareText()

        #expect(
            service.loadShareTextRequests == [
                ReceiptSharingModels.LoadShareText.Request(
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
