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
        service.setLoadDocumentResult(.failure(LegalTestError()))

        await model.loadDocument()

        #expect(controller.loadDocumentStates == [.running, .failed(message: "Could not load document.")])
    }

    @Test("loadDocument shows no outcome once its task is cancelled: it is idle again")
    func loadDocumentIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadDocument() }

        call.cancel()
        await call.value

        #expect(controller.loadDocumentStates == [.running, .idle])
    }

    @Test("loadDocument shows no outcome when the service reports it cancelled: it is idle again")
    func loadDocumentIgnoresACancellationError() async {
        service.setLoadDocumentResult(.failure(CancellationError()))

        await model.loadDocument()

        #expect(controller.loadDocumentStates == [.running, .idle])
    }

    @Test("loadDocument drops an answer that arrives after its task was cancelled")
    func loadDocumentDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadDocument() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadDocumentStates == [.running, .idle])
    }

    @Test("an overtaken loadDocument call changes nothing: the newest answer wins")
    func loadDocumentKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadDocument() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadDocument()
        service.setLoadDocumentResult(.failure(LegalTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadDocumentStates == [.running, .loaded(.fixture)])
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
