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

    @Test("loadShareText keeps the service's error when the service fails")
    func loadShareTextFails() async {
        service.loadShareTextResult = .failure(ReceiptSharingTestError())

        await model.loadShareText()

        #expect(controller.loadShareTextStates == [.running, .failed(ReceiptSharingTestError())])
    }

    @Test("an overtaken loadShareText call changes nothing, however late it ends: the newest answer stays")
    func loadShareTextShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadShareText() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadShareText()
        service.loadShareTextResult = .failure(ReceiptSharingTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadShareTextStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadShareText cancels the service's call, shows no outcome and ends the spinner")
    func loadShareTextEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadShareText() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadShareTextStates == [.running, .idle])
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

    @Test("a loadShareText call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadShareText() async throws {
        service.gate.holdsCalls = true
        let stale = Task { await model.loadShareText() }
        try await service.gate.waitUntilHeld(1)
        _ = model.update(
            ReceiptSharingInput(
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
        #expect(model.loadShareTextState == .idle)
    }
}
