import Foundation
import Testing

@testable import Receipt

@MainActor
@Suite("ReceiptModel", .timeLimit(.minutes(1)))
struct ReceiptModelTests {
    let service = ReceiptServiceStub()
    let controller: ReceiptControllerSpy
    var model: ReceiptModel { controller.model }

    init() {
        controller = ReceiptControllerSpy(model: ReceiptModel(input: .fixture, service: service))
    }

    @Test("loadReceipt asks the service with the module's input and holds its answer")
    func loadReceiptHoldsTheAnswer() async {
        await model.loadReceipt()

        let requests = service.loadReceiptRequests
        #expect(
            requests == [
                ReceiptModels.LoadReceipt.Request(
                    receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 249))
                )
            ]
        )
        #expect(controller.loadReceiptStates == [.running, .loaded(.fixture)])
    }

    @Test("loadReceipt keeps the service's error when the service fails")
    func loadReceiptFails() async {
        service.loadReceiptResult = .failure(ReceiptTestError())

        await model.loadReceipt()

        #expect(controller.loadReceiptStates == [.running, .failed(ReceiptTestError())])
    }

    @Test("an overtaken loadReceipt call changes nothing, however late it ends: the newest answer stays")
    func loadReceiptShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadReceipt() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadReceipt()
        service.loadReceiptResult = .failure(ReceiptTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadReceiptStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadReceipt cancels the service's call, shows no outcome and ends the spinner")
    func loadReceiptEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadReceipt() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadReceiptStates == [.running, .idle])
    }

    @Test("an input given after build reaches the next loadReceipt")
    func inputUpdateReachesLoadReceipt() async {
        let updated = model.update(
            ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 252)))
        )
        let repeated = model.update(
            ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 252)))
        )

        await model.loadReceipt()

        #expect(
            service.loadReceiptRequests == [
                ReceiptModels.LoadReceipt.Request(
                    receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 252))
                )
            ]
        )
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadReceipt call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadReceipt() async throws {
        service.gate.holdsCalls = true
        let stale = Task { await model.loadReceipt() }
        try await service.gate.waitUntilHeld(1)
        _ = model.update(ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 252))))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        #expect(model.loadReceiptState == .idle)
    }

    @Test("shareRoute carries what the screen shows, and is nil before it")
    func shareRouteTakesWhatTheScreenShows() async {
        let before = model.shareRoute()
        let response = ReceiptModels.LoadReceipt.Response(text: "text 2")
        service.loadReceiptResult = .success(response)
        await model.loadReceipt()

        #expect(before == nil)
        // The answer's values.
        #expect(model.shareRoute() == .share(text: response.text))

        // A new input makes the kept answer stale: it is no longer shown, and no route until the next one.
        _ = model.update(ReceiptInput(receiptID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 252))))
        #expect(model.shareRoute() == nil)
        #expect(model.loadReceiptState == .idle)
    }
}
