import Foundation
import Testing

@testable import CartSummary

@MainActor
@Suite("CartSummaryModel", .timeLimit(.minutes(1)))
struct CartSummaryModelTests {
    let service = CartSummaryServiceStub()
    let controller: CartSummaryControllerSpy
    var model: CartSummaryModel { controller.model }

    init() {
        controller = CartSummaryControllerSpy(model: CartSummaryModel(service: service))
    }

    @Test("loadSummary asks the service and holds its answer")
    func loadSummaryHoldsTheAnswer() async {
        await model.loadSummary()

        let requests = service.loadSummaryRequests
        #expect(requests == [CartSummaryModels.LoadSummary.Request()])
        #expect(controller.loadSummaryStates == [.running, .loaded(.fixture)])
    }

    @Test("loadSummary keeps the service's error when the service fails")
    func loadSummaryFails() async {
        service.loadSummaryResult = .failure(CartSummaryTestError())

        await model.loadSummary()

        #expect(controller.loadSummaryStates == [.running, .failed(CartSummaryTestError())])
    }

    @Test("an overtaken loadSummary call changes nothing, however late it ends: the newest answer stays")
    func loadSummaryShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadSummary() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadSummary()
        service.loadSummaryResult = .failure(CartSummaryTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadSummaryStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadSummary cancels the service's call, shows no outcome and ends the spinner")
    func loadSummaryEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadSummary() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadSummaryStates == [.running, .idle])
    }

    @Test("loadSaved asks the service and holds its answer")
    func loadSavedHoldsTheAnswer() async {
        await model.loadSaved()

        let requests = service.loadSavedRequests
        #expect(requests == [CartSummaryModels.LoadSaved.Request()])
        #expect(controller.loadSavedStates == [.running, .loaded(.fixture)])
    }

    @Test("loadSaved keeps the service's error when the service fails")
    func loadSavedFails() async {
        service.loadSavedResult = .failure(CartSummaryTestError())

        await model.loadSaved()

        #expect(controller.loadSavedStates == [.running, .failed(CartSummaryTestError())])
    }

    @Test("an overtaken loadSaved call changes nothing, however late it ends: the newest answer stays")
    func loadSavedShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadSaved() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadSaved()
        service.loadSavedResult = .failure(CartSummaryTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadSavedStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadSaved cancels the service's call, shows no outcome and ends the spinner")
    func loadSavedEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadSaved() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadSavedStates == [.running, .idle])
    }

    @Test("loadSuggestions asks the service and holds its answer")
    func loadSuggestionsHoldsTheAnswer() async {
        await model.loadSuggestions()

        let requests = service.loadSuggestionsRequests
        #expect(requests == [CartSummaryModels.LoadSuggestions.Request()])
        #expect(controller.loadSuggestionsStates == [.running, .loaded(.fixture)])
    }

    @Test("loadSuggestions keeps the service's error when the service fails")
    func loadSuggestionsFails() async {
        service.loadSuggestionsResult = .failure(CartSummaryTestError())

        await model.loadSuggestions()

        #expect(controller.loadSuggestionsStates == [.running, .failed(CartSummaryTestError())])
    }

    @Test("an overtaken loadSuggestions call changes nothing, however late it ends: the newest answer stays")
    func loadSuggestionsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await model.loadSuggestions() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await model.loadSuggestions()
        service.loadSuggestionsResult = .failure(CartSummaryTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadSuggestionsStates == [.running, .loaded(.fixture)])
    }

    @Test("a cancelled loadSuggestions cancels the service's call, shows no outcome and ends the spinner")
    func loadSuggestionsEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await model.loadSuggestions() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadSuggestionsStates == [.running, .idle])
    }
}
