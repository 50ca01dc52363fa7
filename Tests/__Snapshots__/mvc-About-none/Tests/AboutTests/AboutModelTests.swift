import Testing

@testable import About

@MainActor
@Suite("AboutModel", .timeLimit(.minutes(1)))
struct AboutModelTests {
    let service = AboutServiceStub()
    let controller: AboutControllerSpy
    var model: AboutModel { controller.model }

    init() {
        controller = AboutControllerSpy(model: AboutModel(service: service))
    }

    @Test("load asks the service and holds its answer")
    func loadHoldsTheAnswer() async {
        await model.load()

        let requests = service.loadRequests
        #expect(requests == [AboutModels.Load.Request()])
        #expect(controller.loadStates == [.running, .loaded(.fixture)])
    }

    @Test("load fails with its message when the service fails")
    func loadFails() async {
        service.loadResult = .failure(AboutTestError())

        await model.load()

        #expect(controller.loadStates == [.running, .failed(message: "Could not load.")])
    }

    @Test("an overtaken load call shows nothing; a cancelled one cancels the service's call and ends the spinner")
    func loadShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.load() }
        try await service.gate.waitUntilHeld(1)
        let cancelled = Task { await model.load() }
        try await service.gate.waitUntilHeld(2)
        service.loadResult = .failure(AboutTestError())
        cancelled.cancel()
        service.gate.releaseHeldCalls()
        await overtaken.value
        await cancelled.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadStates == [.running, .idle])
    }
}
