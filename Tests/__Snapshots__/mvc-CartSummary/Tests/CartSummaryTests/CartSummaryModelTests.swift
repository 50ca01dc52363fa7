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

    @Test("loadSummary fails with its message when the service fails")
    func loadSummaryFails() async {
        service.setLoadSummaryResult(.failure(CartSummaryTestError()))

        await model.loadSummary()

        #expect(controller.loadSummaryStates == [.running, .failed(message: "Could not load summary.")])
    }

    @Test("loadSummary shows no outcome once its task is cancelled: it is idle again")
    func loadSummaryIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadSummary() }

        call.cancel()
        await call.value

        #expect(controller.loadSummaryStates == [.running, .idle])
    }

    @Test("loadSummary shows no outcome when the service reports it cancelled: it is idle again")
    func loadSummaryIgnoresACancellationError() async {
        service.setLoadSummaryResult(.failure(CancellationError()))

        await model.loadSummary()

        #expect(controller.loadSummaryStates == [.running, .idle])
    }

    @Test("loadSummary drops an answer that arrives after its task was cancelled")
    func loadSummaryDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadSummary() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadSummaryStates == [.running, .idle])
    }

    @Test("an overtaken loadSummary call changes nothing: the newest answer wins")
    func loadSummaryKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadSummary() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadSummary()
        service.setLoadSummaryResult(.failure(CartSummaryTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadSummaryStates == [.running, .loaded(.fixture)])
    }

    @Test("loadSaved asks the service and holds its answer")
    func loadSavedHoldsTheAnswer() async {
        await model.loadSaved()

        let requests = service.loadSavedRequests
        #expect(requests == [CartSummaryModels.LoadSaved.Request()])
        #expect(controller.loadSavedStates == [.running, .loaded(.fixture)])
    }

    @Test("loadSaved fails with its message when the service fails")
    func loadSavedFails() async {
        service.setLoadSavedResult(.failure(CartSummaryTestError()))

        await model.loadSaved()

        #expect(controller.loadSavedStates == [.running, .failed(message: "Could not load saved.")])
    }

    @Test("loadSaved shows no outcome once its task is cancelled: it is idle again")
    func loadSavedIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadSaved() }

        call.cancel()
        await call.value

        #expect(controller.loadSavedStates == [.running, .idle])
    }

    @Test("loadSaved shows no outcome when the service reports it cancelled: it is idle again")
    func loadSavedIgnoresACancellationError() async {
        service.setLoadSavedResult(.failure(CancellationError()))

        await model.loadSaved()

        #expect(controller.loadSavedStates == [.running, .idle])
    }

    @Test("loadSaved drops an answer that arrives after its task was cancelled")
    func loadSavedDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadSaved() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadSavedStates == [.running, .idle])
    }

    @Test("an overtaken loadSaved call changes nothing: the newest answer wins")
    func loadSavedKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadSaved() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadSaved()
        service.setLoadSavedResult(.failure(CartSummaryTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadSavedStates == [.running, .loaded(.fixture)])
    }

    @Test("loadSuggestions asks the service and holds its answer")
    func loadSuggestionsHoldsTheAnswer() async {
        await model.loadSuggestions()

        let requests = service.loadSuggestionsRequests
        #expect(requests == [CartSummaryModels.LoadSuggestions.Request()])
        #expect(controller.loadSuggestionsStates == [.running, .loaded(.fixture)])
    }

    @Test("loadSuggestions fails with its message when the service fails")
    func loadSuggestionsFails() async {
        service.setLoadSuggestionsResult(.failure(CartSummaryTestError()))

        await model.loadSuggestions()

        #expect(controller.loadSuggestionsStates == [.running, .failed(message: "Could not load suggestions.")])
    }

    @Test("loadSuggestions shows no outcome once its task is cancelled: it is idle again")
    func loadSuggestionsIgnoresCancellation() async {
        service.suspendCallsUntilCancelled()
        let call = Task { await model.loadSuggestions() }

        call.cancel()
        await call.value

        #expect(controller.loadSuggestionsStates == [.running, .idle])
    }

    @Test("loadSuggestions shows no outcome when the service reports it cancelled: it is idle again")
    func loadSuggestionsIgnoresACancellationError() async {
        service.setLoadSuggestionsResult(.failure(CancellationError()))

        await model.loadSuggestions()

        #expect(controller.loadSuggestionsStates == [.running, .idle])
    }

    @Test("loadSuggestions drops an answer that arrives after its task was cancelled")
    func loadSuggestionsDropsALateAnswer() async throws {
        service.holdCalls()
        let call = Task { await model.loadSuggestions() }
        try await service.waitUntilHeld(1)

        call.cancel()
        service.releaseHeldCalls()
        await call.value

        let callsCancelled = service.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(controller.loadSuggestionsStates == [.running, .idle])
    }

    @Test("an overtaken loadSuggestions call changes nothing: the newest answer wins")
    func loadSuggestionsKeepsTheNewestAnswer() async throws {
        service.holdCalls()
        let overtaken = Task { await model.loadSuggestions() }
        try await service.waitUntilHeld(1)
        service.stopHoldingCalls()

        await model.loadSuggestions()
        service.setLoadSuggestionsResult(.failure(CartSummaryTestError()))
        service.releaseHeldCalls()
        await overtaken.value

        #expect(controller.loadSuggestionsStates == [.running, .loaded(.fixture)])
    }
}
