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

    @Test("load keeps the service's error when the service fails")
    func loadFails() async {
        service.loadResult = .failure(AboutTestError())

        await model.load()

        #expect(controller.loadStates == [.running, .failed(AboutTestError())])
    }

    @Test("an overtaken load call changes nothing, however late it ends: the newest answer stays")
    func loadShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.load() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.load()
        service.loadResult = .failure(AboutTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled load cancels the service's call, shows no outcome and ends the spinner")
    func loadEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.load() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadStates == [.running, .idle])
    }
}
