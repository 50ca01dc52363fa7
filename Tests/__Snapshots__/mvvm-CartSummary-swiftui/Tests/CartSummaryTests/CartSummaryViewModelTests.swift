import Foundation
import Testing

@testable import CartSummary

/// What the view models are formatted with here: fixed, not the machine's settings.
@MainActor
private let formatting = CartSummaryFormatting.fixture

@MainActor
@Suite("CartSummaryViewModel", .timeLimit(.minutes(1)))
struct CartSummaryViewModelTests {
    let service = CartSummaryServiceStub()
    let screen = CartSummaryScreenSpy()
    let viewModel: CartSummaryViewModel

    init() {
        viewModel = CartSummaryViewModel(service: service, formatting: formatting)
        screen.bind(to: viewModel)
    }

    @Test("loadSummary asks the model and shows it running, then its content")
    func loadSummaryShowsTheContent() async {
        await viewModel.loadSummary()

        let requests = service.loadSummaryRequests
        #expect(requests == [CartSummaryModels.LoadSummary.Request()])
        #expect(
            screen.states.map(\.loadSummary) == [
                .running,
                .loaded(CartSummaryModels.LoadSummary.Content(totalText: formatting.currency(Decimal(1_352)))),
            ]
        )
    }

    @Test("loadSummary shows its failure message when the model fails")
    func loadSummaryShowsFailure() async {
        service.loadSummaryResult = .failure(CartSummaryTestError())

        await viewModel.loadSummary()

        #expect(screen.states.map(\.loadSummary) == [.running, .failed(message: "Could not load summary.")])
    }

    @Test("loadSummary shows it has nothing to list when the answer has no items")
    func loadSummaryShowsEmpty() async {
        service.loadSummaryResult = .success(CartSummaryModels.LoadSummary.Response(items: [], total: Decimal(1_352)))

        await viewModel.loadSummary()

        #expect(screen.states.map(\.loadSummary) == [.running, .empty])
    }

    @Test("an overtaken loadSummary call changes nothing, however late it ends: the newest answer stays")
    func loadSummaryShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadSummary() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadSummary()
        service.loadSummaryResult = .failure(CartSummaryTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadSummary) == [
                .running,
                .loaded(CartSummaryModels.LoadSummary.Content(totalText: formatting.currency(Decimal(1_352)))),
            ]
        )
    }

    @Test("a cancelled loadSummary cancels the service's call, shows no outcome and ends the spinner")
    func loadSummaryEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadSummary() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadSummary) == [.running, .idle])
    }

    @Test("loadSaved asks the model and shows it running, then its content")
    func loadSavedShowsTheContent() async {
        await viewModel.loadSaved()

        let requests = service.loadSavedRequests
        #expect(requests == [CartSummaryModels.LoadSaved.Request()])
        #expect(
            screen.states.map(\.loadSaved) == [
                .running,
                .loaded(CartSummaryModels.LoadSaved.Content(titles: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("loadSaved shows its failure message when the model fails")
    func loadSavedShowsFailure() async {
        service.loadSavedResult = .failure(CartSummaryTestError())

        await viewModel.loadSaved()

        #expect(screen.states.map(\.loadSaved) == [.running, .failed(message: "Could not load saved.")])
    }

    @Test("loadSaved shows it has nothing to list when the answer has no saved.items")
    func loadSavedShowsEmpty() async {
        service.loadSavedResult = .success(
            CartSummaryModels.LoadSaved.Response(saved: SavedCart(name: "name 2", items: []))
        )

        await viewModel.loadSaved()

        #expect(screen.states.map(\.loadSaved) == [.running, .empty])
    }

    @Test("an overtaken loadSaved call changes nothing, however late it ends: the newest answer stays")
    func loadSavedShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadSaved() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadSaved()
        service.loadSavedResult = .failure(CartSummaryTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadSaved) == [
                .running,
                .loaded(CartSummaryModels.LoadSaved.Content(titles: ["title 2", "title 52"])),
            ]
        )
    }

    @Test("a cancelled loadSaved cancels the service's call, shows no outcome and ends the spinner")
    func loadSavedEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadSaved() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadSaved) == [.running, .idle])
    }

    @Test("loadSuggestions asks the model and shows it running, then its content")
    func loadSuggestionsShowsTheContent() async {
        await viewModel.loadSuggestions()

        let requests = service.loadSuggestionsRequests
        #expect(requests == [CartSummaryModels.LoadSuggestions.Request()])
        #expect(
            screen.states.map(\.loadSuggestions.mapped) == [
                .running,
                .loaded(CartSummaryLoadSuggestionsMappedFields(countText: formatting.number(2_102))),
            ]
        )
    }

    @Test("loadSuggestions shows its failure message when the model fails")
    func loadSuggestionsShowsFailure() async {
        service.loadSuggestionsResult = .failure(CartSummaryTestError())

        await viewModel.loadSuggestions()

        #expect(screen.states.map(\.loadSuggestions) == [.running, .failed(message: "Could not load suggestions.")])
    }

    @Test("loadSuggestions shows it has nothing to list when the answer has no suggestions")
    func loadSuggestionsShowsEmpty() async {
        service.loadSuggestionsResult = .success(
            CartSummaryModels.LoadSuggestions.Response(count: 2_102, suggestions: [])
        )

        await viewModel.loadSuggestions()

        #expect(screen.states.map(\.loadSuggestions) == [.running, .empty])
    }

    @Test("an overtaken loadSuggestions call changes nothing, however late it ends: the newest answer stays")
    func loadSuggestionsShowsOnlyTheNewestAnswer() async throws {
        service.gate.holdsCalls = true
        let overtaken = Task { await viewModel.loadSuggestions() }
        try await service.gate.waitUntilHeld(1)
        service.gate.holdsCalls = false

        await viewModel.loadSuggestions()
        service.loadSuggestionsResult = .failure(CartSummaryTestError())
        service.gate.releaseHeldCalls()
        await overtaken.value

        #expect(
            screen.states.map(\.loadSuggestions.mapped) == [
                .running,
                .loaded(CartSummaryLoadSuggestionsMappedFields(countText: formatting.number(2_102))),
            ]
        )
    }

    @Test("a cancelled loadSuggestions cancels the service's call, shows no outcome and ends the spinner")
    func loadSuggestionsEndsIdleWhenCancelled() async throws {
        service.gate.holdsCalls = true
        let call = Task { await viewModel.loadSuggestions() }
        try await service.gate.waitUntilHeld(1)

        call.cancel()
        service.gate.releaseHeldCalls()
        await call.value

        let callsCancelled = service.gate.callsCancelledWhileHeld
        #expect(callsCancelled == 1)
        #expect(screen.states.map(\.loadSuggestions) == [.running, .idle])
    }
}
