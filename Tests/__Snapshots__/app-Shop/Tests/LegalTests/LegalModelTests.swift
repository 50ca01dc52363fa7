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

    @Test("loadDocument fails with its message when the service fails")
    func loadDocumentFails() async {
        service.loadDocumentResult = .failure(LegalTestError())

        await model.loadDocument()

        #expect(controller.loadDocumentStates == [.running, .failed(message: "Could not load document.")])
    }

    @Test(
        "an overtaken loadDocument call shows nothing; a cancelled one cancels the service's call and ends the spinner"
    )
    func loadDocumentShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadDocument() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await model.loadDocument() }
        try await service.gate.waitUntilHeld(2)
        service.loadDocumentResult = .failure(LegalTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

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
}
