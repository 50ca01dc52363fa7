import Testing

@testable import Legal

@MainActor
@Suite("LegalModel", .timeLimit(.minutes(1)))
struct LegalModelTests {
    let service = LegalServiceStub()
    let controller: LegalControllerSpy
    var model: LegalModel { controller.model }

    init() {
        controller = LegalControllerSpy(model: LegalModel(input: .fixture, service: service))
    }

    @Test("loadDocument asks the service with the module's input and holds its answer")
    func loadDocumentHoldsTheAnswer() async {
        await model.loadDocument()

        let requests = service.loadDocumentRequests
        #expect(requests == [LegalModels.LoadDocument.Request(documentID: "documentID 3")])
        #expect(controller.loadDocumentStates == [.running, .loaded(.fixture)])
    }

    @Test("loadDocument keeps the service's error when the service fails")
    func loadDocumentFails() async {
        service.loadDocumentResult = .failure(LegalTestError())

        await model.loadDocument()

        #expect(controller.loadDocumentStates == [.running, .failed(LegalTestError())])
    }

    @Test("an overtaken loadDocument call changes nothing, however late it ends: the newest answer stays")
    func loadDocumentShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadDocument() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadDocument()
        service.loadDocumentResult = .failure(LegalTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadDocumentStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadDocument cancels the service's call, shows no outcome and ends the spinner")
    func loadDocumentEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadDocument() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadDocumentStates == [.running, .idle])
    }

    @Test("an input given after build reaches the next loadDocument")
    func inputUpdateReachesLoadDocument() async {
        let updated = model.update(LegalInput(documentID: "documentID 6"))
        let repeated = model.update(LegalInput(documentID: "documentID 6"))

        await model.loadDocument()

        #expect(service.loadDocumentRequests == [LegalModels.LoadDocument.Request(documentID: "documentID 6")])
        #expect([updated, repeated] == [true, false])
    }

    @Test("a loadDocument call for the old input, still running when a new input comes, shows nothing")
    func inputUpdateDropsTheRunningLoadDocument() async throws {
        service.gate.holdsCalls = true
        let stale = Task { await model.loadDocument() }
        try await service.gate.waitUntilHeld(1)
        _ = model.update(LegalInput(documentID: "documentID 6"))
        service.gate.releaseHeldCalls()
        await stale.value

        // Not run: the old input's answer never reaches the screen.
        #expect(model.loadDocumentState == .idle)
    }
}
